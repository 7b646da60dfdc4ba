import { useIntl } from 'react-intl';
import { checkPassword, PASSWORD_MIN_LENGTH } from '../utils/password-rules';
import { messages, ruleLength } from '../utils/messages';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  showErrors: boolean;
  /** The account's e-mail address: the password may not be the same. */
  email?: string;
  /** The server's refusal (e.g. a common password), shown under the rules. */
  serverError?: string | null;
}

/** A new password with its rules listed under it, each ticked as it is met. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  showErrors,
  email,
  serverError,
}: PasswordFieldProps) {
  const intl = useIntl();
  const check = checkPassword(value, email);
  const rules = [
    { met: check.length, text: intl.formatMessage(ruleLength, { min: PASSWORD_MIN_LENGTH }) },
    { met: check.notEmail, text: intl.formatMessage(messages.ruleNotEmail) },
  ];
  const invalid = (showErrors && rules.some((rule) => !rule.met)) || Boolean(serverError);
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ui-input"
        type="password"
        autoComplete="new-password"
        value={value}
        aria-invalid={invalid}
        aria-describedby={serverError ? `${id}-rules ${id}-error` : `${id}-rules`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="ui-hint">{intl.formatMessage(messages.ruleCommon)}</p>
      <ul id={`${id}-rules`} className="ui-hint ui-checklist">
        {rules.map((rule) => (
          <li key={rule.text} className={rule.met ? 'ui-checklist__met' : invalid ? 'ui-error' : undefined}>
            <span aria-hidden="true">{rule.met ? '✓ ' : '• '}</span>
            {rule.text}
            <span className="ui-visually-hidden">
              {' '}
              {intl.formatMessage(rule.met ? messages.ruleMet : messages.ruleNotMet)}
            </span>
          </li>
        ))}
      </ul>
      {serverError && (
        <p id={`${id}-error`} className="ui-error">
          {serverError}
        </p>
      )}
    </div>
  );
}
