import { useIntl } from 'react-intl';
import { checkPassword, PASSWORD_MIN_LENGTH } from '../utils/password-rules';
import { messages, ruleLength } from '../utils/messages';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  showErrors: boolean;
}

/** A new password with its rules listed under it, each ticked as it is met. */
export function PasswordField({ id, label, value, onChange, showErrors }: PasswordFieldProps) {
  const intl = useIntl();
  const check = checkPassword(value);
  const rules = [
    { met: check.length, text: intl.formatMessage(ruleLength, { min: PASSWORD_MIN_LENGTH }) },
    { met: check.letter, text: intl.formatMessage(messages.ruleLetter) },
    { met: check.digit, text: intl.formatMessage(messages.ruleDigit) },
  ];
  const invalid = showErrors && rules.some((rule) => !rule.met);
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
        aria-describedby={`${id}-rules`}
        onChange={(event) => onChange(event.target.value)}
      />
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
    </div>
  );
}
