import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Pagination, pageOf } from '@portico/ui';
import { WORKSPACE_MEMBERS } from '../graphql/queries/workspace-members';
import { messages, pageStatus } from '../utils/messages';
import { InviteMemberForm } from './invite-member-form';
import { MemberRow } from './member-row';
import { PendingInvitations } from './pending-invitations';

export const MEMBERS_PAGE_SIZE = 20;

export function TeamMembers({ workspaceId, isAdmin }: { workspaceId: string; isAdmin: boolean }) {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const { data, error, loading, refetch } = useQuery(WORKSPACE_MEMBERS, {
    variables: { workspaceId, limit: MEMBERS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.workspaceMembers;
  const { page, pages } = pageOf(offset, MEMBERS_PAGE_SIZE, list?.totalCount ?? 0);
  return (
    <section className="ui-section" aria-labelledby="team-title">
      <h2 id="team-title">{intl.formatMessage(messages.teamTitle)}</h2>
      {!list && loading && <p role="status">{intl.formatMessage(messages.membersLoading)}</p>}
      {!list && error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.membersFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {list && list.items.length === 0 && <p>{intl.formatMessage(messages.membersEmpty)}</p>}
      {list && list.items.length > 0 && (
        <table className="ui-table ui-table--cards">
          <caption className="ui-visually-hidden">{intl.formatMessage(messages.teamTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.memberEmail)}</th>
              <th scope="col">{intl.formatMessage(messages.memberRole)}</th>
              <th scope="col">{intl.formatMessage(messages.memberAdded)}</th>
              {isAdmin && <th scope="col">{intl.formatMessage(messages.memberActions)}</th>}
            </tr>
          </thead>
          <tbody>
            {list.items.map((member) => (
              <MemberRow key={member.userId} workspaceId={workspaceId} member={member} isAdmin={isAdmin} />
            ))}
          </tbody>
        </table>
      )}
      {list && (
        <Pagination
          offset={offset}
          limit={MEMBERS_PAGE_SIZE}
          totalCount={list.totalCount}
          onOffsetChange={setOffset}
          label={intl.formatMessage(messages.membersPages)}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
      {isAdmin && (
        <>
          <InviteMemberForm workspaceId={workspaceId} />
          <PendingInvitations workspaceId={workspaceId} />
        </>
      )}
    </section>
  );
}
