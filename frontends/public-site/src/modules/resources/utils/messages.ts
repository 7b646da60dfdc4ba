import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  resourcesTitle: { id: 'public-site.resources.resources.title', defaultMessage: 'Resources' },
  resourcesLead: {
    id: 'public-site.resources.resources.lead',
    defaultMessage: 'Guides, checklists and sample forms to prepare your DS-160.',
  },
  aboutDs160Title: { id: 'public-site.resources.about-ds-160.title', defaultMessage: 'About the DS-160' },
  aboutDs160Lead: {
    id: 'public-site.resources.about-ds-160.lead',
    defaultMessage: 'What the DS-160 is, who needs it, and answers to frequent questions.',
  },
  ds160ChecklistTitle: {
    id: 'public-site.resources.ds-160-checklist.title',
    defaultMessage: 'DS-160 checklist',
  },
  ds160ChecklistLead: {
    id: 'public-site.resources.ds-160-checklist.lead',
    defaultMessage:
      'Everything to have at hand before you start: passport, travel plans, work and education history.',
  },
  sampleFormTitle: { id: 'public-site.resources.sample-form.title', defaultMessage: 'Sample DS-160 form' },
  sampleFormLead: {
    id: 'public-site.resources.sample-form.lead',
    defaultMessage: 'A filled-in example to show what each section asks for.',
  },
  usVisaPhotoCheckerTitle: {
    id: 'public-site.resources.us-visa-photo-checker.title',
    defaultMessage: 'US visa photo checker',
  },
  usVisaPhotoCheckerLead: {
    id: 'public-site.resources.us-visa-photo-checker.lead',
    defaultMessage: 'Check that your photo meets the US visa photo requirements before you upload it.',
  },
});
