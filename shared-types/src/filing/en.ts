// What a person reads about a filing on CEAC (the robot's steps, the worker's notes, why a filing
// stopped), in English. The server stores each message's code and parameters with the English text;
// screens show it in the reader's language from these catalogs. `{name}` is a parameter.
export const FILING_MESSAGES_EN = {
  captchaStart: 'Waiting for a person to type the captcha to start the application',
  captchaRetrieve: 'Waiting for a person to type the captcha to retrieve the application',
  captchaRefused: 'CEAC refused the captcha: {reason}',
  applicationId: 'CEAC gave the Application ID {applicationId}',
  retrieved: 'Retrieved application {applicationId} on CEAC',
  applicationGone: 'CEAC no longer has application {applicationId}; starting a new application',
  nothingToRetrieve: 'Application {applicationId} had no saved page to retrieve; starting a new application',
  filling: 'Filling {page}',
  saved: 'Saved {page}',
  reviewing: 'Reviewing {page}',
  pageRefused: 'CEAC refused {page}: {reason}',
  uploadingPhoto: 'Uploading the photo',
  noPhoto: 'No photo: continuing without one',
  photoRefused: 'CEAC refused the photo; continuing without a photo ({reason})',
  photoAccepted: 'CEAC accepted the photo',
  photoDone: 'Photo step done',
  continuingWithoutPhoto: 'Continuing without a photo',
  waitingForSignature: 'Waiting for the applicant to sign',
  signatureRefused: 'CEAC refused the signature ({reason}); waiting for the applicant to sign again',
  signed: 'The applicant signed; CEAC accepted the application',
  submitted: 'Submitted: confirmation number {confirmationNumber}',
  alreadySubmitted: 'Already submitted: confirmation number {confirmationNumber}',
  answersRefused: 'CEAC refused {count} answer(s); fix them and file again.',
  retrying: 'CEAC problem ({reason}); trying again in {seconds} s.',
  interrupted:
    'Filing was interrupted {count} times, so it stopped. Nothing was submitted twice; file the form again.',
  gaveUp:
    'CEAC kept failing, so filing stopped after {tries} tries (last problem: {reason}). Nothing was submitted twice; try again later.',
  captchaTimedOut:
    'Nobody answered the captcha in time ({minutes} min), and CEAC ends a session left idle for 20 minutes, so filing stopped. Nothing was submitted; file the form again when someone can answer.',
  signatureTimedOut:
    "Nobody gave the applicant's signature in time ({minutes} min), and CEAC ends a session left idle for 20 minutes, so filing stopped. Nothing was submitted; file the form again when someone can answer.",
  noInterviewPost: 'The form has no interview post ("Where will you apply for your visa?"); filing stopped',
  stopped: 'Filing stopped: {details}',
  questionNotAsked: 'CEAC did not ask "{question}" on {page}, so the answer "No" was not sent',
  boxNotShown: 'CEAC did not show "{question}" on {page}, so its "Does Not Apply" box was not ticked',
  questionHidden:
    'CEAC did not show "{question}" on {page}, but this form answers it. Filing stopped before anything wrong was sent; nothing was submitted. Check the answer; if it is right, tell Portico support: CEAC may have changed.',
  ceacChangedPage:
    'CEAC changed its page: {page} has no {control} ("{question}"). Filing stopped before anything wrong was sent; nothing was submitted.',
  ceacUnknownQuestion:
    'CEAC now asks a question Portico does not know on {page} ("{question}"). Filing stopped before anything was sent for this page; nothing was submitted.',
  ceacOptionMissing:
    'CEAC no longer offers the answer "{value}" for "{question}" on {page}. Filing stopped before anything wrong was sent; nothing was submitted.',
  ceacPageOrder:
    'CEAC showed {page} where Portico expected {expected}: CEAC changed the order of its pages. Filing stopped before anything was sent on that page; nothing was submitted.',
  ceacPageMissing:
    'CEAC went on to {page} without showing {expected}, which this form has answers for. Filing stopped; nothing was submitted.',
  ceacUnknownPage:
    'CEAC showed a page Portico does not know ({page}). Filing stopped before anything wrong was sent; nothing was submitted.',
  sessionEnded: 'CEAC ended the session ({reason}); retrieving the application to go on where CEAC stands',
  pageReloaded: 'CEAC reloaded {page} while it waited for a person (its idle warning); asking again',
  creditReturned: 'The filing credit was returned to the workspace: nothing was submitted.',
  selfSignChosen:
    'The applicant chose to sign on CEAC themselves: the robot left the sign page without signing, and application {applicationId} stays saved on CEAC',
  checkingSignature:
    'The applicant says they signed on CEAC: retrieving application {applicationId} to confirm',
  notSignedYet:
    'CEAC shows the application is not signed yet. Sign it on CEAC, then choose "I have signed on CEAC" again.',
  notSigningYourself: 'This submission is not waiting for the applicant to sign on CEAC themselves.',
  // Refusals of the submission API (GraphQL errors carry extensions.messageCode).
  formNotFound: 'Form not found.',
  notComplete: 'Complete every section before filing.',
  archived: 'An archived form cannot be filed. Unarchive it first.',
  inFlight: 'This form is already being filed. Wait for that submission to finish.',
  signPersonally: 'The applicant must sign the application personally.',
  noCaptchaWaiting: 'Nothing is waiting for a captcha answer on this submission.',
  noSignatureWaiting: 'This submission is not waiting for the applicant to sign.',
  fgmcRequired: 'Confirm that you have read the FGM/C fact sheet before signing.',
  typeCaptcha: 'Type the characters shown in the image.',
  enterPassport: 'Enter your passport number.',
  noCredits: 'No form credits left. Buy credits on the Pricing page to file this form.',
  noPreparer:
    "CEAC asks who prepared the application: add your agency's preparer details (street address, city and country) in Workspace settings → Branding, then file again.",
  identityUnavailable: 'Workspace details could not be reached just now. Please try again.',
  formsUnavailable: 'Forms could not be reached just now. Please try again.',
  billingUnavailable: 'Billing could not be reached just now. Please try again.',
  notFilingNow: 'This submission is not being filed right now, so there is no live view to open.',
  alreadyFiled:
    'This form was already filed on CEAC. To file it again, choose "File a new DS-160" and confirm: the earlier application id will no longer be the one to use at the interview.',
  creditCarried:
    "This filing corrects the one that CEAC refused: it uses that filing's credit, no new credit was taken.",
  // The filing's e-mails (subject and text), in the reader's language.
  mailFiledSubject: 'Your DS-160 was filed: confirmation number {confirmationNumber}',
  mailFiledBody:
    'Your DS-160 application was signed and submitted on CEAC.\n\nConfirmation number: {confirmationNumber}\nApplication ID: {applicationId}\n\nBring the confirmation page to your visa interview. The security question and answer to retrieve the application on CEAC are on your submission page: {url}',
  mailCaptchaSubject: 'Portico is waiting for you: type the code CEAC shows ({formName})',
  mailCaptchaBody:
    'The filing of {formName} on CEAC is waiting for you: CEAC shows a code that only a person may type.\n\nOpen {url} and type it within {minutes} minutes; after that the filing stops.',
  mailSignSubject: 'Your signature is awaited on CEAC ({formName})',
  mailSignBody:
    'Every page of {formName} is filled in on CEAC. The law (22 CFR 41.103) asks you to sign the application yourself.\n\nOpen {url} and sign within {minutes} minutes; after that the filing stops.',
  mailReminderSubject: 'Reminder: {minutes} minutes left to act on CEAC ({formName})',
  mailReminderBody:
    'The filing of {formName} is still waiting for you. Open {url} within {minutes} minutes, or the filing stops and has to be started again.',
} as const;

export type FilingMessageCode = keyof typeof FILING_MESSAGES_EN;
