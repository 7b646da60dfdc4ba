import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { ConfirmDialog, useAlerts } from '@portico/ui';
import { CHANGE_MEMBER_ROLE } from '../graphql/mutations/change-member-role';
import { REMOVE_WORKSPACE_MEMBER } from '../graphql/mutations/remove-workspace-member';
import {
  WORKSPACE_MEMBERS,
  type MemberRole,
  type WorkspaceMember,
} from '../graphql/queries/workspace-members';
import {
  memberActionFor,
  messages,
  nowAdmin,
  nowMember,
  removeConfirm,
  removeMessage,
  removedMessage,
} from '../utils/messages';

interface MemberRowProps {
  workspaceId: string;
  member: WorkspaceMember;
  isAdmin: boolean;
}

/** One team member; admins can change the role or remove anyone but themselves (spec §6). */
export function MemberRow({ workspaceId, member, isAdmin }: MemberRowProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [confirming, setConfirming] = useState(false);
  const [changeRole, { loading: changing }] = useMutation(CHANGE_MEMBER_ROLE, {
    refetchQueries: [WORKSPACE_MEMBERS],
  });
  const [remove] = useMutation(REMOVE_WORKSPACE_MEMBER, { refetchQueries: [WORKSPACE_MEMBERS] });

  const failed = () =>
    alerts.push({
      type: 'error',
      title: intl.formatMessage(messages.actionFailedTitle),
      message: intl.formatMessage(messages.actionFailed),
      timeout: 6000,
    });

  const setRole = async (role: MemberRole) => {
    try {
      await changeRole({ variables: { input: { workspaceId, userId: member.userId, role } } });
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.roleChangedTitle),
        message: intl.formatMessage(role === 'ADMIN' ? nowAdmin : nowMember, {
          email: member.email,
        }),
        timeout: 3000,
      });
    } catch {
      failed();
    }
  };

  const confirmRemove = async () => {
    try {
      await remove({ variables: { input: { workspaceId, userId: member.userId } } });
      setConfirming(false);
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.removedTitle),
        message: intl.formatMessage(removedMessage, { email: member.email }),
        timeout: 3000,
      });
    } catch {
      setConfirming(false);
      failed();
    }
  };

  const roleLabel = intl.formatMessage(member.role === 'ADMIN' ? messages.roleAdmin : messages.roleMember);
  return (
    <tr data-testid="member-row">
      <th scope="row" data-label={intl.formatMessage(messages.memberEmail)}>
        {member.email}
        {member.isYou && (
          <>
            {' '}
            <span className="ui-badge">{intl.formatMessage(messages.you)}</span>
          </>
        )}
      </th>
      <td data-label={intl.formatMessage(messages.memberRole)}>{roleLabel}</td>
      <td data-label={intl.formatMessage(messages.memberAdded)}>
        <FormattedDate value={member.addedAt} dateStyle="medium" />
      </td>
      {isAdmin && (
        <td data-label={intl.formatMessage(messages.memberActions)}>
          {member.isYou ? null : (
            <span className="ui-actions">
              {member.role === 'MEMBER' ? (
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  disabled={changing}
                  onClick={() => void setRole('ADMIN')}
                  aria-label={intl.formatMessage(memberActionFor, {
                    action: intl.formatMessage(messages.makeAdmin),
                    email: member.email,
                  })}
                >
                  {intl.formatMessage(messages.makeAdmin)}
                </button>
              ) : (
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  disabled={changing}
                  onClick={() => void setRole('MEMBER')}
                  aria-label={intl.formatMessage(memberActionFor, {
                    action: intl.formatMessage(messages.makeMember),
                    email: member.email,
                  })}
                >
                  {intl.formatMessage(messages.makeMember)}
                </button>
              )}
              <button
                type="button"
                className="ui-button ui-button--danger"
                onClick={() => setConfirming(true)}
                aria-label={intl.formatMessage(memberActionFor, {
                  action: intl.formatMessage(messages.remove),
                  email: member.email,
                })}
              >
                {intl.formatMessage(messages.remove)}
              </button>
            </span>
          )}
          {confirming && (
            <ConfirmDialog
              title={intl.formatMessage(removeConfirm, { email: member.email })}
              message={intl.formatMessage(removeMessage, { email: member.email })}
              confirmLabel={intl.formatMessage(messages.removeConfirmButton)}
              cancelLabel={intl.formatMessage(messages.cancel)}
              onConfirm={confirmRemove}
              onCancel={() => setConfirming(false)}
              danger
            />
          )}
        </td>
      )}
    </tr>
  );
}
