import { useIntl } from 'react-intl';
import { messages } from '../utils/messages';

/**
 * What a client with submit or view_status can see of the submission. Submissions reach the
 * intake with a later issue; until then the honest state is that nothing was submitted.
 */
export function SubmissionStatus() {
  const intl = useIntl();
  return (
    <section className="ui-section" aria-labelledby="intake-status-title" data-testid="submission-status">
      <h2 id="intake-status-title">{intl.formatMessage(messages.statusTitle)}</h2>
      <p>{intl.formatMessage(messages.notSubmitted)}</p>
    </section>
  );
}
