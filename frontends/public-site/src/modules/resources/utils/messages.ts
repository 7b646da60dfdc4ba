import { defineMessage, defineMessages } from 'react-intl';

const sampleFormPageTitle = defineMessage<{ name: string | number }>({
  id: 'public-site.resources.sample-form.page-title',
  defaultMessage: 'Sample DS-160: {name}',
});

export const messages = defineMessages({
  aboutDs160Lead: {
    id: 'public-site.resources.about-ds-160.lead',
    defaultMessage: 'What the DS-160 is, who needs it, and answers to frequent questions.',
  },
  aboutDs160Title: { id: 'public-site.resources.about-ds-160.title', defaultMessage: 'About the DS-160' },
  documentBack: { id: 'public-site.resources.document.back', defaultMessage: 'All resources' },
  documentFailed: {
    id: 'public-site.resources.document.failed',
    defaultMessage: 'This page could not be loaded. Check your connection and try again.',
  },
  documentLoading: { id: 'public-site.resources.document.loading', defaultMessage: 'Loading…' },
  documentRetry: { id: 'public-site.resources.document.retry', defaultMessage: 'Try again' },
  ds160ChecklistLead: {
    id: 'public-site.resources.ds-160-checklist.lead',
    defaultMessage:
      'Everything to have at hand before you start: passport, travel plans, work and education history.',
  },
  ds160ChecklistPrint: {
    id: 'public-site.resources.ds-160-checklist.print',
    defaultMessage: 'Print the checklist',
  },
  ds160ChecklistTitle: {
    id: 'public-site.resources.ds-160-checklist.title',
    defaultMessage: 'DS-160 checklist',
  },
  resourcesBlogLink: { id: 'public-site.resources.resources.blog.link', defaultMessage: 'Read the blog' },
  resourcesBlogText: {
    id: 'public-site.resources.resources.blog.text',
    defaultMessage: 'Articles on the photo rules, what to prepare, and what happens after you submit.',
  },
  resourcesBlogTitle: { id: 'public-site.resources.resources.blog.title', defaultMessage: 'On the blog' },
  resourcesGuides: { id: 'public-site.resources.resources.guides', defaultMessage: 'Guides' },
  resourcesLead: {
    id: 'public-site.resources.resources.lead',
    defaultMessage: 'Guides, checklists and sample forms to prepare your DS-160.',
  },
  resourcesMetaDescription: {
    id: 'public-site.resources.resources.meta-description',
    defaultMessage:
      'Free DS-160 resources: what the form is and FAQ, a printable checklist, sample completed forms and a US visa photo checker.',
  },
  resourcesTitle: { id: 'public-site.resources.resources.title', defaultMessage: 'Resources' },
  resourcesTools: { id: 'public-site.resources.resources.tools', defaultMessage: 'Tools' },
  sampleFormFictional: {
    id: 'public-site.resources.sample-form.fictional',
    defaultMessage:
      'A fictional applicant. The answers are in English because CEAC accepts English only; yours will differ.',
  },
  sampleFormLead: {
    id: 'public-site.resources.sample-form.lead',
    defaultMessage: 'A filled-in example to show what each section asks for.',
  },
  sampleFormNext: { id: 'public-site.resources.sample-form.next', defaultMessage: 'Next section' },
  sampleFormOthers: { id: 'public-site.resources.sample-form.others', defaultMessage: 'Other samples' },
  sampleFormPager: {
    id: 'public-site.resources.sample-form.pager',
    defaultMessage: 'Previous and next section',
  },
  sampleFormPrevious: {
    id: 'public-site.resources.sample-form.previous',
    defaultMessage: 'Previous section',
  },
  sampleFormSections: {
    id: 'public-site.resources.sample-form.sections',
    defaultMessage: 'Sections of this sample',
  },
  sampleFormStudentF1Name: {
    id: 'public-site.resources.sample-form.student-f1.name',
    defaultMessage: 'Student visa (F-1)',
  },
  sampleFormStudentF1Profile: {
    id: 'public-site.resources.sample-form.student-f1.profile',
    defaultMessage: 'A single student from India going to a US university.',
  },
  sampleFormTitle: { id: 'public-site.resources.sample-form.title', defaultMessage: 'Sample DS-160 form' },
  sampleFormTouristB1B2Name: {
    id: 'public-site.resources.sample-form.tourist-b1-b2.name',
    defaultMessage: 'Tourist visa (B1/B2)',
  },
  sampleFormTouristB1B2Profile: {
    id: 'public-site.resources.sample-form.tourist-b1-b2.profile',
    defaultMessage:
      'A married tourist from China with specific travel plans, travelling alone while her husband stays at home.',
  },
  sampleFormWorkH1bName: {
    id: 'public-site.resources.sample-form.work-h1b.name',
    defaultMessage: 'Work visa (H-1B)',
  },
  sampleFormWorkH1bProfile: {
    id: 'public-site.resources.sample-form.work-h1b.profile',
    defaultMessage: 'A single software engineer from Brazil with an approved H-1B petition.',
  },
  usVisaPhotoCheckerLead: {
    id: 'public-site.resources.us-visa-photo-checker.lead',
    defaultMessage: 'Check that your photo meets the US visa photo requirements before you upload it.',
  },
  usVisaPhotoCheckerTitle: {
    id: 'public-site.resources.us-visa-photo-checker.title',
    defaultMessage: 'US visa photo checker',
  },
  // Typed messages last: formatjs's transformer pairs descriptors with properties by position.
  sampleFormPageTitle,
});
