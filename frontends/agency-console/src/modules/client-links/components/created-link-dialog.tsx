import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { Modal, useAlerts } from '@portico/ui';
import { errorDetails } from '../../settings/utils/error-code';
import { SEND_CLIENT_LINK } from '../graphql/mutations/send-client-link';
import { tokenOf } from '../utils/link-form';
import { emailedTo, messages } from '../utils/messages';
import type { CreatedLink } from './create-link-form';

/** Why the e-mail was not sent, shown in the dialog where the URL can be copied instead. */
const SEND_REFUSAL: Record<string, MessageDescriptor> = {
  ADDRESS_UNDELIVERABLE: messages.sendUndeliverable,
  MAIL_BUDGET: messages.sendBudget,
  MAIL_UNAVAILABLE: messages.sendUnavailable,
};

/** Right after creation, the only moment the URL exists outside the client's e-mail: copy or send it. */
export function CreatedLinkDialog({ created, onClose }: { created: CreatedLink; onClose: () => void }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [emailed, setEmailed] = useState(created.emailed);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [send, { loading: sending }] = useMutation(SEND_CLIENT_LINK);
  const email = created.link.clientEmail;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.doneTitle),
        message: intl.formatMessage(messages.copied),
        timeout: 2000,
      });
    } catch {
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.failedTitle),
        message: intl.formatMessage(messages.copyFailed),
        timeout: 4000,
      });
    }
  };

  const sendByEmail = async () => {
    setRefusal(null);
    try {
      await send({ variables: { input: { id: created.link.id, token: tokenOf(created.url) } } });
      setEmailed(true);
    } catch (error) {
      const { reason } = errorDetails(error);
      if (reason && reason in SEND_REFUSAL) return setRefusal(SEND_REFUSAL[reason]);
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.failedTitle),
        message: intl.formatMessage(messages.failed),
        timeout: 6000,
      });
    }
  };

  return (
    <Modal title={intl.formatMessage(messages.createdTitle)} onDismiss={onClose}>
      <p>{intl.formatMessage(messages.createdOnce)}</p>
      <div className="ui-field">
        <label htmlFor="client-link-url">{intl.formatMessage(messages.urlLabel)}</label>
        <input
          id="client-link-url"
          className="ui-input"
          readOnly
          value={created.url}
          onFocus={(event) => event.target.select()}
        />
      </div>
      {emailed && <p role="status">{intl.formatMessage(emailedTo, { email })}</p>}
      {refusal && (
        <p className="ui-form-error" role="alert">
          {intl.formatMessage(refusal)}
        </p>
      )}
      <div className="ui-modal__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={copy}>
          {intl.formatMessage(messages.copy)}
        </button>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={sendByEmail}
          disabled={sending}
          aria-busy={sending}
        >
          {intl.formatMessage(sending ? messages.sending : messages.send)}
        </button>
        <button type="button" className="ui-button" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </button>
      </div>
    </Modal>
  );
}
