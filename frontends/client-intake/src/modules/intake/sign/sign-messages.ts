import { defineMessages } from 'react-intl';

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
  signFgmcRequired: {
    id: 'client-intake.sign.fgmc-required',
    defaultMessage: 'Tick the FGM/C certification to sign.',
  },
  signPassport: { id: 'client-intake.sign.passport', defaultMessage: 'Passport number (type it again)' },
  signPassportRequired: {
    id: 'client-intake.sign.passport-required',
    defaultMessage: 'Type the passport number.',
  },
  captchaImage: { id: 'client-intake.sign.captcha-image', defaultMessage: 'Captcha picture from CEAC' },
  captchaInput: { id: 'client-intake.sign.captcha-input', defaultMessage: 'Characters in the picture' },
  captchaRequired: {
    id: 'client-intake.sign.captcha-required',
    defaultMessage: 'Type the characters shown in the picture.',
  },
  signSubmit: { id: 'client-intake.sign.submit', defaultMessage: 'Sign and Submit Application' },
  signSent: { id: 'client-intake.sign.sent', defaultMessage: 'Signed. CEAC is taking the application.' },
  signFailed: { id: 'client-intake.sign.failed', defaultMessage: 'That did not work. Please try again.' },
});
