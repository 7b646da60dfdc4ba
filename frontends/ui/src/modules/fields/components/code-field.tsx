import type { ReactNode } from 'react';

/** Digits a one-time code may have: activation, sign-in, e-mail change and authenticator codes. */
export const CODE_LENGTH = 6;

export interface CodeFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  /** Called with the digits typed or pasted, at most CODE_LENGTH ("12 34-56" gives "123456"). */
  onChange: (digits: string) => void;
  /** Help under the box (where the code was sent, when another can be asked for). */
  hint?: ReactNode;
  /** The message of a refused code; marks the box invalid and is read with it. */
  error?: ReactNode;
  /** Marks the box invalid when the refusal is shown elsewhere (the form's own error line). */
  invalid?: boolean;
  autoFocus?: boolean;
}

/**
 * A six-digit one-time code: a numeric keypad on phones, the code offered from an SMS or e-mail by
 * the browser (`autocomplete="one-time-code"`), spaces and dashes of a pasted code dropped, and the
 * hint and error read with the box (aria-describedby).
 */
export function CodeField({ id, label, value, onChange, hint, error, invalid, autoFocus }: CodeFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ui-input ui-input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${CODE_LENGTH}}`}
        maxLength={CODE_LENGTH}
        value={value}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        onPaste={(event) => {
          const digits = event.clipboardData.getData('text').replace(/\D/g, '');
          if (digits.length === 0) return;
          event.preventDefault();
          onChange(digits.slice(0, CODE_LENGTH));
        }}
        autoFocus={autoFocus}
      />
      {hint && (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-error">
          {error}
        </p>
      )}
    </div>
  );
}
