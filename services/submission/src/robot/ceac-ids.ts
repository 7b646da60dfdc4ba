// Element ids of CEAC's pages outside the questionnaire, from ../shared/spec/ds160-field-inventory.csv
// (rows Default, SecureQuestion, Recovery (ds160-facts §2.10), UploadPhoto..ConfirmPhoto, Review*,
// SignCertify, Done). The application pages' ids come from the shared CEAC map instead.
const P = 'ctl00_SiteContentPlaceHolder_';

export const CEAC = {
  start: {
    location: `${P}ucLocation_ddlLocation`,
    captchaImage:
      'c_default_ctl00_sitecontentplaceholder_uclocation_identifycaptcha1_defaultcaptcha_CaptchaImage',
    captchaCode: `${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`,
    newApplication: `${P}lnkNew`,
    retrieve: `${P}lnkRetrieve`,
  },
  secure: {
    applicationId: `${P}lblBarcode`,
    privacy: `${P}chkbxPrivacyAct`,
    question: `${P}ddlQuestions`,
    answer: `${P}txtAnswer`,
    continue: `${P}btnContinue`,
  },
  recovery: {
    applicationId: `${P}ApplicationRecovery1_tbxApplicationID`,
    applicationIdSubmit: `${P}ApplicationRecovery1_btnBarcodeSubmit`,
    surname: `${P}ApplicationRecovery1_txbSurname`,
    birthYear: `${P}ApplicationRecovery1_txbDOBYear`,
    answer: `${P}ApplicationRecovery1_txbAnswer`,
    retrieve: `${P}ApplicationRecovery1_btnRetrieve`,
    submittedPanel: `${P}ApplicationRecovery1_pnlSubmittedApp`,
  },
  nav: { back: `${P}UpdateButton1`, save: `${P}UpdateButton2`, next: `${P}UpdateButton3` },
  /** The red summaries (the ids are the simulator's; CEAC's are unverified, ADR 0018). */
  summaries: [`${P}FormView1_ValidationSummary`, `${P}ValidationSummary1`],
  photo: {
    uploadPhoto: `${P}btnUploadPhoto`,
    file: 'ctl00_cphMain_imageFileUpload',
    uploadSelected: 'ctl00_cphButtons_btnUpload',
    continueWithPhoto: 'ctl00_cphButtons_btnContinue',
    continueWithoutPhoto: 'ctl00_cphButtons_btnNoImage',
  },
  sign: {
    fgmc: `${P}chkbxFGMC`,
    preparerAssisted: `${P}FormView3_rblPREP_IND`,
    preparer: {
      surname: `${P}FormView3_tbxPREP_SURNAME`,
      givenName: `${P}FormView3_tbxPREP_GIVEN_NAME`,
      organization: `${P}FormView3_tbxPREP_ORGANIZATION`,
      line1: `${P}FormView3_tbxPREP_ADDR_LN1`,
      line2: `${P}FormView3_tbxPREP_ADDR_LN2`,
      city: `${P}FormView3_tbxPREP_ADDR_CITY`,
      state: `${P}FormView3_tbxPREP_ADDR_STATE`,
      zipCode: `${P}FormView3_tbxPREP_ADDR_POSTAL_CD`,
      country: `${P}FormView3_ddlCountry`,
      relationship: `${P}FormView3_tbxPREP_REL_TO_APP`,
      nameNa: `${P}FormView3_cbxPREP_NAME_NA`,
      organizationNa: `${P}FormView3_cbxPREP_ORG_NA`,
      stateNa: `${P}FormView3_cbxPREP_ADDR_STATE_NA`,
      zipCodeNa: `${P}FormView3_cbxPREP_ADDR_POSTAL_CD_NA`,
    },
    passportNumber: `${P}PPTNumTbx`,
    captchaImage:
      'c_general_esign_signtheapplication_ctl00_sitecontentplaceholder_defaultcaptcha_CaptchaImage',
    captchaCode: `${P}CodeTextBox`,
    signAndSubmit: `${P}btnSignApp`,
    signed: `${P}SignedSuccessText`,
  },
  done: { confirmationNumber: `${P}FormView1_BARCODE_NUMLabel` },
} as const;
