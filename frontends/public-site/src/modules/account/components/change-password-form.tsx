import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { PasswordField } from '../../auth/components/password-field';
import { isPasswordValid } from '../../auth/utils/password-rules';
import { CHANGE_PASSWORD } from '../graphql/mutations/change-password';
import { useAccountAlerts } from '../hooks/use-account-alerts';
import { apiError } from '../utils/api-error';
import { messages } from '../utils/messages';

/** Re-authentication with the current password, then the new one under signup's rules. */
export function ChangePasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const notices = useAccountAlerts();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [changePassword, { loading }] = useMutation(CHANGE_PASSWORD);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefused(null);
    setCurrentError(current ? null : intl.formatMessage(messages.currentPasswordMissing));
    if (!current || !isPasswordValid(next, email)) return;
    try {
      await changePassword({ variables: { input: { currentPassword: current, newPassword: next } } });
      setCurrent('');
      setNext('');
      setSubmitted(false);
      notices.saved(intl.formatMessage(messages.passwordChanged));
    } catch (error) {
      const { field } = apiError(error);
      if (field === 'currentPassword') setCurrentError(intl.formatMessage(messages.currentPasswordWrong));
      else if (field === 'password') setRefused(intl.formatMessage(messages.passwordRefused));
      else notices.failed();
    }
  };

  return (
    <section className="ui-section" aria-labelledby="account-password-title">
      <h2 id="account-password-title">{intl.formatMessage(messages.passwordTitle)}</h2>
      <form className="ui-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="password-current">{intl.formatMessage(messages.currentPassword)}</label>
          <input
            id="password-current"
            className="ui-input"
            type="password"
            autoComplete="current-password"
            value={current}
            aria-invalid={Boolean(currentError)}
            aria-describedby={currentError ? 'password-current-error' : undefined}
            onChange={(event) => {
              setCurrent(event.target.value);
              setCurrentError(null);
            }}
          />
          {currentError && (
            <p id="password-current-error" className="ui-error">
              {currentError}
            </p>
          )}
        </div>
        <PasswordField
          id="password-new"
          label={intl.formatMessage(messages.newPassword)}
          value={next}
          onChange={(value) => {
            setNext(value);
            setRefused(null);
          }}
          showErrors={submitted}
          email={email}
          serverError={refused}
        />
        <div>
          <button type="submit" className="ui-button" disabled={loading}>
            {intl.formatMessage(messages.passwordSubmit)}
          </button>
        </div>
      </form>
    </section>
  );
}
