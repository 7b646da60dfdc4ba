import { defineMessages } from 'react-intl';

/** The session notice's texts: their own catalog (session/i18n), loaded with the notice (ADR 0036). */
export const sessionMessages = defineMessages({
  warningTitle: { id: 'client-intake.session.warning-title', defaultMessage: 'Are you still there?' },
  warningMessage: {
    id: 'client-intake.session.warning-message',
    defaultMessage:
      'For your security, your session will end in about 2 minutes because nothing has happened for a while. Your answers are saved.',
  },
  stay: { id: 'client-intake.session.stay', defaultMessage: 'Stay signed in' },
  stayFailed: {
    id: 'client-intake.session.stay-failed',
    defaultMessage: 'Portico could not be reached. Check your connection and try again.',
  },
  endingMessage: {
    id: 'client-intake.session.ending-message',
    defaultMessage:
      'For your security, this session ends in about 2 minutes. Your answers are saved. To go on afterwards, open the link from your e-mail again.',
  },
  endedTitle: { id: 'client-intake.session.ended-title', defaultMessage: 'Your session ended' },
  endedMessage: {
    id: 'client-intake.session.ended-message',
    defaultMessage:
      'Your session ended to protect your answers. Open the link from your e-mail again to continue.',
  },
  endedKept: {
    id: 'client-intake.session.ended-kept',
    defaultMessage: 'Anything you type on this page now is kept here and saved as soon as you continue.',
  },
  otherTab: {
    id: 'client-intake.session.other-tab',
    defaultMessage: 'If you open the link in another tab of this browser, this page continues by itself.',
  },
  pasteLabel: {
    id: 'client-intake.session.paste-label',
    defaultMessage: 'Or paste the link from your e-mail here',
  },
  pasteSubmit: { id: 'client-intake.session.paste-submit', defaultMessage: 'Continue' },
  pasteWrong: {
    id: 'client-intake.session.paste-wrong',
    defaultMessage: 'This is not the link to this questionnaire. Copy the whole link from your e-mail.',
  },
  continuing: { id: 'client-intake.session.continuing', defaultMessage: 'Continuing…' },
});
