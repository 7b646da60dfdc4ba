import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { CodeField, useAlerts } from '@portico/ui';
import { BEGIN_TOTP_ENROLLMENT } from '../graphql/mutations/begin-totp-enrollment';
import { CONFIRM_TOTP_ENROLLMENT } from '../graphql/mutations/confirm-totp-enrollment';
import { DISABLE_TOTP } from '../graphql/mutations/disable-totp';
import { useAccountAlerts } from '../hooks/use-account-alerts';
import { apiError } from '../utils/api-error';
import { messages } from '../utils/messages';
import { QrCodeImage } from './qr-code-image';

interface Enrollment {
  secret: string;
  otpauthUri: string;
}

/** Optional TOTP: set up (QR code, or key and link to copy, then a code to prove it works), or turn off with the password. */
export function TwoStepVerification({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const notices = useAccountAlerts();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [begin, { loading: beginning }] = useMutation(BEGIN_TOTP_ENROLLMENT);
  const [confirm, { loading: confirming }] = useMutation(CONFIRM_TOTP_ENROLLMENT);
  const [disable, { loading: disabling }] = useMutation(DISABLE_TOTP);

  const start = async () => {
    try {
      const result = await begin();
      setEnrollment(result.data?.beginTotpEnrollment ?? null);
      setCode('');
      setCodeError(null);
    } catch {
      notices.failed();
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.copiedTitle),
        message: intl.formatMessage(messages.copied),
        timeout: 2000,
      });
    } catch {
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.copyFailedTitle),
        message: intl.formatMessage(messages.copyFailed),
        timeout: 4000,
      });
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(intl.formatMessage(messages.codeFormat));
      return;
    }
    try {
      await confirm({ variables: { input: { code } } });
      setEnrollment(null);
      notices.saved(intl.formatMessage(messages.totpEnabled));
      onChanged();
    } catch (error) {
      if (apiError(error).field === 'code') setCodeError(intl.formatMessage(messages.totpCodeWrong));
      else notices.failed();
    }
  };

  const submitDisable = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(intl.formatMessage(messages.currentPasswordMissing));
      return;
    }
    try {
      await disable({ variables: { input: { password } } });
      setPassword('');
      notices.saved(intl.formatMessage(messages.totpDisabled));
      onChanged();
    } catch (error) {
      if (apiError(error).field === 'password') setPasswordError(intl.formatMessage(messages.passwordWrong));
      else notices.failed();
    }
  };

  return (
    <section className="ui-section" aria-labelledby="account-totp-title">
      <h2 id="account-totp-title">{intl.formatMessage(messages.totpTitle)}</h2>
      <p>
        <span className="ui-badge" data-testid="totp-status">
          {intl.formatMessage(enabled ? messages.totpOn : messages.totpOff)}
        </span>
      </p>
      {enabled && (
        <form className="ui-form" onSubmit={submitDisable} noValidate>
          <div className="ui-field">
            <label htmlFor="totp-disable-password">{intl.formatMessage(messages.totpDisablePassword)}</label>
            <input
              id="totp-disable-password"
              className="ui-input"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={Boolean(passwordError)}
              aria-describedby={passwordError ? 'totp-disable-password-error' : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError(null);
              }}
            />
            {passwordError && (
              <p id="totp-disable-password-error" className="ui-error">
                {passwordError}
              </p>
            )}
          </div>
          <div>
            <button type="submit" className="ui-button ui-button--danger" disabled={disabling}>
              {intl.formatMessage(messages.totpDisable)}
            </button>
          </div>
        </form>
      )}
      {!enabled && !enrollment && (
        <button type="button" className="ui-button" onClick={() => void start()} disabled={beginning}>
          {intl.formatMessage(messages.totpStart)}
        </button>
      )}
      {!enabled && enrollment && (
        <form className="ui-form" onSubmit={submitCode} noValidate>
          <p>{intl.formatMessage(messages.totpScan)}</p>
          <QrCodeImage text={enrollment.otpauthUri} label={intl.formatMessage(messages.totpQr)} />
          <dl>
            <dt>{intl.formatMessage(messages.totpSecret)}</dt>
            <dd>
              <code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
                {enrollment.secret}
              </code>{' '}
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => void copy(enrollment.secret)}
              >
                {intl.formatMessage(messages.copySecret)}
              </button>
            </dd>
            <dt>{intl.formatMessage(messages.totpUri)}</dt>
            <dd>
              <a href={enrollment.otpauthUri} data-testid="totp-uri" style={{ wordBreak: 'break-all' }}>
                {enrollment.otpauthUri}
              </a>{' '}
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => void copy(enrollment.otpauthUri)}
              >
                {intl.formatMessage(messages.copyUri)}
              </button>
            </dd>
          </dl>
          <CodeField
            id="totp-code"
            label={intl.formatMessage(messages.totpCode)}
            value={code}
            onChange={(digits) => {
              setCode(digits);
              setCodeError(null);
            }}
            error={codeError}
          />
          <div className="ui-actions">
            <button type="submit" className="ui-button" disabled={confirming}>
              {intl.formatMessage(messages.totpConfirm)}
            </button>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => setEnrollment(null)}
            >
              {intl.formatMessage(messages.totpCancel)}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
