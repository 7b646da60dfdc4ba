import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  landingTitle: {
    id: 'client-intake.intake.landing.title',
    defaultMessage: 'Welcome to your visa application',
  },
  landingLead: {
    id: 'client-intake.intake.landing.lead',
    defaultMessage:
      'Your agency has prepared this questionnaire for you. Get started or continue editing; all answers must be in English.',
  },
  overviewTitle: { id: 'client-intake.intake.overview.title', defaultMessage: 'Your application sections' },
  overviewLead: {
    id: 'client-intake.intake.overview.lead',
    defaultMessage: 'Every section of your questionnaire with its progress.',
  },
  editSectionTitle: { id: 'client-intake.intake.edit-section.title', defaultMessage: 'Edit section' },
  editSectionLead: {
    id: 'client-intake.intake.edit-section.lead',
    defaultMessage: 'Answer the questions of this section in English; your answers are saved as you type.',
  },
  landingGetStarted: { id: 'client-intake.intake.landing.get-started', defaultMessage: 'Get Started' },
});
