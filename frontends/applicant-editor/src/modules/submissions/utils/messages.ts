import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  formSubmissionsTitle: {
    id: 'applicant-editor.submissions.form-submissions.title',
    defaultMessage: 'Submissions of this form',
  },
  formSubmissionsLead: {
    id: 'applicant-editor.submissions.form-submissions.lead',
    defaultMessage: 'Every submission made from this form, with its status. The list updates live.',
  },
  newSubmissionTitle: {
    id: 'applicant-editor.submissions.new-submission.title',
    defaultMessage: 'New submission',
  },
  submissionTitle: { id: 'applicant-editor.submissions.submission.title', defaultMessage: 'Submission' },
  submissionsTitle: { id: 'applicant-editor.submissions.submissions.title', defaultMessage: 'Submissions' },
  submissionsLead: {
    id: 'applicant-editor.submissions.submissions.lead',
    defaultMessage: 'All submissions across this workspace. The list updates live.',
  },

  fileOnCeac: { id: 'applicant-editor.submissions.file-on-ceac', defaultMessage: 'File on CEAC' },
  fileNewDs160: { id: 'applicant-editor.submissions.file-new-ds160', defaultMessage: 'File a new DS-160' },
  fileAgainTitle: {
    id: 'applicant-editor.submissions.file-again.title',
    defaultMessage: 'File a new DS-160?',
  },
  fileAgainConfirm: {
    id: 'applicant-editor.submissions.file-again.confirm',
    defaultMessage: 'Yes, file a new DS-160',
  },
  viewSubmissions: { id: 'applicant-editor.submissions.view-submissions', defaultMessage: 'Submissions' },
  backToForm: { id: 'applicant-editor.submissions.back-to-form', defaultMessage: 'Back to the form' },
  backToSubmissions: {
    id: 'applicant-editor.submissions.back-to-submissions',
    defaultMessage: 'All submissions of this form',
  },
  retry: { id: 'applicant-editor.submissions.retry', defaultMessage: 'Try again' },
  previous: { id: 'applicant-editor.submissions.previous', defaultMessage: 'Previous' },
  next: { id: 'applicant-editor.submissions.next', defaultMessage: 'Next' },
  cancel: { id: 'applicant-editor.submissions.cancel', defaultMessage: 'Cancel' },
  loadFailed: {
    id: 'applicant-editor.submissions.load-failed',
    defaultMessage: 'Error loading submissions. Please try again.',
  },
  loading: { id: 'applicant-editor.submissions.loading', defaultMessage: 'Loading submissions…' },
  notFound: {
    id: 'applicant-editor.submissions.not-found',
    defaultMessage: 'This submission does not exist or you have no access to it.',
  },
  formNotFound: {
    id: 'applicant-editor.submissions.form-not-found',
    defaultMessage: 'This form does not exist or you have no access to it.',
  },

  statusPendingStart: {
    id: 'applicant-editor.submissions.status.pending-start',
    defaultMessage: 'Waiting to start',
  },
  statusFillingForm: {
    id: 'applicant-editor.submissions.status.filling-form',
    defaultMessage: 'Filling in the form',
  },
  statusAwaitingCaptcha: {
    id: 'applicant-editor.submissions.status.awaiting-captcha',
    defaultMessage: 'Waiting for a person',
  },
  statusInProgress: { id: 'applicant-editor.submissions.status.in-progress', defaultMessage: 'In progress' },
  statusCompleted: { id: 'applicant-editor.submissions.status.completed', defaultMessage: 'Completed' },
  statusErrored: { id: 'applicant-editor.submissions.status.errored', defaultMessage: 'Failed' },
  statusDs160Error: {
    id: 'applicant-editor.submissions.status.ds160-error',
    defaultMessage: 'Answers rejected by CEAC',
  },

  // New submission
  newLead: {
    id: 'applicant-editor.submissions.new.lead',
    defaultMessage:
      'Portico files this form on CEAC, the U.S. Department of State’s DS-160 site, page by page, and you can watch every step.',
  },
  whatNext: { id: 'applicant-editor.submissions.new.what-next', defaultMessage: 'What happens next' },
  stepSnapshot: {
    id: 'applicant-editor.submissions.new.step-snapshot',
    defaultMessage: 'The answers are frozen as they are now: later edits do not change this filing.',
  },
  stepRobot: {
    id: 'applicant-editor.submissions.new.step-robot',
    defaultMessage: 'A robot fills in every CEAC page; the submission page shows each step live.',
  },
  stepCaptcha: {
    id: 'applicant-editor.submissions.new.step-captcha',
    defaultMessage: 'When CEAC shows a captcha, the person watching types the characters in the picture.',
  },
  stepSign: {
    id: 'applicant-editor.submissions.new.step-sign',
    defaultMessage:
      'The applicant must sign personally (22 CFR 41.103): on their own account, or through a client link with the submit permission. Nobody else may sign for them.',
  },
  stepConfirmation: {
    id: 'applicant-editor.submissions.new.step-confirmation',
    defaultMessage:
      'Then you get the confirmation number, the application ID and its security question and answer.',
  },
  credit: {
    id: 'applicant-editor.submissions.new.credit',
    defaultMessage: 'One submission credit of this workspace is used.',
  },
  notReady: {
    id: 'applicant-editor.submissions.new.not-ready',
    defaultMessage: 'Only a form that is ready for submission can be filed. Complete every section first.',
  },
  confirmFile: {
    id: 'applicant-editor.submissions.new.confirm',
    defaultMessage: 'Use one credit and file on CEAC',
  },
  filing: { id: 'applicant-editor.submissions.new.filing', defaultMessage: 'Starting…' },
  createFailed: {
    id: 'applicant-editor.submissions.new.failed',
    defaultMessage: 'The submission could not be started. Please try again.',
  },
  buyCredits: {
    id: 'applicant-editor.submissions.new.buy-credits',
    defaultMessage: 'Buy credits',
  },
  formLoading: { id: 'applicant-editor.submissions.new.form-loading', defaultMessage: 'Loading the form…' },

  // Submission page
  statusLabel: { id: 'applicant-editor.submissions.page.status', defaultMessage: 'Status' },
  progressTitle: { id: 'applicant-editor.submissions.page.progress', defaultMessage: 'Progress' },
  liveNote: {
    id: 'applicant-editor.submissions.page.live',
    defaultMessage: 'This page updates live; there is no need to reload it.',
  },
  stepsTitle: { id: 'applicant-editor.submissions.page.steps', defaultMessage: 'Steps' },
  stepsEmpty: { id: 'applicant-editor.submissions.page.steps-empty', defaultMessage: 'No steps yet.' },
  stepsPages: { id: 'applicant-editor.submissions.page.steps-pages', defaultMessage: 'Steps pages' },
  colTime: { id: 'applicant-editor.submissions.page.col-time', defaultMessage: 'Time' },
  colStep: { id: 'applicant-editor.submissions.page.col-step', defaultMessage: 'Step' },
  colCeacPage: { id: 'applicant-editor.submissions.page.col-ceac-page', defaultMessage: 'CEAC page' },

  captchaTitle: {
    id: 'applicant-editor.submissions.captcha.title',
    defaultMessage: 'CEAC asks for a captcha',
  },
  captchaText: {
    id: 'applicant-editor.submissions.captcha.text',
    defaultMessage:
      'Type the characters shown in the picture. The robot waits, and carries on once you send them.',
  },
  captchaImage: {
    id: 'applicant-editor.submissions.captcha.image',
    defaultMessage: 'Captcha picture from CEAC',
  },
  captchaInput: {
    id: 'applicant-editor.submissions.captcha.input',
    defaultMessage: 'Characters in the picture',
  },
  captchaRequired: {
    id: 'applicant-editor.submissions.captcha.required',
    defaultMessage: 'Type the characters shown in the picture.',
  },
  captchaSend: { id: 'applicant-editor.submissions.captcha.send', defaultMessage: 'Send' },
  captchaSent: {
    id: 'applicant-editor.submissions.captcha.sent',
    defaultMessage: 'Sent. The robot carries on.',
  },
  actionFailed: {
    id: 'applicant-editor.submissions.action-failed',
    defaultMessage: 'That did not work. Please try again.',
  },

  signTitle: { id: 'applicant-editor.submissions.sign.title', defaultMessage: 'Sign the application' },
  signCertification: {
    id: 'applicant-editor.submissions.sign.certification',
    defaultMessage:
      'I certify that I have read and understood all the questions set forth in this application and the answers I have furnished are true and correct to the best of my knowledge and belief. I understand that any false or misleading statement may result in the permanent refusal of a visa or denial of entry into the United States. I certify under penalty of perjury that the foregoing is true and correct.',
  },
  signFgmc: {
    id: 'applicant-editor.submissions.sign.fgmc',
    defaultMessage:
      'I certify that I have viewed and read the U.S. Government Fact Sheet on Female Genital Mutilation or Cutting (FGM/C).',
  },
  signPassport: {
    id: 'applicant-editor.submissions.sign.passport',
    defaultMessage: 'Passport number (type it again)',
  },
  signSubmit: {
    id: 'applicant-editor.submissions.sign.submit',
    defaultMessage: 'Sign and Submit Application',
  },
  signSent: {
    id: 'applicant-editor.submissions.sign.sent',
    defaultMessage: 'Signed. CEAC is taking the application.',
  },
  liveTitle: {
    id: 'applicant-editor.submissions.live.title',
    defaultMessage: 'Live view of the filing',
  },
  liveLead: {
    id: 'applicant-editor.submissions.live.lead',
    defaultMessage:
      "The robot filled every page and stopped on CEAC's sign page. Signing is your own act: on the page below, tick the box, type your passport number and the characters in the picture, then click Sign and Submit Application.",
  },
  liveBoxes: {
    id: 'applicant-editor.submissions.live.boxes',
    defaultMessage: "What each part of CEAC's page means (the page itself stays in English)",
  },
  liveFgmcBox: {
    id: 'applicant-editor.submissions.live.fgmc-box',
    defaultMessage: 'The first box: you confirm this statement.',
  },
  livePassportBox: {
    id: 'applicant-editor.submissions.live.passport-box',
    defaultMessage:
      '"Enter your Passport/Travel Document Number": the number of the passport this application is for, as printed in it.',
  },
  liveCaptchaBox: {
    id: 'applicant-editor.submissions.live.captcha-box',
    defaultMessage: '"Enter the code as shown": the characters in the picture above it.',
  },
  liveSignBox: {
    id: 'applicant-editor.submissions.live.sign-box',
    defaultMessage:
      '"Sign and Submit Application": your electronic signature. You certify the statement below under penalty of perjury, and CEAC submits the application.',
  },
  liveHelp: {
    id: 'applicant-editor.submissions.live.help',
    defaultMessage:
      "Help: tap a field on CEAC's page to select it, then type in the box under the page and press Send. Pinch to zoom on a phone. If CEAC refuses, it says why in red at the top of its page: correct it and click Sign and Submit again.",
  },
  livePageLabel: {
    id: 'applicant-editor.submissions.live.page-label',
    defaultMessage: "CEAC's page in the robot's browser",
  },
  liveConnecting: {
    id: 'applicant-editor.submissions.live.connecting',
    defaultMessage: "Connecting to the robot's browser…",
  },
  liveWatchOnly: {
    id: 'applicant-editor.submissions.live.watch-only',
    defaultMessage: 'You are watching: the page is read-only.',
  },
  liveYourTurn: {
    id: 'applicant-editor.submissions.live.your-turn',
    defaultMessage: "Your turn: your taps and keys reach CEAC's page.",
  },
  liveCaptchaTurn: {
    id: 'applicant-editor.submissions.live.captcha-turn',
    defaultMessage:
      "Your turn on CEAC's captcha page: tap CEAC's code box, type the characters shown in the picture, then press CEAC's button below it.",
  },
  liveEnded: {
    id: 'applicant-editor.submissions.live.ended',
    defaultMessage: 'The robot has left this page.',
  },
  liveLost: {
    id: 'applicant-editor.submissions.live.lost',
    defaultMessage:
      "The connection to the robot's browser was lost. The filing resumes by itself on the same CEAC application; the view reconnects.",
  },
  liveRefused: {
    id: 'applicant-editor.submissions.live.refused',
    defaultMessage: 'That did not reach the page: only the applicant can act on it.',
  },
  liveTypeHere: {
    id: 'applicant-editor.submissions.live.type-here',
    defaultMessage: 'Type for the selected field',
  },
  liveSend: {
    id: 'applicant-editor.submissions.live.send',
    defaultMessage: 'Send',
  },
  liveOpenFailed: {
    id: 'applicant-editor.submissions.live.open-failed',
    defaultMessage: 'The live view could not be opened just now. Try again.',
  },
  waitingTitle: {
    id: 'applicant-editor.submissions.sign.waiting',
    defaultMessage: 'Waiting for the applicant to sign',
  },
  waitingText: {
    id: 'applicant-editor.submissions.sign.waiting-text',
    defaultMessage:
      'The applicant must sign the application personally. Send them a client link with the submit permission: they sign on their phone or computer, and this page updates when they have.',
  },
  clientLinks: {
    id: 'applicant-editor.submissions.sign.client-links',
    defaultMessage: 'Client links of this form',
  },

  completedTitle: { id: 'applicant-editor.submissions.completed.title', defaultMessage: 'Filed on CEAC' },
  confirmationNumber: {
    id: 'applicant-editor.submissions.completed.confirmation-number',
    defaultMessage: 'Confirmation number',
  },
  applicationId: {
    id: 'applicant-editor.submissions.completed.application-id',
    defaultMessage: 'Application ID',
  },
  securityQuestion: {
    id: 'applicant-editor.submissions.completed.security-question',
    defaultMessage: 'Security question',
  },
  securityAnswer: {
    id: 'applicant-editor.submissions.completed.security-answer',
    defaultMessage: 'Security answer',
  },
  copy: { id: 'applicant-editor.submissions.completed.copy', defaultMessage: 'Copy' },
  copyFailed: {
    id: 'applicant-editor.submissions.completed.copy-failed',
    defaultMessage: 'Could not copy. Select the text and copy it yourself.',
  },
  retrieveHow: {
    id: 'applicant-editor.submissions.completed.retrieve',
    defaultMessage:
      'To see or print the confirmation page on CEAC yourself: open ceac.state.gov/genniv, choose the interview location, select “Retrieve an Application”, and enter the application ID, the first five letters of the surname, the year of birth and the security answer.',
  },

  ds160Title: {
    id: 'applicant-editor.submissions.ds160.title',
    defaultMessage: 'CEAC did not accept some answers',
  },
  ds160Text: {
    id: 'applicant-editor.submissions.ds160.text',
    defaultMessage: 'Fix each answer below, then file again. Nothing was submitted to CEAC.',
  },
  fixAnswer: { id: 'applicant-editor.submissions.ds160.fix', defaultMessage: 'Fix this answer' },
  fileAgain: { id: 'applicant-editor.submissions.ds160.file-again', defaultMessage: 'File again' },

  erroredTitle: { id: 'applicant-editor.submissions.errored.title', defaultMessage: 'The filing stopped' },
  erroredFallback: {
    id: 'applicant-editor.submissions.errored.fallback',
    defaultMessage: 'The robot could not finish this filing.',
  },

  // Lists
  filtersLabel: { id: 'applicant-editor.submissions.list.filters', defaultMessage: 'Filter submissions' },
  statusFilter: { id: 'applicant-editor.submissions.list.status-filter', defaultMessage: 'Status' },
  allStatuses: { id: 'applicant-editor.submissions.list.all-statuses', defaultMessage: 'All statuses' },
  colForm: { id: 'applicant-editor.submissions.list.col-form', defaultMessage: 'Form' },
  colStatus: { id: 'applicant-editor.submissions.list.col-status', defaultMessage: 'Status' },
  colCreated: { id: 'applicant-editor.submissions.list.col-created', defaultMessage: 'Started' },
  colProgress: { id: 'applicant-editor.submissions.list.col-progress', defaultMessage: 'Progress' },
  colConfirmation: {
    id: 'applicant-editor.submissions.list.col-confirmation',
    defaultMessage: 'Confirmation number',
  },
  colActions: { id: 'applicant-editor.submissions.list.col-actions', defaultMessage: 'Actions' },
  open: { id: 'applicant-editor.submissions.list.open', defaultMessage: 'Open' },
  emptyTitle: { id: 'applicant-editor.submissions.list.empty-title', defaultMessage: 'No submissions yet' },
  emptyText: {
    id: 'applicant-editor.submissions.list.empty-text',
    defaultMessage: 'File a form that is ready for submission on CEAC from its overview.',
  },
  noMatch: {
    id: 'applicant-editor.submissions.list.no-match',
    defaultMessage: 'No submissions have this status.',
  },
  listPages: { id: 'applicant-editor.submissions.list.pages', defaultMessage: 'Submissions pages' },
});

export const pageStatus = defineMessage<{ page: number; pages: number }>({
  id: 'applicant-editor.submissions.page-status',
  defaultMessage: 'Page {page} of {pages}',
});

export const openFor = defineMessage<{ name: string }>({
  id: 'applicant-editor.submissions.open-for',
  defaultMessage: 'Open the submission of {name}',
});

export const submissionOf = defineMessage<{ name: string }>({
  id: 'applicant-editor.submissions.submission-of',
  defaultMessage: 'Submission of {name}',
});

export const newSubmissionFor = defineMessage<{ name: string }>({
  id: 'applicant-editor.submissions.new-for',
  defaultMessage: 'File {name} on CEAC',
});

export const progressOf = defineMessage<{ done: number; total: number; percent: number }>({
  id: 'applicant-editor.submissions.progress-of',
  defaultMessage: '{done} of {total} CEAC pages done ({percent}%)',
});

export const currentPageIs = defineMessage<{ page: string }>({
  id: 'applicant-editor.submissions.current-page',
  defaultMessage: 'Current CEAC page: {page}',
});

export const startedOn = defineMessage<{ date: string }>({
  id: 'applicant-editor.submissions.started-on',
  defaultMessage: 'Started {date}',
});

export const completedOn = defineMessage<{ date: string }>({
  id: 'applicant-editor.submissions.completed-on',
  defaultMessage: 'Completed {date}',
});

export const attemptOf = defineMessage<{ attempt: number }>({
  id: 'applicant-editor.submissions.attempt',
  defaultMessage: 'Attempt {attempt}',
});

export const copyLabel = defineMessage<{ what: string }>({
  id: 'applicant-editor.submissions.copy-label',
  defaultMessage: 'Copy the {what}',
});

export const copied = defineMessage<{ what: string }>({
  id: 'applicant-editor.submissions.copied',
  defaultMessage: '{what} copied.',
});

export const fixFor = defineMessage<{ section: string; message: string }>({
  id: 'applicant-editor.submissions.fix-for',
  defaultMessage: 'Fix in {section}: {message}',
});

export const onCeacPage = defineMessage<{ page: string }>({
  id: 'applicant-editor.submissions.on-ceac-page',
  defaultMessage: 'CEAC page {page}',
});

export const announceAction = defineMessage<{ kind: string }>({
  id: 'applicant-editor.submissions.announce-action',
  defaultMessage:
    '{kind, select, CAPTCHA {CEAC asks for a captcha.} other {The application is ready to sign.}}',
});

/** CEAC's security question 3 (the one filings choose) in the reader's language. */
export const securityQuestion3 = defineMessage({
  id: 'applicant-editor.submissions.security-question.3',
  defaultMessage: 'What is your maternal grandmother’s maiden name?',
});
export const questionOnCeac = defineMessage<{ question: string; ceac: string }>({
  id: 'applicant-editor.submissions.security-question.on-ceac',
  defaultMessage: '{question} (on CEAC: “{ceac}”)',
});
export const questionNumber = defineMessage<{ number: string }>({
  id: 'applicant-editor.submissions.question-number',
  defaultMessage: 'Question {number} of CEAC’s list',
});

export const fileAgainWarning = defineMessage<{ number: string }>({
  id: 'applicant-editor.submissions.file-again.warning',
  defaultMessage:
    'This form was already filed on CEAC (confirmation number {number}). Filing it again creates a new DS-160 application on CEAC and uses one more credit: the earlier application id will no longer be the one to use at the interview.',
});
export const filedWith = defineMessage<{ number: string }>({
  id: 'applicant-editor.submissions.filed-with',
  defaultMessage: 'Filed on CEAC, confirmation number {number}',
});

export const latestFilingIs = defineMessage<{ status: string }>({
  id: 'applicant-editor.submissions.latest-filing',
  defaultMessage: 'CEAC filing: {status}',
});

export const liveCountdown = defineMessage<{ time: string }>({
  id: 'applicant-editor.submissions.live.countdown',
  defaultMessage: 'CEAC ends this session in {time} if nothing happens.',
});
