import { useState } from 'react';
import { FormattedDate, useIntl, type MessageDescriptor } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { ConfirmDialog, useAlerts } from '@portico/ui';
import { RESEND_INVITATION } from '../graphql/mutations/resend-invitation';
import { REVOKE_INVITATION } from '../graphql/mutations/revoke-invitation';
import { WORKSPACE_INVITATIONS, type WorkspaceInvitation } from '../graphql/queries/workspace-invitations';
import { errorDetails } from '../utils/error-code';
import {
  dailyLimitReached,
  invitationMessages as m,
  resentMessage,
  revokedMessage,
  revokeTitle,
} from '../utils/invitation-messages';
import { memberActionFor, messages } from '../utils/messages';

/**
 * One pending (or expired) invitation. Cells carry their column's name for the phone layout, where
 * each row becomes a card (settings.css).
 */
export function InvitationRow({ invitation }: { invitation: WorkspaceInvitation }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [confirming, setConfirming] = useState(false);
  const [resend, { loading: resending }] = useMutation(RESEND_INVITATION, {
    refetchQueries: [WORKSPACE_INVITATIONS],
  });
  const [revoke] = useMutation(REVOKE_INVITATION, { refetchQueries: [WORKSPACE_INVITATIONS] });
  const { email } = invitation;

  const failed = (error: unknown) => {
    const { reason, limit } = errorDetails(error);
    alerts.push({
      type: 'error',
      title: intl.formatMessage(messages.actionFailedTitle),
      message:
        reason === 'INVITATION_DAILY_LIMIT'
          ? intl.formatMessage(dailyLimitReached, { limit: limit ?? 0 })
          : intl.formatMessage(messages.actionFailed),
      timeout: 6000,
    });
  };

  const sendAgain = async () => {
    try {
      await resend({ variables: { input: { id: invitation.id } } });
      alerts.push({
        type: 'success',
        title: intl.formatMessage(m.resentTitle),
        message: intl.formatMessage(resentMessage, { email }),
        timeout: 4000,
      });
    } catch (error) {
      failed(error);
    }
  };

  const confirmRevoke = async () => {
    try {
      await revoke({ variables: { input: { id: invitation.id } } });
      setConfirming(false);
      alerts.push({
        type: 'success',
        title: intl.formatMessage(m.revokedTitle),
        message: intl.formatMessage(revokedMessage, { email }),
        timeout: 3000,
      });
    } catch (error) {
      setConfirming(false);
      failed(error);
    }
  };

  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const expired = invitation.state === 'EXPIRED';
  return (
    <tr data-testid="invitation-row">
      <th scope="row" data-label={label(m.email)}>
        {email}
      </th>
      <td data-label={label(m.role)}>
        {intl.formatMessage(invitation.role === 'ADMIN' ? messages.roleAdmin : messages.roleMember)}
      </td>
      <td data-label={label(m.invitedBy)}>{invitation.invitedByEmail}</td>
      <td data-label={label(m.sent)}>
        <FormattedDate value={invitation.sentAt} dateStyle="medium" />
      </td>
      <td data-label={label(m.expires)}>
        {expired ? (
          <span className="ui-badge">{intl.formatMessage(m.expired)}</span>
        ) : (
          <FormattedDate value={invitation.expiresAt} dateStyle="medium" timeStyle="short" />
        )}
      </td>
      <td data-label={label(messages.memberActions)}>
        <span className="ui-actions">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={resending}
            onClick={() => void sendAgain()}
            aria-label={intl.formatMessage(memberActionFor, { action: label(m.resend), email })}
          >
            {intl.formatMessage(m.resend)}
          </button>
          <button
            type="button"
            className="ui-button ui-button--danger"
            onClick={() => setConfirming(true)}
            aria-label={intl.formatMessage(memberActionFor, { action: label(m.revoke), email })}
          >
            {intl.formatMessage(m.revoke)}
          </button>
        </span>
        {confirming && (
          <ConfirmDialog
            title={intl.formatMessage(revokeTitle, { email })}
            message={intl.formatMessage(m.revokeMessage)}
            confirmLabel={intl.formatMessage(m.revokeConfirm)}
            cancelLabel={intl.formatMessage(messages.cancel)}
            onConfirm={confirmRevoke}
            onCancel={() => setConfirming(false)}
            danger
          />
        )}
      </td>
    </tr>
  );
}
