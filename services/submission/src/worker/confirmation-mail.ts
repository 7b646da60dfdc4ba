import { createMailSender } from '@portico/service-kit';
import { submissionSettings } from '../config';

const mailer = createMailSender(submissionSettings);

/**
 * Tells the applicant their DS-160 was filed (English: the worker does not know their language).
 * The security answer stays off e-mail; the submission page shows it.
 */
export async function sendConfirmationMail(
  to: string,
  filed: { applicationId: string; confirmationNumber: string },
): Promise<void> {
  const settings = submissionSettings();
  await mailer.send({
    to,
    subject: `Your DS-160 was filed: confirmation number ${filed.confirmationNumber}`,
    text: [
      'Your DS-160 application was signed and submitted on CEAC.',
      '',
      `Confirmation number: ${filed.confirmationNumber}`,
      `Application ID: ${filed.applicationId}`,
      '',
      'Bring the confirmation page to your visa interview. The security question and answer to',
      `retrieve the application on CEAC are on your submission page at ${settings.publicUrl}.`,
    ].join('\n'),
  });
}
