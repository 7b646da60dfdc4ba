import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isLocale, loginRefusal, postAuth, useLocale, useSession, type LoginRefusal } from '@portico/ui';
import { safeNextPath } from '../utils/password-rules';
import { messages } from '../utils/messages';

const REFUSAL_MESSAGES: Record<Exclude<LoginRefusal, 'totp-required'>, MessageDescriptor> = {
  'totp-invalid': messages.totpWrong,
  'account-locked': messages.accountLocked,
  'network-blocked': messages.networkBlocked,
  'too-many': messages.tooManyAttempts,
  credentials: messages.wrongCredentials,
  network: messages.networkError,
  server: messages.serverError,
};

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const { setLocale } = useLocale();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
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
      ...(needsTotp ? { totpCode } : {}),
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
    const refusal = loginRefusal(result, needsTotp);
    if (refusal === 'totp-required') {
      setNeedsTotp(true);
      return;
    }
    setError(intl.formatMessage(REFUSAL_MESSAGES[refusal]));
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
        {needsTotp && (
          <div className="ui-field">
            <label htmlFor="login-totp">{intl.formatMessage(messages.totp)}</label>
            <input
              id="login-totp"
              className="ui-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={totpCode}
              aria-describedby="login-totp-hint"
              onChange={(event) => setTotpCode(event.target.value.replace(/\D/g, ''))}
              autoFocus
            />
            <p id="login-totp-hint" className="ui-hint">
              {intl.formatMessage(messages.totpHint)}
            </p>
          </div>
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
