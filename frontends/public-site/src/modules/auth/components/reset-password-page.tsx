import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { postAuth } from '@portico/ui';
import { isPasswordValid } from '../utils/password-rules';
import { messages } from '../utils/messages';
import { PasswordField } from './password-field';

/** Reached from the link in the reset e-mail (/reset-password?token=…). */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!isPasswordValid(password)) return;
    setState('busy');
    const result = await postAuth('password-reset/confirm', { token, password });
    if (result.ok) {
      setState('done');
      return;
    }
    setState('idle');
    setError(
      intl.formatMessage(
        result.status === 0
          ? messages.networkError
          : result.status === 400 && result.error.field === 'password'
            ? messages.passwordRefused
            : result.status === 400
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
      {!token ? (
        <>
          <p className="ui-page__lead">{intl.formatMessage(messages.resetNoToken)}</p>
          <Link className="ui-button" to="/forgot-password">
            {intl.formatMessage(messages.resetAskAgain)}
          </Link>
        </>
      ) : state === 'done' ? (
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
