import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { CodeField, useSession } from '@portico/ui';
import { EMAIL_PATTERN } from '../../auth/utils/password-rules';
import { CONFIRM_EMAIL_CHANGE } from '../graphql/mutations/confirm-email-change';
import { REQUEST_EMAIL_CHANGE } from '../graphql/mutations/request-email-change';
import { useAccountAlerts } from '../hooks/use-account-alerts';
import { apiError, type ApiError } from '../utils/api-error';
import { currentEmail, emailCodeSent, emailCodeWrongLeft, messages, waitSeconds } from '../utils/messages';

/**
 * Step 1: the current password and the new address, which gets a code. Step 2: the code; only then
 * does the address change (and the previous address is told).
 */
export function ChangeEmailForm({ email }: { email: string }) {
  const intl = useIntl();
  const session = useSession();
  const notices = useAccountAlerts();
  const [password, setPassword] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [request, { loading: requesting }] = useMutation(REQUEST_EMAIL_CHANGE);
  const [confirm, { loading: confirming }] = useMutation(CONFIRM_EMAIL_CHANGE);

  const limitMessage = (details: ApiError) =>
    details.reason === 'RESEND_COOLDOWN'
      ? intl.formatMessage(waitSeconds, { seconds: details.retryAfterSeconds ?? 60 })
      : details.reason === 'CODE_HOURLY_LIMIT'
        ? intl.formatMessage(messages.tooManyCodes)
        : null;

  const sendCode = async () => {
    try {
      const result = await request({
        variables: { input: { currentPassword: password, newEmail: newEmail.trim() } },
      });
      setPending(result.data?.requestEmailChange.pendingEmail ?? newEmail.trim());
      setCode('');
      setCodeError(null);
      return true;
    } catch (error) {
      const details = apiError(error);
      const limited = limitMessage(details);
      if (details.field === 'currentPassword') {
        setPending(null);
        setPasswordError(intl.formatMessage(messages.currentPasswordWrong));
      } else if (limited) {
        if (pending) setCodeError(limited);
        else setEmailError(limited);
      } else if (details.reason === 'ADDRESS_UNDELIVERABLE' || details.reason === 'MAIL_UNAVAILABLE') {
        const message = intl.formatMessage(
          details.reason === 'ADDRESS_UNDELIVERABLE' ? messages.emailUndeliverable : messages.mailUnavailable,
        );
        setPending(null);
        setEmailError(message);
      } else if (details.field === 'email') setEmailError(intl.formatMessage(messages.emailInvalid));
      else if (details.field === 'newEmail') setEmailError(intl.formatMessage(messages.emailUnchanged));
      else notices.failed();
      return false;
    }
  };

  const submitRequest = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = !EMAIL_PATTERN.test(newEmail.trim())
      ? intl.formatMessage(messages.emailInvalid)
      : newEmail.trim().toLowerCase() === email.toLowerCase()
        ? intl.formatMessage(messages.emailUnchanged)
        : null;
    setEmailError(emailProblem);
    setPasswordError(password ? null : intl.formatMessage(messages.currentPasswordMissing));
    if (emailProblem || !password) return;
    await sendCode();
  };

  const reset = () => {
    setPending(null);
    setPassword('');
    setCode('');
    setCodeError(null);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(intl.formatMessage(messages.codeFormat));
      return;
    }
    try {
      await confirm({ variables: { input: { code } } });
      reset();
      setNewEmail('');
      notices.saved(intl.formatMessage(messages.emailChanged));
      await session.refresh();
    } catch (error) {
      const details = apiError(error);
      if (details.reason === 'CODE_LOCKED') setCodeError(intl.formatMessage(messages.emailCodeLocked));
      else if (details.attemptsLeft !== undefined)
        setCodeError(intl.formatMessage(emailCodeWrongLeft, { left: details.attemptsLeft }));
      else if (details.reason === 'CODE_EXPIRED') setCodeError(intl.formatMessage(messages.emailCodeExpired));
      else if (details.reason === 'NOT_STARTED') reset();
      else notices.failed();
    }
  };

  return (
    <section className="ui-section" aria-labelledby="account-email-title">
      <h2 id="account-email-title">{intl.formatMessage(messages.emailTitle)}</h2>
      <p>{intl.formatMessage(currentEmail, { email })}</p>
      {pending === null ? (
        <form className="ui-form" onSubmit={submitRequest} noValidate>
          <div className="ui-field">
            <label htmlFor="email-new">{intl.formatMessage(messages.newEmail)}</label>
            <input
              id="email-new"
              className="ui-input"
              type="email"
              autoComplete="email"
              value={newEmail}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? 'email-new-hint email-new-error' : 'email-new-hint'}
              onChange={(event) => {
                setNewEmail(event.target.value);
                setEmailError(null);
              }}
            />
            <p id="email-new-hint" className="ui-hint">
              {intl.formatMessage(messages.emailHint)}
            </p>
            {emailError && (
              <p id="email-new-error" className="ui-error">
                {emailError}
              </p>
            )}
          </div>
          <div className="ui-field">
            <label htmlFor="email-password">{intl.formatMessage(messages.currentPassword)}</label>
            <input
              id="email-password"
              className="ui-input"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={Boolean(passwordError)}
              aria-describedby={passwordError ? 'email-password-error' : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError(null);
              }}
            />
            {passwordError && (
              <p id="email-password-error" className="ui-error">
                {passwordError}
              </p>
            )}
          </div>
          <div>
            <button type="submit" className="ui-button" disabled={requesting}>
              {intl.formatMessage(messages.emailSubmit)}
            </button>
          </div>
        </form>
      ) : (
        <form className="ui-form" onSubmit={submitCode} noValidate>
          <p role="status">{intl.formatMessage(emailCodeSent, { email: pending })}</p>
          <CodeField
            id="email-code"
            label={intl.formatMessage(messages.emailCode)}
            value={code}
            onChange={(digits) => {
              setCode(digits);
              setCodeError(null);
            }}
            error={codeError}
          />
          <div className="ui-actions">
            <button type="submit" className="ui-button" disabled={confirming}>
              {intl.formatMessage(messages.emailConfirm)}
            </button>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              disabled={requesting}
              onClick={() => void sendCode()}
            >
              {intl.formatMessage(messages.emailResend)}
            </button>
            <button type="button" className="ui-button ui-button--secondary" onClick={reset}>
              {intl.formatMessage(messages.emailCancel)}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
