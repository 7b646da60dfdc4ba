import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { Modal, useAlerts } from '@portico/ui';
import { SEND_CLIENT_LINK } from '../graphql/mutations/send-client-link';
import { tokenOf } from '../utils/link-form';
import { emailedTo, messages } from '../utils/messages';
import type { CreatedLink } from './create-link-form';

/** Right after creation, the only moment the URL exists outside the client's e-mail: copy or send it. */
export function CreatedLinkDialog({ created, onClose }: { created: CreatedLink; onClose: () => void }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [emailed, setEmailed] = useState(created.emailed);
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
    try {
      await send({ variables: { input: { id: created.link.id, token: tokenOf(created.url) } } });
      setEmailed(true);
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
