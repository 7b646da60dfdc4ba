import { defineMessage, defineMessages } from 'react-intl';

/** The signature panel's texts: their own catalog (sign/i18n), loaded with the panel. */
export const signMessages = defineMessages({
  signTitle: { id: 'client-intake.sign.title', defaultMessage: 'Sign your application' },
  signLead: {
    id: 'client-intake.sign.lead',
    defaultMessage: 'Your application is ready. Only you may sign it (22 CFR 41.103).',
  },
  signCertification: {
    id: 'client-intake.sign.certification',
    defaultMessage:
      'I certify that I have read and understood all the questions set forth in this application and the answers I have furnished are true and correct to the best of my knowledge and belief. I understand that any false or misleading statement may result in the permanent refusal of a visa or denial of entry into the United States. I certify under penalty of perjury that the foregoing is true and correct.',
  },
  signFgmc: {
    id: 'client-intake.sign.fgmc',
    defaultMessage:
      'I certify that I have viewed and read the U.S. Government Fact Sheet on Female Genital Mutilation or Cutting (FGM/C).',
  },
  signPassport: { id: 'client-intake.sign.passport', defaultMessage: 'Passport number (type it again)' },
  signSubmit: { id: 'client-intake.sign.submit', defaultMessage: 'Sign and Submit Application' },
  signSent: { id: 'client-intake.sign.sent', defaultMessage: 'Signed. CEAC is taking the application.' },
  liveTitle: {
    id: 'client-intake.sign.live.title',
    defaultMessage: 'Live view of the filing',
  },
  liveLead: {
    id: 'client-intake.sign.live.lead',
    defaultMessage:
      "The robot filled every page and stopped on CEAC's sign page. Signing is your own act: on the page below, tick the box, type your passport number and the characters in the picture, then click Sign and Submit Application.",
  },
  liveBoxes: {
    id: 'client-intake.sign.live.boxes',
    defaultMessage: "What each part of CEAC's page means (the page itself stays in English)",
  },
  liveFgmcBox: {
    id: 'client-intake.sign.live.fgmc-box',
    defaultMessage: 'The first box: you confirm this statement.',
  },
  livePassportBox: {
    id: 'client-intake.sign.live.passport-box',
    defaultMessage:
      '"Enter your Passport/Travel Document Number": the number of the passport this application is for, as printed in it.',
  },
  liveCaptchaBox: {
    id: 'client-intake.sign.live.captcha-box',
    defaultMessage: '"Enter the code as shown": the characters in the picture above it.',
  },
  liveSignBox: {
    id: 'client-intake.sign.live.sign-box',
    defaultMessage:
      '"Sign and Submit Application": your electronic signature. You certify the statement below under penalty of perjury, and CEAC submits the application.',
  },
  liveHelp: {
    id: 'client-intake.sign.live.help',
    defaultMessage:
      "Help: tap a field on CEAC's page to select it, then type in the box under the page and press Send. Pinch to zoom on a phone. If CEAC refuses, it says why in red at the top of its page: correct it and click Sign and Submit again.",
  },
  livePageLabel: {
    id: 'client-intake.sign.live.page-label',
    defaultMessage: "CEAC's page in the robot's browser",
  },
  liveConnecting: {
    id: 'client-intake.sign.live.connecting',
    defaultMessage: "Connecting to the robot's browser…",
  },
  liveWatchOnly: {
    id: 'client-intake.sign.live.watch-only',
    defaultMessage: 'You are watching: the page is read-only.',
  },
  liveYourTurn: {
    id: 'client-intake.sign.live.your-turn',
    defaultMessage: "Your turn: your taps and keys reach CEAC's page.",
  },
  liveCaptchaTurn: {
    id: 'client-intake.sign.live.captcha-turn',
    defaultMessage:
      "Your turn on CEAC's captcha page: tap CEAC's code box, type the characters shown in the picture, then press CEAC's button below it.",
  },
  liveEnded: {
    id: 'client-intake.sign.live.ended',
    defaultMessage: 'The robot has left this page.',
  },
  liveLost: {
    id: 'client-intake.sign.live.lost',
    defaultMessage:
      "The connection to the robot's browser was lost. The filing resumes by itself on the same CEAC application; the view reconnects.",
  },
  liveRefused: {
    id: 'client-intake.sign.live.refused',
    defaultMessage: 'That did not reach the page: only the applicant can act on it.',
  },
  liveTypeHere: {
    id: 'client-intake.sign.live.type-here',
    defaultMessage: 'Type for the selected field',
  },
  liveSend: {
    id: 'client-intake.sign.live.send',
    defaultMessage: 'Send',
  },
  liveOpenFailed: {
    id: 'client-intake.sign.live.open-failed',
    defaultMessage: 'The live view could not be opened just now. Try again.',
  },
});

export const liveCountdown = defineMessage<{ time: string }>({
  id: 'client-intake.sign.live.countdown',
  defaultMessage: 'CEAC ends this session in {time} if nothing happens.',
});
