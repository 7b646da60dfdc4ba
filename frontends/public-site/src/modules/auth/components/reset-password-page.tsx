import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { postAuth } from '@portico/ui';
import { isPasswordValid } from '../utils/password-rules';
import { messages } from '../utils/messages';
import { PasswordField } from './password-field';

/** Reached from the reset e-mail (?token=…), or by typing the e-mailed code. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const linkToken = params.get('token') ?? '';
  const [token, setToken] = useState(linkToken);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!token.trim()) {
      setError(intl.formatMessage(messages.resetTokenMissing));
      return;
    }
    if (!isPasswordValid(password)) return;
    setState('busy');
    const result = await postAuth('password-reset/confirm', { token: token.trim(), password });
    if (result.ok) {
      setState('done');
      return;
    }
    setState('idle');
    setError(
      intl.formatMessage(
        result.status === 0
          ? messages.networkError
          : result.status === 400 || result.status === 404 || result.status === 410
            ? messages.resetInvalid
            : result.status === 429
              ? messages.tooManyAttempts
              : messages.serverError,
      ),
    );
  };

  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.resetTitle)}
      </h1>
      {state === 'done' ? (
        <>
          <p role="status" className="ui-page__lead">
            {intl.formatMessage(messages.resetDone)}
          </p>
          <Link className="ui-button" to="/login">
            {intl.formatMessage(messages.loginLink)}
          </Link>
        </>
      ) : (
        <>
          <p className="ui-page__lead">{intl.formatMessage(messages.resetLead)}</p>
          <form className="ui-form" onSubmit={submit} noValidate>
            {!linkToken && (
              <div className="ui-field">
                <label htmlFor="reset-code">{intl.formatMessage(messages.resetCode)}</label>
                <input
                  id="reset-code"
                  className="ui-input"
                  autoComplete="one-time-code"
                  value={token}
                  onChange={(event) => setToken(event.target.value)}
                />
              </div>
            )}
            <PasswordField
              id="reset-password"
              label={intl.formatMessage(messages.newPassword)}
              value={password}
              onChange={setPassword}
              showErrors={submitted}
            />
            {error && (
              <p className="ui-form-error" role="alert">
                {error}
              </p>
            )}
            <div>
              <button type="submit" className="ui-button" disabled={state === 'busy'}>
                {intl.formatMessage(messages.resetSubmit)}
              </button>
            </div>
          </form>
        </>
      )}
    </article>
  );
}
