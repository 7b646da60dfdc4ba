import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { attemptOf, messages } from '../utils/messages';
import type { SubmissionAction } from '../utils/submissions-api';

interface CaptchaFieldProps {
  action: SubmissionAction;
  id: string;
  errorId: string;
  value: string;
  error: string | null;
  /** The error is announced as it appears (the captcha prompt); the signature panel has its own alert. */
  announceError?: boolean;
  onChange(value: string): void;
}

/** CEAC's captcha picture, the attempt it is, and the text box for its code, with its error. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { action, id, errorId, value, error, announceError = false, onChange },
  ref,
) {
  const intl = useIntl();
  return (
    <>
      <img
        src={action.imageDataUrl}
        alt={intl.formatMessage(messages.captchaImage)}
        style={{ display: 'block', maxWidth: '100%', marginBottom: 'var(--space-2)' }}
      />
      {action.attempt > 1 && (
        <p className="ui-hint">{intl.formatMessage(attemptOf, { attempt: action.attempt })}</p>
      )}
      <div className="ui-field">
        <label htmlFor={id}>{intl.formatMessage(messages.captchaInput)}</label>
        <input
          id={id}
          ref={ref}
          className="ui-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {error && (
          <p id={errorId} className="ui-error" role={announceError ? 'alert' : undefined}>
            {error}
          </p>
        )}
      </div>
    </>
  );
});
