import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CodeField, postAuth, useAlerts, useSession } from '@portico/ui';
import { useCountdown } from '../hooks/use-countdown';
import { safeNextPath } from '../utils/password-rules';
import { formatWait } from '../utils/format-wait';
import { activateSentTo, messages, networkBlocked, resendIn, resent, wrongCodeLeft } from '../utils/messages';

/** Seconds between two activation e-mails unless the server says otherwise. */
export const RESEND_COOL_DOWN_SECONDS = 60;

export function ActivatePage() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCountdown();
  const next = safeNextPath(useSearchParams()[0].get('next'));

  const header = (
    <>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.activateTitle)}
      </h1>
    </>
  );
  if (session.status === 'loading')
    return (
      <article className="ui-page">
        {header}
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      </article>
    );
  if (session.status === 'anonymous')
    return (
      <article className="ui-page">
        {header}
        <p className="ui-page__lead">{intl.formatMessage(messages.activateLoggedOut)}</p>
        <Link className="ui-button" to="/login?next=/activate">
          {intl.formatMessage(messages.loginLink)}
        </Link>
      </article>
    );
  if (session.user?.activated)
    return (
      <article className="ui-page">
        {header}
        <p className="ui-page__lead">{intl.formatMessage(messages.alreadyActive)}</p>
        <Link className="ui-button" to="/workspaces">
          {intl.formatMessage(messages.toWorkspaces)}
        </Link>
      </article>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setInfo(null);
    if (!/^\d{6}$/.test(code)) {
      setError(intl.formatMessage(messages.codeFormat));
      return;
    }
    setBusy(true);
    const result = await postAuth('activate', { code });
    setBusy(false);
    if (result.ok) {
      await session.refresh();
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.activatedTitle),
        message: intl.formatMessage(messages.activatedMessage),
        timeout: 4000,
      });
      navigate(next ?? '/workspaces');
      return;
    }
    setCode('');
    const left = Number(result.error.attemptsLeft);
    setError(
      result.status === 0
        ? intl.formatMessage(messages.networkError)
        : result.error.reason === 'IP_BLOCKED'
          ? intl.formatMessage(networkBlocked, { wait: formatWait(intl, result.retryAfterSeconds) })
          : result.status === 429
            ? intl.formatMessage(messages.codeLocked)
            : Number.isFinite(left) && left > 0
              ? intl.formatMessage(wrongCodeLeft, { left })
              : result.status === 400 && result.error.attemptsLeft === undefined
                ? intl.formatMessage(messages.codeExpired)
                : intl.formatMessage(messages.codeWrong),
    );
  };

  const resend = async () => {
    setError(null);
    setInfo(null);
    const result = await postAuth('resend-activation');
    if (result.ok) {
      setInfo(intl.formatMessage(resent, { email: session.user?.email ?? '' }));
      cooldown.start(result.retryAfterSeconds ?? RESEND_COOL_DOWN_SECONDS);
    } else if (result.status === 429) {
      cooldown.start(result.retryAfterSeconds ?? RESEND_COOL_DOWN_SECONDS);
    } else {
      setError(
        intl.formatMessage(
          result.status === 0
            ? messages.networkError
            : result.error.reason === 'ADDRESS_UNDELIVERABLE'
              ? messages.emailUndeliverable
              : result.error.reason === 'MAIL_UNAVAILABLE'
                ? messages.mailUnavailable
                : messages.serverError,
        ),
      );
    }
  };

  const logout = async () => {
    await session.logout();
    navigate('/');
  };

  return (
    <article className="ui-page">
      {header}
      <p className="ui-page__lead">
        {intl.formatMessage(activateSentTo, { email: session.user?.email ?? '' })}
      </p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <CodeField
          id="activation-code"
          label={intl.formatMessage(messages.code)}
          value={code}
          onChange={setCode}
          hint={intl.formatMessage(messages.codeHint)}
          invalid={error !== null}
        />
        <p className="ui-hint">
          {intl.formatMessage(messages.existingAccount)}{' '}
          <Link to="/login">{intl.formatMessage(messages.loginLink)}</Link>
          {' · '}
          <Link to="/forgot-password">{intl.formatMessage(messages.forgotLink)}</Link>
        </p>
        {error && (
          <p className="ui-form-error" role="alert">
            {error}
          </p>
        )}
        {info && <p role="status">{info}</p>}
        <div className="ui-actions">
          <button type="submit" className="ui-button" disabled={busy}>
            {intl.formatMessage(messages.activateSubmit)}
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={resend}
            disabled={cooldown.secondsLeft > 0}
          >
            {cooldown.secondsLeft > 0
              ? intl.formatMessage(resendIn, { seconds: cooldown.secondsLeft })
              : intl.formatMessage(messages.resend)}
          </button>
          <button type="button" className="ui-button ui-button--secondary" onClick={logout}>
            {intl.formatMessage(messages.logout)}
          </button>
        </div>
      </form>
    </article>
  );
}
