import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@portico/ui';
// This panel is its own chunk (loaded when a signature is asked), so the catalog stays off the first load.
import { filingMessage, isFilingMessageCode } from '@portico/shared-types/src/filing';
import { ApiError } from '../api/api-error';
import { useApiMutation } from '../api/use-api';
import { signSubmission, type ClientSubmissionAction } from '../graphql/queries/client-submission';
import { OwnCatalog, type OwnCatalogs } from '../components/own-catalog';
import { signMessages as m } from './sign-messages';

type Problems = { fgmc?: string; passport?: string; captcha?: string; form?: string };

const NO_REFETCH: never[] = [];

/**
 * CEAC's Sign and Submit page for the applicant on their client link (submit permission): the
 * certification, the FGM/C acknowledgement, the passport number again, the captcha, Sign and Submit.
 * Loaded only when the robot waits for the signature.
 */
function SignForm({
  submissionId,
  action,
  onSigned,
}: {
  submissionId: string;
  action: ClientSubmissionAction;
  onSigned: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const ids = { fgmc: useId(), passport: useId(), captcha: useId(), title: useId() };
  const [fgmc, setFgmc] = useState(false);
  const [passport, setPassport] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [signed, setSigned] = useState(false);
  const input = { fgmcCertified: fgmc, passportNumber: passport.trim(), captcha: captcha.trim() };
  const { mutate, loading } = useApiMutation(signSubmission(submissionId, input), NO_REFETCH);

  useEffect(() => {
    setCaptcha('');
    setSigned(false);
    document.getElementById(ids.title)?.focus();
  }, [action.askedAt, action.attempt, ids.title]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (!fgmc) next.fgmc = intl.formatMessage(m.signFgmcRequired);
    if (!input.passportNumber) next.passport = intl.formatMessage(m.signPassportRequired);
    if (!input.captcha) next.captcha = intl.formatMessage(m.captchaRequired);
    setProblems(next);
    if (Object.keys(next).length > 0) {
      document.getElementById(next.fgmc ? ids.fgmc : next.passport ? ids.passport : ids.captcha)?.focus();
      return;
    }
    try {
      await mutate();
      setSigned(true);
      onSigned();
    } catch (caught) {
      const refusal = ApiError.of(caught).errors[0];
      const code = refusal?.extensions?.code;
      const messageCode = refusal?.extensions?.messageCode;
      setProblems({
        form:
          refusal?.message && code && code !== 'INTERNAL_SERVER_ERROR'
            ? // The server's refusal in the client's language when it names its message (filing catalog).
              isFilingMessageCode(messageCode)
              ? filingMessage(messageCode, {}, locale)
              : refusal.message
            : intl.formatMessage(m.signFailed),
      });
    }
  };

  const formError = problems.form ?? (signed ? null : action.error);
  const field = (
    id: string,
    label: string,
    value: string,
    set: (value: string) => void,
    problem?: string,
  ) => (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ui-input"
        autoComplete="off"
        maxLength={20}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => set(event.target.value)}
      />
      {problem && (
        <p id={`${id}-error`} className="ui-error">
          {problem}
        </p>
      )}
    </div>
  );
  return (
    <div data-testid="intake-sign-panel">
      <h3 id={ids.title} tabIndex={-1}>
        {intl.formatMessage(m.signTitle)}
      </h3>
      <p>{intl.formatMessage(m.signLead)}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{intl.formatMessage(m.signCertification)}</p>
        <div className="ui-field">
          <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
            <input
              id={ids.fgmc}
              type="checkbox"
              checked={fgmc}
              aria-invalid={problems.fgmc ? true : undefined}
              aria-describedby={problems.fgmc ? `${ids.fgmc}-error` : undefined}
              onChange={(event) => setFgmc(event.target.checked)}
            />
            <span>{intl.formatMessage(m.signFgmc)}</span>
          </label>
          {problems.fgmc && (
            <p id={`${ids.fgmc}-error`} className="ui-error">
              {problems.fgmc}
            </p>
          )}
        </div>
        {field(ids.passport, intl.formatMessage(m.signPassport), passport, setPassport, problems.passport)}
        <img
          src={action.imageDataUrl}
          alt={intl.formatMessage(m.captchaImage)}
          style={{ display: 'block', maxWidth: '100%' }}
        />
        {field(ids.captcha, intl.formatMessage(m.captchaInput), captcha, setCaptcha, problems.captcha)}
        {formError && (
          <p className="ui-error" role="alert" data-testid="intake-sign-error">
            {formError}
          </p>
        )}
        <button type="submit" className="ui-button" disabled={loading || signed}>
          {intl.formatMessage(m.signSubmit)}
        </button>
        {signed && <p role="status">{intl.formatMessage(m.signSent)}</p>}
      </form>
    </div>
  );
}

// The panel's catalog, one small file per language, fetched with the panel (not on the first load).
const catalogs: OwnCatalogs = {
  en: () => import(/* webpackChunkName: "intake-sign-en" */ './i18n/en.json'),
  es: () => import(/* webpackChunkName: "intake-sign-es" */ './i18n/es.json'),
  ru: () => import(/* webpackChunkName: "intake-sign-ru" */ './i18n/ru.json'),
  cn: () => import(/* webpackChunkName: "intake-sign-cn" */ './i18n/cn.json'),
  vi: () => import(/* webpackChunkName: "intake-sign-vi" */ './i18n/vi.json'),
};

/** The signature panel in the page's language, once its catalog has arrived. */
export function SignPanel(props: {
  submissionId: string;
  action: ClientSubmissionAction;
  onSigned: () => void;
}) {
  return (
    <OwnCatalog catalogs={catalogs}>
      <SignForm {...props} />
    </OwnCatalog>
  );
}
