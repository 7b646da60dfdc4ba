import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  homeTitle: { id: 'public-site.marketing.home.title', defaultMessage: 'Your DS-160, prepared with care' },
  homeLead: {
    id: 'public-site.marketing.home.lead',
    defaultMessage:
      'Fill in the US nonimmigrant visa application at your own pace, with answers saved as you go, and let Portico file it on CEAC.',
  },
  adminTitle: { id: 'public-site.marketing.admin.title', defaultMessage: 'Administration' },
  adminLead: {
    id: 'public-site.marketing.admin.lead',
    defaultMessage: 'The administration area for Portico staff.',
  },
  agenciesTitle: { id: 'public-site.marketing.agencies.title', defaultMessage: 'Portico for visa agencies' },
  agenciesLead: {
    id: 'public-site.marketing.agencies.lead',
    defaultMessage:
      'Send each client a unique intake link, review and approve their answers, and have every DS-160 filed for you.',
  },
  onlineDs160FormTitle: {
    id: 'public-site.marketing.online-ds-160-form.title',
    defaultMessage: 'The online DS-160 form, made simple',
  },
  onlineDs160FormLead: {
    id: 'public-site.marketing.online-ds-160-form.lead',
    defaultMessage:
      'No session time-outs, plain-language help for every question, and your saved answers reused for renewals.',
  },
  pricingTitle: { id: 'public-site.marketing.pricing.title', defaultMessage: 'Pricing' },
  pricingLead: {
    id: 'public-site.marketing.pricing.lead',
    defaultMessage:
      'Single Form for one application, or the Family Pack when you buy 3 or more and save 20% per form.',
  },
  supportUsTitle: { id: 'public-site.marketing.support-us.title', defaultMessage: 'Support us' },
  supportUsLead: {
    id: 'public-site.marketing.support-us.lead',
    defaultMessage:
      'Tell a friend about Portico: sharing the link helps more applicants find a calmer way through the DS-160.',
  },
  homeCtaStart: { id: 'public-site.marketing.home.cta-start', defaultMessage: 'Start your DS-160' },
  homeCtaPricing: { id: 'public-site.marketing.home.cta-pricing', defaultMessage: 'See pricing' },
  supportUsShare: { id: 'public-site.marketing.support-us.share', defaultMessage: 'Copy the Portico link' },
  supportUsCopiedTitle: {
    id: 'public-site.marketing.support-us.copied-title',
    defaultMessage: 'Link copied',
  },
  supportUsCopiedMessage: {
    id: 'public-site.marketing.support-us.copied-message',
    defaultMessage: 'Paste it anywhere to share Portico. Thank you!',
  },
  supportUsThanksTitle: { id: 'public-site.marketing.support-us.thanks-title', defaultMessage: 'Thank you' },
  supportUsThanksMessage: {
    id: 'public-site.marketing.support-us.thanks-message',
    defaultMessage: 'Every recommendation helps another applicant.',
  },
  supportUsCopyFailedTitle: {
    id: 'public-site.marketing.support-us.copy-failed-title',
    defaultMessage: 'Copy failed',
  },
  supportUsCopyFailedMessage: {
    id: 'public-site.marketing.support-us.copy-failed-message',
    defaultMessage: 'Your browser did not allow copying. Share the address from the address bar instead.',
  },
});
