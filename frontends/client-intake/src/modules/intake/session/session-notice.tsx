import { Modal } from '@portico/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { OwnCatalog, type OwnCatalogs } from '../components/own-catalog';
import { LINK_PROBLEM_MESSAGES } from '../components/link-problem';
import { exchangeClientLink } from '../utils/link-exchange';
import { sessionMessages as m } from './session-messages';
import { clientSession, type SessionState } from './session-watch';

// The notice's catalog, one small file per language, fetched when a notice is shown.
const catalogs: OwnCatalogs = {
  en: () => import(/* webpackChunkName: "intake-session-en" */ './i18n/en.json'),
  es: () => import(/* webpackChunkName: "intake-session-es" */ './i18n/es.json'),
  ru: () => import(/* webpackChunkName: "intake-session-ru" */ './i18n/ru.json'),
  cn: () => import(/* webpackChunkName: "intake-session-cn" */ './i18n/cn.json'),
  vi: () => import(/* webpackChunkName: "intake-session-vi" */ './i18n/vi.json'),
};

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of a client link pasted by the client: the whole link of this form
 * (`…/client-intake/{formId}#token=…`) or the token alone. Null for anything else.
 */
export function tokenFromLink(value: string, formId: string): string | null {
  const text = value.trim();
  if (TOKEN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const token = new URLSearchParams(url.hash.replace(/^#/, '')).get('token') ?? '';
  const path = url.pathname.replace(/\/+$/, '');
  return TOKEN.test(token) && path.endsWith(`/client-intake/${encodeURIComponent(formId)}`) ? token : null;
}

/** NIST SP 800-63B's prompt before the idle end: one button, which counts as activity. */
function IdleWarning() {
  const intl = useIntl();
  const messageId = useId();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const stay = async () => {
    setBusy(true);
    setFailed(!(await clientSession.stay().catch(() => false)));
    setBusy(false);
  };
  return (
    <Modal
      title={intl.formatMessage(m.warningTitle)}
      role="alertdialog"
      describedBy={messageId}
      onDismiss={busy ? undefined : () => void stay()}
    >
      <p id={messageId}>{intl.formatMessage(m.warningMessage)}</p>
      {failed && (
        <p className="ui-error" role="alert">
          {intl.formatMessage(m.stayFailed)}
        </p>
      )}
      <div className="ui-modal__actions">
        <button type="button" className="ui-button" onClick={() => void stay()} disabled={busy} autoFocus>
          {intl.formatMessage(m.stay)}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The session ended (ADR 0036): said plainly, with how to continue. Opening the link in another tab of
 * this browser continues this page by itself; a link opened elsewhere (a mail app's own browser) can
 * be pasted here. What the client types meanwhile stays on the page (in memory) and is saved then.
 */
function Ended({ formId, page }: { formId: string; page: boolean }) {
  const intl = useIntl();
  const ids = { title: useId(), input: useId(), error: useId() };
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = tokenFromLink(value, formId);
    if (!token) {
      setProblem(m.pasteWrong);
      document.getElementById(ids.input)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await exchangeClientLink(token, { again: true });
    if (result.kind === 'ok' && result.formId === formId) {
      setValue('');
      await clientSession.renewed();
    } else if (result.kind === 'ok') setProblem(m.pasteWrong);
    else if (result.kind === 'refused') setProblem(LINK_PROBLEM_MESSAGES[result.problem]);
    else setProblem(m.stayFailed);
    setBusy(false);
  };
  const Title = page ? 'h1' : 'p';
  return (
    <section
      className={page ? 'ui-page intake-page intake-session' : 'intake-session'}
      aria-labelledby={ids.title}
      data-testid="session-ended"
    >
      <Title
        id={ids.title}
        className={page ? 'ui-page__title' : 'intake-session__title'}
        tabIndex={page ? -1 : undefined}
      >
        {intl.formatMessage(m.endedTitle)}
      </Title>
      <p role="alert">{intl.formatMessage(m.endedMessage)}</p>
      {!page && <p>{intl.formatMessage(m.endedKept)}</p>}
      <p className="ui-hint">{intl.formatMessage(m.otherTab)}</p>
      <form className="intake-session__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="ui-field">
          <label htmlFor={ids.input}>{intl.formatMessage(m.pasteLabel)}</label>
          <input
            id={ids.input}
            className="ui-input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
          />
          {problem && (
            <p id={ids.error} className="ui-error" role="alert">
              {intl.formatMessage(problem)}
            </p>
          )}
        </div>
        <button type="submit" className="ui-button" disabled={busy} aria-busy={busy}>
          {intl.formatMessage(busy ? m.continuing : m.pasteSubmit)}
        </button>
      </form>
    </section>
  );
}

function Notice({ state, formId, page }: { state: SessionState; formId: string; page: boolean }) {
  const intl = useIntl();
  if (state.kind === 'ended') return <Ended formId={formId} page={page} />;
  if (state.kind !== 'warning') return null;
  if (state.end === 'IDLE') return <IdleWarning />;
  return (
    <p className="intake-session" role="status" data-testid="session-ending">
      {intl.formatMessage(m.endingMessage)}
    </p>
  );
}

/**
 * What the client sees of their session: the warning before the idle end, the note before the
 * 12-hour end, or the ended notice (`page`: the whole page, when nothing could be loaded).
 */
export function SessionNotice(props: { state: SessionState; formId: string; page?: boolean }) {
  return (
    <OwnCatalog catalogs={catalogs}>
      <Notice state={props.state} formId={props.formId} page={props.page ?? false} />
    </OwnCatalog>
  );
}
