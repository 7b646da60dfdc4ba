import { defineMessage, defineMessages } from 'react-intl';

const pricingFamilyBuy = defineMessage<{ minQuantity: string | number }>({
  id: 'public-site.marketing.pricing.family.buy',
  defaultMessage: 'Buy {minQuantity}+',
});

const pricingFamilyText = defineMessage<{ minQuantity: string | number; savingPercent: string | number }>({
  id: 'public-site.marketing.pricing.family.text',
  defaultMessage:
    'For a family or a group: buy {minQuantity} or more forms and save {savingPercent}% on each.',
});

const pricingSaving = defineMessage<{ savingPercent: string | number }>({
  id: 'public-site.marketing.pricing.saving',
  defaultMessage: 'Save {savingPercent}% per form',
});

export const messages = defineMessages({
  agenciesApiText: {
    id: 'public-site.marketing.agencies.api.text',
    defaultMessage: 'Connect your own systems to Portico through its GraphQL API with a workspace API key.',
  },
  agenciesApiTitle: { id: 'public-site.marketing.agencies.api.title', defaultMessage: 'API for partners' },
  agenciesBrandingText: {
    id: 'public-site.marketing.agencies.branding.text',
    defaultMessage:
      "Clients see your agency's name, logo and contact details on their link, and your agency is declared as the preparer on CEAC.",
  },
  agenciesBrandingTitle: {
    id: 'public-site.marketing.agencies.branding.title',
    defaultMessage: 'Your brand',
  },
  agenciesCtaPricing: { id: 'public-site.marketing.agencies.cta-pricing', defaultMessage: 'See pricing' },
  agenciesCtaSignup: {
    id: 'public-site.marketing.agencies.cta-signup',
    defaultMessage: 'Create an agency workspace',
  },
  agenciesFeaturesTitle: {
    id: 'public-site.marketing.agencies.features.title',
    defaultMessage: 'What your agency gets',
  },
  agenciesHowClientText: {
    id: 'public-site.marketing.agencies.how.client.text',
    defaultMessage: 'They fill in the questionnaire in their language; every answer is saved as they go.',
  },
  agenciesHowClientTitle: {
    id: 'public-site.marketing.agencies.how.client.title',
    defaultMessage: 'The client answers',
  },
  agenciesHowFileText: {
    id: 'public-site.marketing.agencies.how.file.text',
    defaultMessage:
      'The client signs, Portico files on CEAC and the confirmation number comes back to you and the client.',
  },
  agenciesHowFileTitle: {
    id: 'public-site.marketing.agencies.how.file.title',
    defaultMessage: 'Portico files it',
  },
  agenciesHowLinkText: {
    id: 'public-site.marketing.agencies.how.link.text',
    defaultMessage: 'Create an intake link for a client, with an expiry and what they may do.',
  },
  agenciesHowLinkTitle: {
    id: 'public-site.marketing.agencies.how.link.title',
    defaultMessage: 'Send a link',
  },
  agenciesHowReviewText: {
    id: 'public-site.marketing.agencies.how.review.text',
    defaultMessage: 'Translate, correct and approve the answers with the originals in view.',
  },
  agenciesHowReviewTitle: {
    id: 'public-site.marketing.agencies.how.review.title',
    defaultMessage: 'You review',
  },
  agenciesHowTitle: {
    id: 'public-site.marketing.agencies.how.title',
    defaultMessage: 'How it works for an agency',
  },
  agenciesIntakeText: {
    id: 'public-site.marketing.agencies.intake.text',
    defaultMessage:
      'Each client gets a unique link and sees the questionnaire in English, Spanish, Russian, Chinese or Vietnamese, on a phone or a computer.',
  },
  agenciesIntakeTitle: {
    id: 'public-site.marketing.agencies.intake.title',
    defaultMessage: 'Intake links in five languages',
  },
  agenciesKanbanText: {
    id: 'public-site.marketing.agencies.kanban.text',
    defaultMessage: 'Follow each application from not started to filed on one live board.',
  },
  agenciesKanbanTitle: {
    id: 'public-site.marketing.agencies.kanban.title',
    defaultMessage: 'A board of every application',
  },
  agenciesLead: {
    id: 'public-site.marketing.agencies.lead',
    defaultMessage:
      'Send each client a unique intake link, review and approve their answers, and have every DS-160 filed for you.',
  },
  agenciesMetaDescription: {
    id: 'public-site.marketing.agencies.meta-description',
    defaultMessage:
      'Intake links in five languages, review with the originals, translation into English, a live board, your branding, team roles and an API: Portico for visa agencies.',
  },
  agenciesReviewText: {
    id: 'public-site.marketing.agencies.review.text',
    defaultMessage:
      'See what the client wrote next to your edits, and approve each application before it is filed.',
  },
  agenciesReviewTitle: {
    id: 'public-site.marketing.agencies.review.title',
    defaultMessage: 'Review with the originals',
  },
  agenciesRolesText: {
    id: 'public-site.marketing.agencies.roles.text',
    defaultMessage: 'Invite colleagues as admins or members. Admins manage the team and the branding.',
  },
  agenciesRolesTitle: { id: 'public-site.marketing.agencies.roles.title', defaultMessage: 'Team roles' },
  agenciesTitle: { id: 'public-site.marketing.agencies.title', defaultMessage: 'Portico for visa agencies' },
  agenciesTranslationText: {
    id: 'public-site.marketing.agencies.translation.text',
    defaultMessage:
      'CEAC accepts English only. Translate native-language answers one field at a time or all at once, then check them.',
  },
  agenciesTranslationTitle: {
    id: 'public-site.marketing.agencies.translation.title',
    defaultMessage: 'Translation into English',
  },
  homeAgenciesLink: {
    id: 'public-site.marketing.home.agencies.link',
    defaultMessage: 'Portico for agencies',
  },
  homeAgenciesText: {
    id: 'public-site.marketing.home.agencies.text',
    defaultMessage:
      'Send each client an intake link in their language, review their answers next to the originals, and let Portico file every application.',
  },
  homeAgenciesTitle: { id: 'public-site.marketing.home.agencies.title', defaultMessage: 'For visa agencies' },
  homeApplicantsLink: {
    id: 'public-site.marketing.home.applicants.link',
    defaultMessage: 'The online DS-160, made simple',
  },
  homeApplicantsText: {
    id: 'public-site.marketing.home.applicants.text',
    defaultMessage:
      'Answer each question with help in your language. Every answer is saved as you type and nothing times out. For a renewal or a family member, start from the answers you already gave.',
  },
  homeApplicantsTitle: {
    id: 'public-site.marketing.home.applicants.title',
    defaultMessage: 'For applicants',
  },
  homeAudiences: { id: 'public-site.marketing.home.audiences', defaultMessage: 'Who Portico is for' },
  homeCtaPhoto: { id: 'public-site.marketing.home.cta-photo', defaultMessage: 'Check your visa photo' },
  homeCtaPricing: { id: 'public-site.marketing.home.cta-pricing', defaultMessage: 'See pricing' },
  homeCtaStart: { id: 'public-site.marketing.home.cta-start', defaultMessage: 'Start your DS-160' },
  homeFiguresFirstLabel: {
    id: 'public-site.marketing.home.figures.first.label',
    defaultMessage: 'to complete a first application',
  },
  homeFiguresFirstValue: {
    id: 'public-site.marketing.home.figures.first.value',
    defaultMessage: '20–30 min',
  },
  homeFiguresNote: {
    id: 'public-site.marketing.home.figures.note',
    defaultMessage: 'Typical times, not guarantees.',
  },
  homeFiguresReturningLabel: {
    id: 'public-site.marketing.home.figures.returning.label',
    defaultMessage: 'for a returning applicant who reuses saved answers',
  },
  homeFiguresReturningValue: {
    id: 'public-site.marketing.home.figures.returning.value',
    defaultMessage: '3 min',
  },
  homeFiguresSubmissionLabel: {
    id: 'public-site.marketing.home.figures.submission.label',
    defaultMessage: 'for Portico to file it on CEAC',
  },
  homeFiguresSubmissionValue: {
    id: 'public-site.marketing.home.figures.submission.value',
    defaultMessage: '30–60 s',
  },
  homeFiguresTimeoutLabel: {
    id: 'public-site.marketing.home.figures.timeout.label',
    defaultMessage: "CEAC's official time-out when you stop typing; Portico has none",
  },
  homeFiguresTimeoutValue: {
    id: 'public-site.marketing.home.figures.timeout.value',
    defaultMessage: '20 min',
  },
  homeFiguresTitle: { id: 'public-site.marketing.home.figures.title', defaultMessage: 'Time that matters' },
  homeHowConfirmText: {
    id: 'public-site.marketing.home.how.confirm.text',
    defaultMessage: 'You receive the confirmation number you need to book your visa interview.',
  },
  homeHowConfirmTitle: { id: 'public-site.marketing.home.how.confirm.title', defaultMessage: 'Confirmation' },
  homeHowFileText: {
    id: 'public-site.marketing.home.how.file.text',
    defaultMessage:
      'Portico enters your answers on the official CEAC site. You sign the application yourself, as US law requires.',
  },
  homeHowFileTitle: { id: 'public-site.marketing.home.how.file.title', defaultMessage: 'File on CEAC' },
  homeHowFillText: {
    id: 'public-site.marketing.home.how.fill.text',
    defaultMessage: 'Answer the DS-160 section by section, in English, with explanations in your language.',
  },
  homeHowFillTitle: { id: 'public-site.marketing.home.how.fill.title', defaultMessage: 'Fill in' },
  homeHowReviewText: {
    id: 'public-site.marketing.home.how.review.text',
    defaultMessage:
      'Check the whole application. Portico points out anything CEAC would refuse before it is sent.',
  },
  homeHowReviewTitle: { id: 'public-site.marketing.home.how.review.title', defaultMessage: 'Review' },
  homeHowTitle: { id: 'public-site.marketing.home.how.title', defaultMessage: 'How it works' },
  homeLead: {
    id: 'public-site.marketing.home.lead',
    defaultMessage:
      'Fill in the US nonimmigrant visa application at your own pace, with answers saved as you go, and let Portico file it on CEAC.',
  },
  homeMetaDescription: {
    id: 'public-site.marketing.home.meta-description',
    defaultMessage:
      'Prepare your US visa application (DS-160) in your language with no time-outs, then have Portico file it on CEAC. For applicants and visa agencies.',
  },
  homePricingText: {
    id: 'public-site.marketing.home.pricing.text',
    defaultMessage: 'Pay per application. Buying 3 or more? The Family Pack saves 20% on each form.',
  },
  homePricingTitle: { id: 'public-site.marketing.home.pricing.title', defaultMessage: 'Simple pricing' },
  homeTitle: { id: 'public-site.marketing.home.title', defaultMessage: 'Your DS-160, prepared with care' },
  onlineDs160FormCta: {
    id: 'public-site.marketing.online-ds-160-form.cta',
    defaultMessage: 'Start your DS-160',
  },
  onlineDs160FormHardEnglish: {
    id: 'public-site.marketing.online-ds-160-form.hard.english',
    defaultMessage: 'Answers must be in English, using only the letters A to Z.',
  },
  onlineDs160FormHardOrder: {
    id: 'public-site.marketing.online-ds-160-form.hard.order',
    defaultMessage: 'Pages unlock one after another: you cannot skip ahead past an unfinished page.',
  },
  onlineDs160FormHardSecurity: {
    id: 'public-site.marketing.online-ds-160-form.hard.security',
    defaultMessage:
      'A draft is kept for 30 days, and a forgotten security answer cannot be reset: you start again.',
  },
  onlineDs160FormHardTimeout: {
    id: 'public-site.marketing.online-ds-160-form.hard.timeout',
    defaultMessage: 'CEAC signs you out after 20 minutes without activity, and unsaved answers are lost.',
  },
  onlineDs160FormHardTitle: {
    id: 'public-site.marketing.online-ds-160-form.hard.title',
    defaultMessage: 'Why it is hard on CEAC',
  },
  onlineDs160FormHelpsChecks: {
    id: 'public-site.marketing.online-ds-160-form.helps.checks',
    defaultMessage: "Portico checks your answers with CEAC's own rules before anything is sent.",
  },
  onlineDs160FormHelpsFiling: {
    id: 'public-site.marketing.online-ds-160-form.helps.filing',
    defaultMessage:
      'Portico files the form on CEAC for you and shows the confirmation number; you sign it yourself, as the law requires.',
  },
  onlineDs160FormHelpsLanguage: {
    id: 'public-site.marketing.online-ds-160-form.helps.language',
    defaultMessage: 'The questions are explained in English, Spanish, Russian, Chinese and Vietnamese.',
  },
  onlineDs160FormHelpsReuse: {
    id: 'public-site.marketing.online-ds-160-form.helps.reuse',
    defaultMessage: "Start a renewal or a family member's form from answers you already gave.",
  },
  onlineDs160FormHelpsSaved: {
    id: 'public-site.marketing.online-ds-160-form.helps.saved',
    defaultMessage: 'No time-outs: every answer is saved as you type, on any device.',
  },
  onlineDs160FormHelpsTitle: {
    id: 'public-site.marketing.online-ds-160-form.helps.title',
    defaultMessage: 'How Portico helps',
  },
  onlineDs160FormLead: {
    id: 'public-site.marketing.online-ds-160-form.lead',
    defaultMessage:
      'No session time-outs, plain-language help for every question, and your saved answers reused for renewals.',
  },
  onlineDs160FormMetaDescription: {
    id: 'public-site.marketing.online-ds-160-form.meta-description',
    defaultMessage:
      "Fill in the DS-160 online without CEAC's 20-minute time-out: answers saved as you type, help in your language, checks before filing, and filing on CEAC.",
  },
  onlineDs160FormNextAbout: {
    id: 'public-site.marketing.online-ds-160-form.next.about',
    defaultMessage: 'About the DS-160 and FAQ',
  },
  onlineDs160FormNextChecklist: {
    id: 'public-site.marketing.online-ds-160-form.next.checklist',
    defaultMessage: 'The DS-160 checklist',
  },
  onlineDs160FormNextPhoto: {
    id: 'public-site.marketing.online-ds-160-form.next.photo',
    defaultMessage: 'Check your visa photo',
  },
  onlineDs160FormNextTitle: {
    id: 'public-site.marketing.online-ds-160-form.next.title',
    defaultMessage: 'Before you start',
  },
  onlineDs160FormTitle: {
    id: 'public-site.marketing.online-ds-160-form.title',
    defaultMessage: 'The online DS-160 form, made simple',
  },
  onlineDs160FormWhatText: {
    id: 'public-site.marketing.online-ds-160-form.what.text',
    defaultMessage:
      "The DS-160 is the US Department of State's online application for a nonimmigrant visa: tourism, business, study, exchange or temporary work. You complete it on the CEAC website, in English, before your visa interview.",
  },
  onlineDs160FormWhatTitle: {
    id: 'public-site.marketing.online-ds-160-form.what.title',
    defaultMessage: 'What the DS-160 is',
  },
  pricingCreditsText: {
    id: 'public-site.marketing.pricing.credits.text',
    defaultMessage:
      'Each form you buy adds one credit to your workspace. Filing an application on CEAC uses one credit; filling in and saving answers is free.',
  },
  pricingCreditsTitle: {
    id: 'public-site.marketing.pricing.credits.title',
    defaultMessage: 'How credits work',
  },
  pricingFailed: {
    id: 'public-site.marketing.pricing.failed',
    defaultMessage: 'The prices could not be loaded. Check your connection and try again.',
  },
  pricingFamilyName: { id: 'public-site.marketing.pricing.family.name', defaultMessage: 'Family Pack' },
  pricingLead: {
    id: 'public-site.marketing.pricing.lead',
    defaultMessage:
      'Single Form for one application, or the Family Pack when you buy 3 or more and save 20% per form.',
  },
  pricingLoading: { id: 'public-site.marketing.pricing.loading', defaultMessage: 'Loading prices…' },
  pricingMetaDescription: {
    id: 'public-site.marketing.pricing.meta-description',
    defaultMessage:
      'Portico prices: Single Form for one DS-160, or the Family Pack for 3 or more with 20% off each form. One credit files one application.',
  },
  pricingPerForm: { id: 'public-site.marketing.pricing.per-form', defaultMessage: 'per form' },
  pricingProducts: { id: 'public-site.marketing.pricing.products', defaultMessage: 'Products' },
  pricingRetry: { id: 'public-site.marketing.pricing.retry', defaultMessage: 'Try again' },
  pricingSingleBuy: { id: 'public-site.marketing.pricing.single.buy', defaultMessage: 'Buy 1' },
  pricingSingleName: { id: 'public-site.marketing.pricing.single.name', defaultMessage: 'Single Form' },
  pricingSingleText: {
    id: 'public-site.marketing.pricing.single.text',
    defaultMessage: 'One DS-160, prepared and filed on CEAC. Buy more than one if you need to.',
  },
  pricingTaxNote: {
    id: 'public-site.marketing.pricing.tax-note',
    defaultMessage:
      'Taxes, if any, are computed at checkout from your country and region. Coupon codes are entered at checkout.',
  },
  pricingTitle: { id: 'public-site.marketing.pricing.title', defaultMessage: 'Pricing' },
  supportUsCopiedMessage: {
    id: 'public-site.marketing.support-us.copied-message',
    defaultMessage: 'Paste it anywhere to share Portico. Thank you!',
  },
  supportUsCopiedTitle: {
    id: 'public-site.marketing.support-us.copied-title',
    defaultMessage: 'Link copied',
  },
  supportUsCopyFailedMessage: {
    id: 'public-site.marketing.support-us.copy-failed-message',
    defaultMessage: 'Your browser did not allow copying. Share the address from the address bar instead.',
  },
  supportUsCopyFailedTitle: {
    id: 'public-site.marketing.support-us.copy-failed-title',
    defaultMessage: 'Copy failed',
  },
  supportUsLead: {
    id: 'public-site.marketing.support-us.lead',
    defaultMessage:
      'Tell a friend about Portico: sharing the link helps more applicants find a calmer way through the DS-160.',
  },
  supportUsMetaDescription: {
    id: 'public-site.marketing.support-us.meta-description',
    defaultMessage: 'Help more visa applicants find Portico: share the link with a friend.',
  },
  supportUsShare: { id: 'public-site.marketing.support-us.share', defaultMessage: 'Copy the Portico link' },
  supportUsThanksMessage: {
    id: 'public-site.marketing.support-us.thanks-message',
    defaultMessage: 'Every recommendation helps another applicant.',
  },
  supportUsThanksTitle: { id: 'public-site.marketing.support-us.thanks-title', defaultMessage: 'Thank you' },
  supportUsTitle: { id: 'public-site.marketing.support-us.title', defaultMessage: 'Support us' },
  supportUsWaysAgency: {
    id: 'public-site.marketing.support-us.ways.agency',
    defaultMessage: 'Tell a visa agency you know about Portico for agencies.',
  },
  supportUsWaysBlog: {
    id: 'public-site.marketing.support-us.ways.blog',
    defaultMessage: 'Point a friend to our guides on the blog.',
  },
  supportUsWaysPhoto: {
    id: 'public-site.marketing.support-us.ways.photo',
    defaultMessage: 'Share the free visa photo checker with someone preparing an application.',
  },
  supportUsWaysTitle: {
    id: 'public-site.marketing.support-us.ways.title',
    defaultMessage: 'Other ways to help',
  },
  // Typed messages last: formatjs's transformer pairs descriptors with properties by position.
  pricingFamilyBuy,
  pricingFamilyText,
  pricingSaving,
});
