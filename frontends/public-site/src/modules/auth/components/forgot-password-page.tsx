import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { postAuth } from '@portico/ui';
import { EMAIL_PATTERN } from '../utils/password-rules';
import { forgotSent, messages } from '../utils/messages';

export function ForgotPasswordPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(intl.formatMessage(messages.emailInvalid));
      return;
    }
    setState('busy');
    const result = await postAuth('password-reset/request', { email: email.trim() });
    if (result.ok) {
      setState('sent');
      return;
    }
    setState('idle');
    setError(
      intl.formatMessage(
        result.status === 0
          ? messages.networkError
          : result.status === 429
            ? messages.tooManyAttempts
            : messages.serverError,
      ),
    );
  };

  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.forgotTitle)}
      </h1>
      {state === 'sent' ? (
        <>
          <p role="status" className="ui-page__lead">
            {intl.formatMessage(forgotSent, { email: email.trim() })}
          </p>
          <Link className="ui-button ui-button--secondary" to="/login">
            {intl.formatMessage(messages.backToLogin)}
          </Link>
        </>
      ) : (
        <>
          <p className="ui-page__lead">{intl.formatMessage(messages.forgotLead)}</p>
          <form className="ui-form" onSubmit={submit} noValidate>
            <div className="ui-field">
              <label htmlFor="forgot-email">{intl.formatMessage(messages.email)}</label>
              <input
                id="forgot-email"
                className="ui-input"
                type="email"
                autoComplete="email"
                value={email}
                aria-invalid={error !== null}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            {error && (
              <p className="ui-form-error" role="alert">
                {error}
              </p>
            )}
            <div>
              <button type="submit" className="ui-button" disabled={state === 'busy'}>
                {intl.formatMessage(messages.forgotSubmit)}
              </button>
            </div>
            <p>
              <Link to="/login">{intl.formatMessage(messages.backToLogin)}</Link>
            </p>
          </form>
        </>
      )}
    </article>
  );
}
