import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SUBMISSION_STATUS_LABELS } from '../utils/labels';
import { filedWith, latestFilingIs } from '../utils/messages';
import { FORM_LATEST_FILING } from '../utils/submissions-api';

/**
 * On the form overview: the confirmation number once filed, or where the newest filing stands,
 * linked to its page. Shows nothing when there is none or it cannot be read.
 */
export function LatestFiling({ workspaceId, formId }: { workspaceId: string; formId: string }) {
  const intl = useIntl();
  const { data } = useQuery(FORM_LATEST_FILING, {
    variables: { id: formId },
    fetchPolicy: 'cache-and-network',
  });
  const form = data?.form;
  const latest = form?.latestSubmission;
  if (!form || (!latest && !form.confirmationNumber)) return null;
  const text =
    form.confirmationNumber && (!latest || latest.status === 'COMPLETED')
      ? intl.formatMessage(filedWith, { number: form.confirmationNumber })
      : latest
        ? intl.formatMessage(latestFilingIs, {
            status: intl.formatMessage(SUBMISSION_STATUS_LABELS[latest.status]),
          })
        : '';
  const to = latest
    ? `/workspaces/${workspaceId}/forms/${formId}/submissions/${latest.id}`
    : `/workspaces/${workspaceId}/forms/${formId}/submissions`;
  return (
    <p data-testid="latest-filing">
      <Link to={to}>{text}</Link>
    </p>
  );
}
