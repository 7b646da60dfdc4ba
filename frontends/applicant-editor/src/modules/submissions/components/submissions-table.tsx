import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SUBMISSION_STATUS_LABELS } from '../utils/labels';
import { messages, openFor, progressOf } from '../utils/messages';
import { percentOf, type SubmissionListItem } from '../utils/submissions-api';

/** Submissions as rows: form, status, started, progress, confirmation number, Open. */
export function SubmissionsTable({
  items,
  caption,
  showForm,
}: {
  items: SubmissionListItem[];
  caption: string;
  showForm: boolean;
}) {
  const intl = useIntl();
  return (
    <table className="ui-table">
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {showForm && <th scope="col">{intl.formatMessage(messages.colForm)}</th>}
          <th scope="col">{intl.formatMessage(messages.colStatus)}</th>
          <th scope="col">{intl.formatMessage(messages.colCreated)}</th>
          <th scope="col">{intl.formatMessage(messages.colProgress)}</th>
          <th scope="col">{intl.formatMessage(messages.colConfirmation)}</th>
          <th scope="col">{intl.formatMessage(messages.colActions)}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const path = `/workspaces/${item.workspaceId}/forms/${item.formId}/submissions/${item.id}`;
          const percent = percentOf(item.progressDone, item.progressTotal);
          const progress = intl.formatMessage(progressOf, {
            done: item.progressDone,
            total: item.progressTotal,
            percent,
          });
          return (
            <tr key={item.id} data-testid="submission-row">
              {showForm && (
                <th scope="row">
                  <Link to={path}>{item.formName}</Link>
                </th>
              )}
              <td>
                <span className="ui-badge">{intl.formatMessage(SUBMISSION_STATUS_LABELS[item.status])}</span>
              </td>
              <td>{intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td>
                <progress value={percent} max={100} aria-label={progress} style={{ width: '6rem' }} />{' '}
                <span style={{ fontSize: 'var(--font-size-small)' }}>{percent}%</span>
              </td>
              <td data-testid="row-confirmation">{item.confirmationNumber ?? '—'}</td>
              <td>
                <Link
                  className="ui-button ui-button--secondary"
                  to={path}
                  aria-label={intl.formatMessage(openFor, { name: item.formName })}
                >
                  {intl.formatMessage(messages.open)}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
