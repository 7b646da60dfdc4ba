import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  CodeField,
  loginRefusal,
  Modal,
  postAuth,
  retryWait,
  type LoginRefusal,
  useSession,
} from '@portico/ui';
import { codeHint, messages, networkBlocked, waitHours, waitMinutes, waitSeconds } from '../utils/messages';
import { cancelReauthentication, completeReauthentication } from '../utils/reauth-store';

const REFUSAL_MESSAGES: Record<
  Exclude<LoginRefusal, 'totp-required' | 'code-required' | 'network-blocked'>,
  MessageDescriptor
> = {
  'totp-invalid': messages.wrongTotp,
  'code-invalid': messages.wrongCode,
  'too-many': messages.tooManyAttempts,
  credentials: messages.wrongCredentials,
  network: messages.networkError,
  server: messages.serverError,
};

/** Besides the password: the authenticator code, or a verification code while sign-ins are slowed down (ADR 0034). */
type Step = { kind: 'password' } | { kind: 'totp' } | { kind: 'code'; retryAfterSeconds?: number };

/** The login form of the re-authentication dialog (loaded only when a session has ended). */
export default function ReauthForm() {
  const intl = useIntl();
  const session = useSession();
  // Someone who was logged in on this page lost the session; a visitor never had one.
  const [expired] = useState(session.status === 'authenticated');
  const [email, setEmail] = useState(session.user?.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const formatWait = (retryAfterSeconds: number | undefined) => {
    const wait = retryWait(retryAfterSeconds);
    if ('seconds' in wait) return intl.formatMessage(waitSeconds, wait);
    if ('minutes' in wait) return intl.formatMessage(waitMinutes, wait);
    return intl.formatMessage(waitHours, wait);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await postAuth('login', {
      email,
      password,
      ...(step.kind === 'totp' ? { totpCode: code } : {}),
      ...(step.kind === 'code' && code ? { loginCode: code } : {}),
    });
    setBusy(false);
    if (result.ok) {
      await session.refresh();
      completeReauthentication();
      return;
    }
    const refusal = loginRefusal(result, step.kind === 'totp');
    if (refusal === 'totp-required') {
      setStep({ kind: 'totp' });
      return;
    }
    if (refusal === 'code-required') {
      setStep({ kind: 'code', retryAfterSeconds: result.retryAfterSeconds });
      return;
    }
    if (refusal === 'code-invalid') setCode('');
    setError(
      refusal === 'network-blocked'
        ? intl.formatMessage(networkBlocked, { wait: formatWait(result.retryAfterSeconds) })
        : intl.formatMessage(REFUSAL_MESSAGES[refusal]),
    );
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
        {step.kind !== 'password' && (
          <CodeField
            id="reauth-code"
            label={intl.formatMessage(step.kind === 'totp' ? messages.totp : messages.code)}
            value={code}
            onChange={setCode}
            hint={
              step.kind === 'code'
                ? intl.formatMessage(codeHint, { wait: formatWait(step.retryAfterSeconds) })
                : undefined
            }
            autoFocus
          />
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
