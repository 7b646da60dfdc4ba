import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CodeField,
  isLocale,
  loginRefusal,
  postAuth,
  type LoginRefusal,
  useLocale,
  useSession,
} from '@portico/ui';
import { formatWait } from '../utils/format-wait';
import { safeNextPath } from '../utils/password-rules';
import { loginCodeHint, messages, networkBlocked } from '../utils/messages';

const REFUSAL_MESSAGES: Record<
  Exclude<LoginRefusal, 'totp-required' | 'code-required' | 'network-blocked'>,
  MessageDescriptor
> = {
  'totp-invalid': messages.totpWrong,
  'code-invalid': messages.codeInvalid,
  'too-many': messages.tooManyAttempts,
  credentials: messages.wrongCredentials,
  network: messages.networkError,
  server: messages.serverError,
};

/**
 * What the form asks for besides the password: nothing, the authenticator code of an account with
 * two-step verification, or (while sign-ins to the account are slowed down after failed attempts)
 * a verification code: the authenticator's, or one e-mailed after the right password (ADR 0034).
 */
type Step = { kind: 'password' } | { kind: 'totp' } | { kind: 'code'; retryAfterSeconds?: number };

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const { setLocale } = useLocale();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(intl.formatMessage(messages.loginMissing));
      return;
    }
    setBusy(true);
    const result = await postAuth('login', {
      email: email.trim(),
      password,
      ...(step.kind === 'totp' ? { totpCode: code } : {}),
      ...(step.kind === 'code' && code ? { loginCode: code } : {}),
    });
    if (result.ok) {
      const viewer = await session.refresh();
      setBusy(false);
      // The interface follows the language chosen for the account.
      if (viewer?.user && isLocale(viewer.user.language)) setLocale(viewer.user.language);
      const next = safeNextPath(params.get('next'));
      navigate(
        viewer?.user && !viewer.user.activated
          ? next && next !== '/activate'
            ? `/activate?next=${encodeURIComponent(next)}`
            : '/activate'
          : (next ?? '/workspaces'),
      );
      return;
    }
    setBusy(false);
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
        ? intl.formatMessage(networkBlocked, { wait: formatWait(intl, result.retryAfterSeconds) })
        : intl.formatMessage(REFUSAL_MESSAGES[refusal]),
    );
  };

  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.loginTitle)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(messages.loginLead)}</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="login-email">{intl.formatMessage(messages.email)}</label>
          <input
            id="login-email"
            className="ui-input"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="ui-field">
          <label htmlFor="login-password">{intl.formatMessage(messages.password)}</label>
          <input
            id="login-password"
            className="ui-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {step.kind !== 'password' && (
          <CodeField
            id="login-code"
            label={intl.formatMessage(step.kind === 'totp' ? messages.totp : messages.loginCode)}
            value={code}
            onChange={setCode}
            hint={
              step.kind === 'totp'
                ? intl.formatMessage(messages.totpHint)
                : intl.formatMessage(loginCodeHint, { wait: formatWait(intl, step.retryAfterSeconds) })
            }
            autoFocus
          />
        )}
        {error && (
          <p className="ui-form-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="ui-button" disabled={busy}>
            {intl.formatMessage(messages.loginSubmit)}
          </button>
        </div>
        <p>
          <Link to="/forgot-password">{intl.formatMessage(messages.forgotLink)}</Link>
        </p>
        <p>
          {intl.formatMessage(messages.noAccount)}{' '}
          <Link
            to={
              safeNextPath(params.get('next'))
                ? `/signup?next=${encodeURIComponent(params.get('next')!)}`
                : '/signup'
            }
          >
            {intl.formatMessage(messages.signupLink)}
          </Link>
        </p>
      </form>
    </article>
  );
}
