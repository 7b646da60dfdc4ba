import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { messages } from '../utils/messages';
import { SIGN_SUBMISSION, type SubmissionAction } from '../utils/submissions-api';
import { useRefusalText } from '../hooks/use-filing-text';
import { CaptchaField } from './captcha-field';

type Problems = { fgmc?: string; passport?: string; captcha?: string; form?: string };

/**
 * CEAC's Sign and Submit page, for the applicant themself (22 CFR 41.103): the certification, the
 * FGM/C acknowledgement, the passport number typed again, the captcha, and Sign and Submit.
 */
export function SignaturePanel({ submissionId, action }: { submissionId: string; action: SubmissionAction }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const ids = {
    title: useId(),
    fgmc: useId(),
    passport: useId(),
    captcha: useId(),
    fgmcError: useId(),
    passportError: useId(),
    captchaError: useId(),
    text: useId(),
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const [fgmc, setFgmc] = useState(false);
  const [passport, setPassport] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [signed, setSigned] = useState(false);
  const [sign, { loading }] = useMutation(SIGN_SUBMISSION);

  // A new request (another attempt after a refusal) keeps what was typed but the captcha.
  useEffect(() => {
    setCaptcha('');
    setSigned(false);
    heading.current?.focus();
  }, [action.askedAt, action.attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (!fgmc) next.fgmc = intl.formatMessage(messages.signFgmcRequired);
    if (!passport.trim()) next.passport = intl.formatMessage(messages.signPassportRequired);
    if (!captcha.trim()) next.captcha = intl.formatMessage(messages.captchaRequired);
    setProblems(next);
    if (Object.keys(next).length > 0) {
      const first = next.fgmc ? ids.fgmc : next.passport ? ids.passport : ids.captcha;
      document.getElementById(first)?.focus();
      return;
    }
    try {
      await sign({
        variables: {
          submissionId,
          input: { fgmcCertified: fgmc, passportNumber: passport.trim(), captcha: captcha.trim() },
        },
      });
      setSigned(true);
    } catch (caught) {
      setProblems({ form: refusalText(caught, intl.formatMessage(messages.actionFailed)) });
    }
  };

  const formError = problems.form ?? (signed ? null : action.error);
  return (
    <section className="ui-section" aria-labelledby={ids.title} data-testid="signature-panel">
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.signTitle)}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p id={ids.text} data-testid="certification">
          {intl.formatMessage(messages.signCertification)}
        </p>
        <div className="ui-field">
          <label style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'flex-start' }}>
            <input
              id={ids.fgmc}
              type="checkbox"
              checked={fgmc}
              aria-invalid={problems.fgmc ? true : undefined}
              aria-describedby={problems.fgmc ? ids.fgmcError : undefined}
              onChange={(event) => setFgmc(event.target.checked)}
            />
            <span>{intl.formatMessage(messages.signFgmc)}</span>
          </label>
          {problems.fgmc && (
            <p id={ids.fgmcError} className="ui-error">
              {problems.fgmc}
            </p>
          )}
        </div>
        <div className="ui-field">
          <label htmlFor={ids.passport}>{intl.formatMessage(messages.signPassport)}</label>
          <input
            id={ids.passport}
            className="ui-input"
            autoComplete="off"
            maxLength={20}
            value={passport}
            aria-invalid={problems.passport ? true : undefined}
            aria-describedby={problems.passport ? ids.passportError : undefined}
            onChange={(event) => setPassport(event.target.value)}
          />
          {problems.passport && (
            <p id={ids.passportError} className="ui-error">
              {problems.passport}
            </p>
          )}
        </div>
        <CaptchaField
          action={action}
          id={ids.captcha}
          errorId={ids.captchaError}
          value={captcha}
          error={problems.captcha ?? null}
          onChange={setCaptcha}
        />
        {formError && (
          <p className="ui-form-error" role="alert" data-testid="sign-error">
            {formError}
          </p>
        )}
        <button type="submit" className="ui-button" disabled={loading || signed}>
          {intl.formatMessage(messages.signSubmit)}
        </button>
        {signed && (
          <p role="status" data-testid="sign-sent">
            {intl.formatMessage(messages.signSent)}
          </p>
        )}
      </form>
    </section>
  );
}
