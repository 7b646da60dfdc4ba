import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LANGUAGES, isLocale, postAuth, useLocale, useSession } from '@portico/ui';
import { EMAIL_PATTERN, isPasswordValid, safeNextPath } from '../utils/password-rules';
import { messages } from '../utils/messages';
import { PasswordField } from './password-field';

export function SignupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  // The account's language (its interface and e-mails) is the site's language when the form is
  // sent: chosen here or in the header's switcher, it is one choice.
  const { locale, setLocale } = useLocale();
  // Where the person was going (a cart, say): kept through activation.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordRefused, setPasswordRefused] = useState<string | null>(null);
  /** The mail server refused the address: nothing was stored (ADR 0034). */
  const [emailRefused, setEmailRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInvalid = submitted && !EMAIL_PATTERN.test(email.trim());
  const emailError = emailInvalid ? intl.formatMessage(messages.emailInvalid) : emailRefused;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    setPasswordRefused(null);
    setEmailRefused(null);
    if (!EMAIL_PATTERN.test(email.trim()) || !isPasswordValid(password, email)) return;
    setBusy(true);
    const result = await postAuth('signup', { email: email.trim(), password, language: locale });
    setBusy(false);
    if (result.ok) {
      await session.refresh();
      navigate(next ? `/activate?next=${encodeURIComponent(next)}` : '/activate');
      return;
    }
    if (result.status === 400 && result.error.field === 'password') {
      setPasswordRefused(intl.formatMessage(messages.passwordRefused));
      return;
    }
    if (result.error.reason === 'ADDRESS_UNDELIVERABLE') {
      setEmailRefused(intl.formatMessage(messages.emailUndeliverable));
      return;
    }
    setError(
      intl.formatMessage(
        result.status === 0
          ? messages.networkError
          : result.error.reason === 'MAIL_UNAVAILABLE'
            ? messages.mailUnavailable
            : result.error.reason === 'SIGNUP_LIMIT'
              ? messages.signupLimit
              : result.status === 429
                ? messages.tooManyAttempts
                : result.status === 400
                  ? messages.signupInvalid
                  : messages.serverError,
      ),
    );
  };

  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.signupTitle)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(messages.signupLead)}</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="signup-email">{intl.formatMessage(messages.email)}</label>
          <input
            id="signup-email"
            className="ui-input"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={emailError !== null}
            aria-describedby={emailError !== null ? 'signup-email-error' : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailRefused(null);
            }}
          />
          {emailError !== null && (
            <p id="signup-email-error" className="ui-error">
              {emailError}
            </p>
          )}
        </div>
        <PasswordField
          id="signup-password"
          label={intl.formatMessage(messages.password)}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordRefused(null);
          }}
          showErrors={submitted}
          email={email}
          serverError={passwordRefused}
        />
        <div className="ui-field">
          <label htmlFor="signup-language">{intl.formatMessage(messages.language)}</label>
          <select
            id="signup-language"
            className="ui-select"
            value={locale}
            onChange={(event) => {
              if (isLocale(event.target.value)) setLocale(event.target.value);
            }}
          >
            {LANGUAGES.map((option) => (
              <option
                key={option.code}
                value={option.code}
                lang={option.code === 'cn' ? 'zh-CN' : option.code}
              >
                {option.name}
              </option>
            ))}
          </select>
          <p className="ui-hint">{intl.formatMessage(messages.languageHint)}</p>
        </div>
        {error && (
          <p className="ui-form-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="ui-button" disabled={busy}>
            {intl.formatMessage(messages.signupSubmit)}
          </button>
        </div>
        <p>
          {intl.formatMessage(messages.haveAccount)}{' '}
          <Link to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>
            {intl.formatMessage(messages.loginLink)}
          </Link>
        </p>
      </form>
    </article>
  );
}
