import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CardSubmission } from '../graphql/dashboard-submissions';
import { waitingForPerson, waitingFormFallback } from '../utils/submission-labels';

/**
 * The agency's signal that filings wait for a person (a captcha, or the applicant's own signature on
 * CEAC; the applicant has been e-mailed, docs/adr/0043): live with the board's filings, each linked to
 * its submission page. Nothing while none waits.
 */
export function WaitingSignal({
  workspaceId,
  filings,
  names,
}: {
  workspaceId: string;
  filings: Map<string, CardSubmission>;
  names: Map<string, string>;
}) {
  const intl = useIntl();
  const waiting = [...filings.values()].filter((filing) => filing.status === 'AWAITING_CAPTCHA');
  if (waiting.length === 0) return null;
  return (
    <section className="ui-section" role="status" aria-live="polite" data-testid="waiting-signal">
      <p style={{ fontWeight: 600, margin: 0 }}>
        {intl.formatMessage(waitingForPerson, { count: waiting.length })}
      </p>
      <ul>
        {waiting.map((filing) => (
          <li key={filing.id}>
            <Link to={`/workspaces/${workspaceId}/forms/${filing.formId}/submissions/${filing.id}`}>
              {names.get(filing.formId) ?? intl.formatMessage(waitingFormFallback)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
