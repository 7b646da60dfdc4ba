import { useEffect, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmDialog, Pagination, pageOf, useAlerts } from '@portico/ui';
import { errorDetails } from '../../settings/utils/error-code';
import { REVOKE_CLIENT_LINK } from '../graphql/mutations/revoke-client-link';
import { CLIENT_LINKS, type ClientLink } from '../graphql/queries/client-links';
import { PERMISSION_LABEL, STATE_LABEL } from '../utils/link-labels';
import { messages, pageStatus, revokeLinkOf, usesOf } from '../utils/messages';

export const CLIENT_LINKS_PAGE_SIZE = 10;

function When({ value, never }: { value: string | null; never: string }) {
  return value ? <FormattedDate value={value} dateStyle="medium" timeStyle="short" /> : <>{never}</>;
}

/** The form's links, newest first: who, what they may do, dates, uses and state; revoke after a confirmation. */
export function ClientLinkList({
  workspaceId,
  formId,
  onDenied,
}: {
  workspaceId: string;
  formId: string;
  onDenied: () => void;
}) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [offset, setOffset] = useState(0);
  const [revoking, setRevoking] = useState<ClientLink | null>(null);
  const { data, loading, error, refetch } = useQuery(CLIENT_LINKS, {
    variables: { workspaceId, formId, limit: CLIENT_LINKS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const [revoke] = useMutation(REVOKE_CLIENT_LINK, { refetchQueries: [CLIENT_LINKS] });
  const list = data?.clientLinks;
  const { page, pages } = pageOf(offset, CLIENT_LINKS_PAGE_SIZE, list?.totalCount ?? 0);
  const never = intl.formatMessage(messages.never);

  const forbidden = !list && !!error && errorDetails(error).code === 'FORBIDDEN';
  useEffect(() => {
    if (forbidden) onDenied();
  }, [forbidden, onDenied]);
  if (forbidden) return null;

  const confirmRevoke = async () => {
    const link = revoking;
    setRevoking(null);
    if (!link) return;
    try {
      await revoke({ variables: { input: { id: link.id } } });
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.doneTitle),
        message: intl.formatMessage(messages.revoked),
        timeout: 3000,
      });
    } catch {
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.failedTitle),
        message: intl.formatMessage(messages.failed),
        timeout: 6000,
      });
    }
  };

  return (
    <section className="ui-section" aria-labelledby="client-links-list-title">
      <h2 id="client-links-list-title">{intl.formatMessage(messages.listTitle)}</h2>
      {!list && loading && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      {!list && error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {list && list.items.length === 0 && <p>{intl.formatMessage(messages.empty)}</p>}
      {list && list.items.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table className="ui-table">
            <caption className="ui-visually-hidden">{intl.formatMessage(messages.listTitle)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.columnAccessId)}</th>
                <th scope="col">{intl.formatMessage(messages.columnClient)}</th>
                <th scope="col">{intl.formatMessage(messages.columnPermissions)}</th>
                <th scope="col">{intl.formatMessage(messages.columnCreated)}</th>
                <th scope="col">{intl.formatMessage(messages.columnExpires)}</th>
                <th scope="col">{intl.formatMessage(messages.columnLastAccessed)}</th>
                <th scope="col">{intl.formatMessage(messages.columnUses)}</th>
                <th scope="col">{intl.formatMessage(messages.columnState)}</th>
                <th scope="col">{intl.formatMessage(messages.columnActions)}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((link) => (
                <tr key={link.id} data-testid="client-link-row">
                  <td>
                    <code title={link.id}>{link.id.slice(0, 8)}</code>
                  </td>
                  <th scope="row">
                    {link.clientName}
                    <br />
                    <span className="ui-hint">{link.clientEmail}</span>
                  </th>
                  <td>{link.permissions.map((p) => intl.formatMessage(PERMISSION_LABEL[p])).join(', ')}</td>
                  <td>
                    <FormattedDate value={link.createdAt} dateStyle="medium" />
                  </td>
                  <td>
                    <FormattedDate value={link.expiresAt} dateStyle="medium" />
                  </td>
                  <td>
                    <When value={link.lastAccessedAt} never={never} />
                  </td>
                  <td>
                    {link.maxUses === null
                      ? link.uses
                      : intl.formatMessage(usesOf, { uses: link.uses, max: link.maxUses })}
                  </td>
                  <td>
                    <span className="ui-badge">{intl.formatMessage(STATE_LABEL[link.state])}</span>
                  </td>
                  <td>
                    {link.state === 'ACTIVE' && (
                      <button
                        type="button"
                        className="ui-button ui-button--danger"
                        onClick={() => setRevoking(link)}
                        aria-label={intl.formatMessage(revokeLinkOf, { name: link.clientName })}
                      >
                        {intl.formatMessage(messages.revoke)}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pagination
          offset={offset}
          limit={CLIENT_LINKS_PAGE_SIZE}
          totalCount={list.totalCount}
          onOffsetChange={setOffset}
          label={intl.formatMessage(messages.pages)}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={intl.formatMessage(messages.revokeTitle)}
          message={intl.formatMessage(messages.revokeConfirm)}
          confirmLabel={intl.formatMessage(messages.revoke)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirmRevoke}
          onCancel={() => setRevoking(null)}
          danger
        />
      )}
    </section>
  );
}
