import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { ConfirmDialog, useAlerts } from '@portico/ui';
import { ARCHIVE_FORM, FORMS, FORM_OVERVIEW, UNARCHIVE_FORM, type FormStatus } from '../utils/forms-api';
import {
  actionFor,
  archiveConfirm,
  archiveMessage,
  archivedMessage,
  messages,
  unarchivedMessage,
} from '../utils/messages';

interface ArchiveFormButtonProps {
  form: { id: string; name: string; status: FormStatus };
  /** Names the form in the button's accessible name (list rows). */
  named?: boolean;
}

/** Archive (after a confirmation) or unarchive one form; the lists and the overview refetch. */
export function ArchiveFormButton({ form, named = false }: ArchiveFormButtonProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [confirming, setConfirming] = useState(false);
  const options = { refetchQueries: [FORMS, FORM_OVERVIEW], awaitRefetchQueries: true };
  const [archive] = useMutation(ARCHIVE_FORM, options);
  const [unarchive, { loading: unarchiving }] = useMutation(UNARCHIVE_FORM, options);
  const archived = form.status === 'ARCHIVED';
  const action = intl.formatMessage(archived ? messages.unarchive : messages.archive);

  const failed = () =>
    alerts.push({
      type: 'error',
      title: intl.formatMessage(messages.actionFailedTitle),
      message: intl.formatMessage(messages.actionFailed),
      timeout: 6000,
    });

  const confirmArchive = async () => {
    try {
      await archive({ variables: { input: { id: form.id } } });
      setConfirming(false);
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.archivedTitle),
        message: intl.formatMessage(archivedMessage, { name: form.name }),
        timeout: 3000,
      });
    } catch {
      setConfirming(false);
      failed();
    }
  };

  const doUnarchive = async () => {
    try {
      await unarchive({ variables: { input: { id: form.id } } });
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.unarchivedTitle),
        message: intl.formatMessage(unarchivedMessage, { name: form.name }),
        timeout: 3000,
      });
    } catch {
      failed();
    }
  };

  return (
    <>
      <button
        type="button"
        className={archived ? 'ui-button ui-button--secondary' : 'ui-button ui-button--danger'}
        disabled={unarchiving}
        onClick={() => (archived ? void doUnarchive() : setConfirming(true))}
        aria-label={named ? intl.formatMessage(actionFor, { action, name: form.name }) : undefined}
      >
        {action}
      </button>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(archiveConfirm, { name: form.name })}
          message={intl.formatMessage(archiveMessage, { name: form.name })}
          confirmLabel={intl.formatMessage(messages.archiveConfirmButton)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirmArchive}
          onCancel={() => setConfirming(false)}
          danger
        />
      )}
    </>
  );
}
