import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Modal, loginRefusal, postAuth, useSession, type LoginRefusal } from '@portico/ui';
import { messages } from '../utils/messages';
import { cancelReauthentication, completeReauthentication } from '../utils/reauth-store';

const REFUSAL_MESSAGES: Record<Exclude<LoginRefusal, 'totp-required'>, MessageDescriptor> = {
  'totp-invalid': messages.wrongTotp,
  'account-locked': messages.accountLocked,
  'network-blocked': messages.networkBlocked,
  'too-many': messages.tooManyAttempts,
  credentials: messages.wrongCredentials,
  network: messages.networkError,
  server: messages.serverError,
};

/** The login form of the re-authentication dialog (loaded only when a session has ended). */
export default function ReauthForm() {
  const intl = useIntl();
  const session = useSession();
  // Someone who was logged in on this page lost the session; a visitor never had one.
  const [expired] = useState(session.status === 'authenticated');
  const [email, setEmail] = useState(session.user?.email ?? '');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await postAuth('login', { email, password, ...(needsTotp ? { totpCode } : {}) });
    setBusy(false);
    if (result.ok) {
      await session.refresh();
      completeReauthentication();
      return;
    }
    const refusal = loginRefusal(result, needsTotp);
    if (refusal === 'totp-required') {
      setNeedsTotp(true);
      return;
    }
    setError(intl.formatMessage(REFUSAL_MESSAGES[refusal]));
  };

  return (
    <Modal title={intl.formatMessage(expired ? messages.reauthTitle : messages.loginTitle)}>
      <p>{intl.formatMessage(expired ? messages.reauthLead : messages.loginLead)}</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="reauth-email">{intl.formatMessage(messages.email)}</label>
          <input
            id="reauth-email"
            className="ui-input"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
        </div>
        <div className="ui-field">
          <label htmlFor="reauth-password">{intl.formatMessage(messages.password)}</label>
          <input
            id="reauth-password"
            className="ui-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
            required
          />
        </div>
        {needsTotp && (
          <div className="ui-field">
            <label htmlFor="reauth-totp">{intl.formatMessage(messages.totp)}</label>
            <input
              id="reauth-totp"
              className="ui-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={totpCode}
              onChange={(event) => setTotpCode(event.target.value.replace(/\D/g, ''))}
              autoFocus
            />
          </div>
        )}
        {error && (
          <p className="ui-form-error" role="alert">
            {error}
          </p>
        )}
        <div className="ui-modal__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={cancelReauthentication}>
            {intl.formatMessage(messages.cancel)}
          </button>
          <button type="submit" className="ui-button" disabled={busy}>
            {intl.formatMessage(messages.reauthSubmit)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
