import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { LiveView, type LiveViewState, type LiveViewTexts } from './live-view';

/** The texts around the live view while CEAC's sign page waits for the applicant. */
export interface LiveSigningTexts {
  title: string;
  /** What the robot did and what the applicant does now. */
  lead: string;
  boxesTitle: string;
  /** The FGM/C box's meaning, then the statement itself (in the reader's language). */
  fgmcBox: string;
  fgmcStatement: string;
  passportBox: string;
  captchaBox: string;
  signBox: string;
  /** The certification the signature makes. */
  certification: string;
  /** "CEAC ends this session in {time}…", with the time filled in. */
  countdown: (time: string) => string;
  help: string;
}

function left(deadline: string | null, now: number): string | null {
  if (!deadline) return null;
  const ms = Math.max(0, Date.parse(deadline) - now);
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The live view of a filing with what the applicant needs around it (docs/adr/0042): on a captcha
 * page they may answer, CEAC's refusal of the previous code; when CEAC's sign page waits for them,
 * what they are signing, what each part of CEAC's English page means, a
 * countdown to the hand-off's end and help. A broken connection (the worker stopped) says so and
 * asks `reopen` for a new ticket a few seconds later: the filing resumes on its own.
 */
export function LiveFilingView({
  path,
  texts,
  signing,
  reopen,
}: {
  path: string;
  texts: LiveViewTexts;
  signing: LiveSigningTexts;
  reopen: () => void;
}) {
  const [state, setState] = useState<LiveViewState>('connecting');
  const [deadline, setDeadline] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (state !== 'sign') return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [state]);
  useEffect(() => {
    if (state !== 'lost') return;
    const timer = window.setTimeout(reopen, 3000);
    return () => window.clearTimeout(timer);
  }, [state, reopen]);

  const time = left(deadline, now);
  return (
    <section className="ui-section" aria-labelledby="live-filing-title" data-testid="live-filing">
      <h2 id="live-filing-title">{signing.title}</h2>
      {state === 'sign' && (
        <div data-testid="live-signing-guide">
          <p>{signing.lead}</p>
          {time && (
            <p role="timer" data-testid="live-countdown">
              {signing.countdown(time)}
            </p>
          )}
        </div>
      )}
      {state === 'captcha' && refusal && (
        // CEAC's own words refusing the previous code (its page is in English).
        <p className="ui-error" lang="en" data-testid="live-captcha-refused">
          {refusal}
        </p>
      )}
      <LiveView
        path={path}
        texts={texts}
        onState={(next, detail) => {
          setState(next);
          setDeadline(detail.deadline);
          setRefusal(detail.error);
        }}
      />
      {state === 'sign' && (
        <div>
          <h3>{signing.boxesTitle}</h3>
          <ul>
            <li>
              {signing.fgmcBox} <q>{signing.fgmcStatement}</q>
            </li>
            <li>{signing.passportBox}</li>
            <li>{signing.captchaBox}</li>
            <li>
              {signing.signBox} <q>{signing.certification}</q>
            </li>
          </ul>
          <p className="ui-hint">{signing.help}</p>
        </div>
      )}
    </section>
  );
}

/**
 * Opens a filing's live view and shows it: `open` asks for a ticket (again when the view is lost),
 * nothing shows while it is asked for, and `failed` when none could be had. `open` must keep its
 * identity between renders (useCallback).
 */
export function OpenLiveFilingView({
  open,
  failed,
  texts,
  signing,
}: {
  open: () => Promise<string>;
  failed: ReactNode;
  texts: LiveViewTexts;
  signing: LiveSigningTexts;
}) {
  const [path, setPath] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    open().then(
      (next) => current && setPath(next),
      () => current && setError(true),
    );
    return () => {
      current = false;
    };
  }, [open, attempt]);
  const reopen = useCallback(() => setAttempt((n) => n + 1), []);
  if (error && !path) return <>{failed}</>;
  if (!path) return null;
  return <LiveFilingView key={path} path={path} reopen={reopen} texts={texts} signing={signing} />;
}
