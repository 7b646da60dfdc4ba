import { useId, useState } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
}

/** Asks before a consequential action; the safe answer (cancel) has the focus first. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={title} role="alertdialog" describedBy={messageId} onDismiss={busy ? undefined : onCancel}>
      <p id={messageId}>{message}</p>
      <div className="ui-modal__actions">
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={onCancel}
          disabled={busy}
          autoFocus
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'ui-button ui-button--danger' : 'ui-button'}
          onClick={confirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
