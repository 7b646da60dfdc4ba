import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Pagination, pageOf } from '@portico/ui';
import { WORKSPACE_INVITATIONS } from '../graphql/queries/workspace-invitations';
import { invitationMessages as m } from '../utils/invitation-messages';
import { messages, pageStatus } from '../utils/messages';
import { InvitationRow } from './invitation-row';

export const INVITATIONS_PAGE_SIZE = 20;

/** Invitations not answered yet (pending or expired), with resend and revoke (admins). */
export function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const { data, error, loading, refetch } = useQuery(WORKSPACE_INVITATIONS, {
    variables: { workspaceId, limit: INVITATIONS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.workspaceInvitations;
  const { page, pages } = pageOf(offset, INVITATIONS_PAGE_SIZE, list?.totalCount ?? 0);
  return (
    <div className="settings-invitations">
      <h3 id="invitations-title">{intl.formatMessage(m.listTitle)}</h3>
      {!list && loading && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {!list && error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(m.failed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {list && list.items.length === 0 && <p>{intl.formatMessage(m.empty)}</p>}
      {list && list.items.length > 0 && (
        <table className="ui-table ui-table--cards" aria-labelledby="invitations-title">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.email)}</th>
              <th scope="col">{intl.formatMessage(m.role)}</th>
              <th scope="col">{intl.formatMessage(m.invitedBy)}</th>
              <th scope="col">{intl.formatMessage(m.sent)}</th>
              <th scope="col">{intl.formatMessage(m.expires)}</th>
              <th scope="col">{intl.formatMessage(messages.memberActions)}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </tbody>
        </table>
      )}
      {list && (
        <Pagination
          offset={offset}
          limit={INVITATIONS_PAGE_SIZE}
          totalCount={list.totalCount}
          onOffsetChange={setOffset}
          label={intl.formatMessage(m.pages)}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
    </div>
  );
}
