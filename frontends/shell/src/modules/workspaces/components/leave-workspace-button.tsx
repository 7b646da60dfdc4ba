import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { ConfirmDialog, useAlerts, useSession } from '@portico/ui';
import { LEAVE_WORKSPACE } from '../graphql/mutations/leave-workspace';
import { WORKSPACES } from '../graphql/queries/workspaces';
import { errorReason } from '../utils/error-code';
import {
  leaveLastAdmin,
  leaveMessage,
  leaveNamed,
  leaveTitle,
  leftMessage,
  messages,
} from '../utils/messages';

/**
 * Leave a business workspace, after a confirmation. Access ends with the next request; the
 * personal workspace becomes current when this one was (docs/adr/0035).
 */
export function LeaveWorkspaceButton({ workspaceId, name }: { workspaceId: string; name: string }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const [leave] = useMutation(LEAVE_WORKSPACE, { refetchQueries: [WORKSPACES] });

  const confirm = async () => {
    try {
      await leave({ variables: { input: { workspaceId } } });
      setConfirming(false);
      await session.refresh();
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.leftTitle),
        message: intl.formatMessage(leftMessage, { name }),
        timeout: 4000,
      });
    } catch (error) {
      setConfirming(false);
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.leaveFailedTitle),
        message:
          errorReason(error) === 'LAST_ADMIN'
            ? intl.formatMessage(leaveLastAdmin, { name })
            : intl.formatMessage(messages.leaveFailed),
        timeout: 8000,
      });
    }
  };

  return (
    <>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => setConfirming(true)}
        aria-label={intl.formatMessage(leaveNamed, { name })}
      >
        {intl.formatMessage(messages.leave)}
      </button>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(leaveTitle, { name })}
          message={intl.formatMessage(leaveMessage, { name })}
          confirmLabel={intl.formatMessage(messages.leaveConfirm)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
          danger
        />
      )}
    </>
  );
}
