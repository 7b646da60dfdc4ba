import { defineMessages } from 'react-intl';
import type { SelfSignTextKey } from '@portico/ui';

/** "Sign on CEAC yourself" (docs/adr/0045): the texts @portico/ui's SelfSignOffer and SelfSignPanel lay out. */
export const selfSignMessages = defineMessages({
  offerTitle: { id: 'client-intake.self-sign.offer-title', defaultMessage: 'Or sign on CEAC yourself' },
  offerText: {
    id: 'client-intake.self-sign.offer-text',
    defaultMessage:
      "Cannot use the live view? Sign on ceac.state.gov in your own browser instead. The robot leaves CEAC's sign page without signing, the application stays saved on CEAC, and Portico shows you what CEAC asks to retrieve it. The filing credit stays used.",
  },
  offerButton: { id: 'client-intake.self-sign.offer-button', defaultMessage: 'Sign on CEAC yourself' },
  failed: {
    id: 'client-intake.self-sign.failed',
    defaultMessage: 'This could not be done just now. Please try again.',
  },
  title: { id: 'client-intake.self-sign.title', defaultMessage: 'Sign your application on CEAC yourself' },
  lead: {
    id: 'client-intake.self-sign.lead',
    defaultMessage:
      "Your application is filled in and saved on CEAC. Retrieve it on CEAC's website and sign it there yourself. CEAC's pages are in English; type the values below exactly as shown.",
  },
  applicationId: { id: 'client-intake.self-sign.application-id', defaultMessage: 'Application ID' },
  securityQuestion: { id: 'client-intake.self-sign.security-question', defaultMessage: 'Security question' },
  securityAnswer: { id: 'client-intake.self-sign.security-answer', defaultMessage: 'Security answer' },
  surname: { id: 'client-intake.self-sign.surname', defaultMessage: 'First five letters of the surname' },
  birthYear: { id: 'client-intake.self-sign.birth-year', defaultMessage: 'Year of birth' },
  openCeac: {
    id: 'client-intake.self-sign.open-ceac',
    defaultMessage: "Open CEAC's start page (ceac.state.gov)",
  },
  stepsTitle: { id: 'client-intake.self-sign.steps-title', defaultMessage: 'Step by step' },
  step1: {
    id: 'client-intake.self-sign.step-1',
    defaultMessage: "Open CEAC's start page with the link above, in your own browser.",
  },
  step2: {
    id: 'client-intake.self-sign.step-2',
    defaultMessage:
      'Under "Select a location", choose the embassy or consulate where you will apply for your visa (the one in your form).',
  },
  step3: {
    id: 'client-intake.self-sign.step-3',
    defaultMessage: 'Type the characters shown in the captcha image into the box under it.',
  },
  step4: { id: 'client-intake.self-sign.step-4', defaultMessage: 'Click "Retrieve an Application".' },
  step5: {
    id: 'client-intake.self-sign.step-5',
    defaultMessage: 'Type the Application ID {applicationId} and click "Continue".',
  },
  step6: {
    id: 'client-intake.self-sign.step-6',
    defaultMessage:
      'Type the first five letters of the surname ({surname}), the year of birth ({birthYear}) and the security answer ({answer}) exactly as shown, then click "Retrieve Application".',
  },
  step7: {
    id: 'client-intake.self-sign.step-7',
    defaultMessage:
      'CEAC opens the "Sign and Submit" page (if it shows another page first, click "Next" until it does). Tick the box "I certify that I have viewed and read the U.S. Government Fact Sheet on Female Genital Mutilation or Cutting (FGM/C)".',
  },
  step8: {
    id: 'client-intake.self-sign.step-8',
    defaultMessage:
      '"Did anyone assist you in filling out this application?": answer "No" if you filled it in yourself; if an agency helped you, answer "Yes" and type its name and address.',
  },
  step9: {
    id: 'client-intake.self-sign.step-9',
    defaultMessage:
      'Type your passport number, then the characters of the captcha image on that page, and click "Sign and Submit Application". CEAC then shows your confirmation number.',
  },
  step10: {
    id: 'client-intake.self-sign.step-10',
    defaultMessage:
      'Come back here and choose "I have signed on CEAC": Portico retrieves the application to confirm it and records the confirmation number.',
  },
  confirm: { id: 'client-intake.self-sign.confirm', defaultMessage: 'I have signed on CEAC' },
  notSignedYet: {
    id: 'client-intake.self-sign.not-signed-yet',
    defaultMessage:
      'CEAC shows the application is not signed yet. Sign it on CEAC, then choose "I have signed on CEAC" again.',
  },
  watching: {
    id: 'client-intake.self-sign.watching',
    defaultMessage:
      'The applicant signs the application on CEAC themselves. Portico confirms it with CEAC once they say they have signed.',
  },
}) satisfies Record<SelfSignTextKey, unknown>;
