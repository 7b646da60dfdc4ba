// The CEAC simulator's HTTP application: start page (location + captcha), security question,
// retrieval, the application pages in order, the idle time-out, and test hooks (ADR 0018).
import { randomBytes, randomInt } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { escapeHtml, postName } from './ceac-names';
import type { Session } from './session';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, field, layout, timerSettings } from './html';
import { captchaMatches, captchaPng, newCaptchaCode } from './captcha';
import { AdjustableClock } from './clock';
import {
  SAVE_ONLY_REVEALS,
  dropHidden,
  withSavedTriggers,
  itemCounts,
  viewState,
  type ItemCounts,
  readPost,
  renderPage,
  buildFacts,
  validatePage,
  type FieldError,
} from './form-page';
import {
  PRM_SCRIPT,
  PRM_SCRIPT_PATH,
  asyncTarget,
  encodeDelta,
  initializeCall,
  isAsyncPostback,
  pageRecords,
  parsePostbackMode,
  type DeltaRecord,
  type PostbackMode,
} from './async-postback';
import { faultMiddleware, faultsFromEnv, parseFaults, type Faults } from './faults';
import { driftFacts, driftPages, driftPosts } from './drift';
import { FILING_IDS, FILING_PATHS, registerFiling, resumePath } from './filing';
import { FILE_IDS, prefilledCopy, registerApplicationFiles, savePanel } from './application-file';
import { ALL_PAGES, applicablePages, type CeacPage } from './pages';
import type { Facts } from './reveal';
import {
  InMemoryApplicationStore,
  type ApplicationRecord,
  type ApplicationStore,
  type PageValues,
} from './store';

export { IDLE_TIMEOUT_MS, IDLE_WARNING_MS };
/** Unsubmitted applications can be retrieved for 30 days (ds160-facts §2.8). */
export const RETENTION_MS = 30 * 24 * 60 * 60_000;
const SESSION_COOKIE = 'ASP.NET_SessionId';
const P = 'ctl00_SiteContentPlaceHolder_';
const LOC = `${P}ucLocation_`;
const ID = {
  location: `${LOC}ddlLocation`,
  captchaImage:
    'c_default_ctl00_sitecontentplaceholder_uclocation_identifycaptcha1_defaultcaptcha_CaptchaImage',
  captchaReload:
    'c_default_ctl00_sitecontentplaceholder_uclocation_identifycaptcha1_defaultcaptcha_ReloadLink',
  captchaCode: `${LOC}IdentifyCaptcha1_txtCodeTextBox`,
  start: `${P}lnkNew`,
  retrieve: `${P}lnkRetrieve`,
  privacy: `${P}chkbxPrivacyAct`,
  question: `${P}ddlQuestions`,
  answer: `${P}txtAnswer`,
  continue: `${P}btnContinue`,
  recoveryId: `${P}ApplicationRecovery1_tbxApplicationID`,
  recoveryIdSubmit: `${P}ApplicationRecovery1_btnBarcodeSubmit`,
  recoverySurname: `${P}ApplicationRecovery1_txbSurname`,
  recoveryYear: `${P}ApplicationRecovery1_txbDOBYear`,
  recoveryAnswer: `${P}ApplicationRecovery1_txbAnswer`,
  recoveryRetrieve: `${P}ApplicationRecovery1_btnRetrieve`,
  recoverySubmitted: `${P}ApplicationRecovery1_pnlSubmittedApp`,
  recoveryConfirmation: `${P}ApplicationRecovery1_lnkConfirmation`,
  back: `${P}UpdateButton1`,
  save: `${P}UpdateButton2`,
  next: `${P}UpdateButton3`,
  summary: `${P}FormView1_ValidationSummary`,
};

/** Security questions: values 1-20; only value 3's text is verified (ds160-facts §2.10). */
const SECURITY_QUESTIONS = Array.from({ length: 20 }, (_, i) =>
  i === 2
    ? "What is your maternal grandmother's maiden name?"
    : `Security question ${i + 1} (text not verified)`,
);

export interface CeacSimOptions {
  testHooks?: boolean;
  store?: ApplicationStore;
  clock?: AdjustableClock;
  /**
   * Primary Occupation reveals its questions only after Save, as on CEAC (off by default: a robot
   * must then Save after choosing; env CEAC_SIM_SAVE_ONLY_REVEAL=1).
   */
  saveOnlyReveal?: boolean;
  /** Source of randomness for the errorRate fault (tests may fix it). */
  random?: () => number;
  /**
   * How postbacks inside UpdatePanels travel: 'async' (CEAC's partial postbacks, the default) or
   * 'full' (every postback reloads the page). Env CEAC_SIM_POSTBACKS; the test hook
   * POST /__test/postbacks changes it for the running instance.
   */
  postbacks?: PostbackMode;
  /**
   * CEAC rules this instance relaxes, for clients written before issue 17 (none by default):
   * 'hidden-questions' asks everyone the questions CEAC shows only to some (Security and Background
   * Part 4/5, the ESTA question); 'padded-days' offers zero-padded day values where CEAC's are not
   * (Travel, previous visits); 'student-contacts' accepts one additional contact for F1/J1/M1.
   * Env CEAC_SIM_LENIENT (comma list, or `all`); the test hook POST /__test/mode changes it.
   */
  lenient?: readonly Leniency[];
  /**
   * Fault switches the instance starts with (and returns to on DELETE /__test/faults and reset):
   * env CEAC_SIM_FAULTS, a JSON object as POST /__test/faults takes (none by default).
   */
  faults?: Faults;
  /** A session idle this long ends (default 20 minutes; env CEAC_SIM_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number;
  /** The page's idle alert comes after this long (default 15 minutes; env CEAC_SIM_IDLE_WARNING_MS). */
  idleWarningMs?: number;
}

function durationFrom(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1000)
    throw new Error(`${name} must be a whole number of milliseconds, at least 1000`);
  return ms;
}

export const LENIENCIES = ['hidden-questions', 'padded-days', 'student-contacts', 'any-tab'] as const;
export type Leniency = (typeof LENIENCIES)[number];

export function parseLeniency(raw: unknown): Leniency[] | undefined {
  if (raw === undefined || raw === null || raw === '') return [];
  const items = Array.isArray(raw) ? raw : String(raw).split(',');
  const out: Leniency[] = [];
  for (const item of items.map((i) => String(i).trim()).filter(Boolean)) {
    if (item === 'all') return [...LENIENCIES];
    if (!(LENIENCIES as readonly string[]).includes(item)) return undefined;
    out.push(item as Leniency);
  }
  return out;
}

/** Pages outside the application that any tab may open (the start page, retrieval, time-out). */
const TAB_FREE =
  /^\/GenNIV\/?(Default\.aspx|Logout\.aspx|common\/Recovery\.aspx|Common\/UploadApplication\.aspx)?$/i;

function tabBound(path: string): boolean {
  return path.startsWith('/GenNIV/') && !TAB_FREE.test(path);
}

/**
 * The tab rule's page script: the tab that started (or retrieved) the application keeps its key in
 * sessionStorage, which belongs to one tab; a page opened in any other tab does not find it there
 * and goes to the start page. Clients without scripts are not bound to a tab.
 */
function tabScript(key: string, bind: boolean): string {
  return bind
    ? `<script>try{sessionStorage.setItem('ceac.tab','${key}');}catch(e){}</script>`
    : `<script>(function(){var k=null;try{k=sessionStorage.getItem('ceac.tab');}catch(e){}if(k!=='${key}'){needToConfirm=false;location.replace('/GenNIV/Default.aspx');}})();</script>`;
}

/** A new application (or a retrieved one) binds the session to the tab its next page opens in. */
function bindTab(s: Session): void {
  s.tabKey = randomBytes(9).toString('base64url');
  s.tabPending = true;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function newApplicationId(): string {
  let id = 'AA';
  for (let i = 0; i < 8; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** What the test hooks show of an application (the shared contract of issue 7). */
export function recordView(rec: ApplicationRecord) {
  return {
    applicationId: rec.applicationId,
    location: rec.location,
    createdAt: new Date(rec.createdAt).toISOString(),
    securityQuestion: rec.securityQuestion ?? null,
    securityAnswer: rec.securityAnswer ?? null,
    /** Saved values per page node, keyed by element id. */
    pages: Object.fromEntries(Object.entries(rec.pages).map(([node, page]) => [node, page.values])),
    /** When each page was last saved and whether Next accepted it. */
    pageStates: Object.fromEntries(
      Object.entries(rec.pages).map(([node, page]) => [
        node,
        { savedAt: new Date(page.savedAt).toISOString(), completed: page.completed },
      ]),
    ),
    events: rec.events.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
    photo: rec.photo ?? null,
    photoChoice: rec.photoChoice ?? null,
    reviewed: rec.reviewed ?? [],
    fgmcCertified: rec.fgmcCertified ?? false,
    preparer: rec.preparer ?? null,
    signed: rec.signed ?? false,
    submittedAt: rec.submittedAt ? new Date(rec.submittedAt).toISOString() : null,
    confirmationNumber: rec.confirmationNumber ?? null,
    submitCount: rec.submitCount ?? 0,
    signPostback: rec.signPostback ?? null,
    emails: rec.emails ?? [],
  };
}

export function createCeacSim(options: CeacSimOptions = {}) {
  const store = options.store ?? new InMemoryApplicationStore();
  const clock = options.clock ?? new AdjustableClock();
  const testHooks = options.testHooks ?? process.env.CEAC_SIM_TEST_HOOKS === '1';
  const saveOnlyReveal = options.saveOnlyReveal ?? process.env.CEAC_SIM_SAVE_ONLY_REVEAL === '1';
  const saveOnlyKeys = (page: CeacPage): ReadonlySet<string> =>
    new Set(saveOnlyReveal ? (SAVE_ONLY_REVEALS[page.node] ?? []) : []);
  const configuredMode: PostbackMode =
    options.postbacks ?? parsePostbackMode(process.env.CEAC_SIM_POSTBACKS) ?? 'async';
  let postbackMode = configuredMode;
  const configuredLenient: ReadonlySet<string> = new Set(
    options.lenient ?? parseLeniency(process.env.CEAC_SIM_LENIENT) ?? [],
  );
  let lenient = configuredLenient;
  const idleTimeoutMs =
    options.idleTimeoutMs ??
    durationFrom('CEAC_SIM_IDLE_TIMEOUT_MS', process.env.CEAC_SIM_IDLE_TIMEOUT_MS, IDLE_TIMEOUT_MS);
  const idleWarningMs =
    options.idleWarningMs ??
    durationFrom('CEAC_SIM_IDLE_WARNING_MS', process.env.CEAC_SIM_IDLE_WARNING_MS, IDLE_WARNING_MS);
  const sessions = new Map<string, Session>();
  /** The most recently issued captcha code, on any page of any session (test hook). */
  let lastCaptcha: string | null = null;
  function issueCaptcha(s: Session): void {
    s.captcha = newCaptchaCode();
    lastCaptcha = s.captcha;
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use(express.json());
  const configuredFaults: Faults = options.faults ?? faultsFromEnv(process.env.CEAC_SIM_FAULTS);
  let faults: Faults = { ...configuredFaults };
  app.use(faultMiddleware(() => faults, options.random));
  /** The pages as served now: CEAC's, or drifted by the fault switches (src/drift.ts). */
  let drifted = { from: faults, pages: driftPages(ALL_PAGES, faults) };
  function pageSet(): readonly CeacPage[] {
    if (drifted.from !== faults) drifted = { from: faults, pages: driftPages(ALL_PAGES, faults) };
    return drifted.pages;
  }
  const findPage = (node: string) => pageSet().find((p) => p.node === node);

  // Every HTML page: the instance's session times in its timer, and the tab its session is bound
  // to (ds160-facts §2.1: a deep link opened in another tab bounces to Default.aspx).
  app.use((req, res, next) => {
    const send = res.send.bind(res);
    res.send = ((payload?: unknown) => {
      if (typeof payload !== 'string' || !String(res.get('Content-Type') ?? '').includes('html'))
        return send(payload);
      let html = payload.replace(
        timerSettings(IDLE_TIMEOUT_MS, IDLE_WARNING_MS),
        timerSettings(idleTimeoutMs, idleWarningMs),
      );
      const s = cookieSession(req);
      if (s?.tabKey && res.statusCode === 200 && tabBound(req.path) && !lenient.has('any-tab')) {
        html = html.replace('</head>', `${tabScript(s.tabKey, Boolean(s.tabPending))}</head>`);
        s.tabPending = false;
      }
      return send(html);
    }) as typeof res.send;
    next();
  });

  app.get('/livez', (_req, res) => {
    res.json({ status: 'ok' });
  });

  function cookieId(req: Request): string | undefined {
    return /(?:^|;\s*)ASP\.NET_SessionId=([A-Za-z0-9_-]+)/.exec(req.headers.cookie ?? '')?.[1];
  }

  function cookieSession(req: Request): Session | undefined {
    const id = cookieId(req);
    return id ? sessions.get(id) : undefined;
  }

  /** A redirect: 303 for a page request; a `pageRedirect` delta for a partial postback. */
  function go(req: Request, res: Response, url: string): void {
    if (isAsyncPostback(req)) sendDelta(res, [{ type: 'pageRedirect', id: '', content: url }]);
    else res.redirect(303, url);
  }

  function sendDelta(res: Response, records: DeltaRecord[]): void {
    res.setHeader('Cache-Control', 'private');
    res.type('text/plain; charset=utf-8').send(encodeDelta(records));
  }

  /** The live session (idle ones end here), or a new one when `create`. */
  function session(req: Request, res: Response, create: boolean): Session | undefined {
    const found = cookieSession(req);
    if (found && clock.now() - found.lastSeen > idleTimeoutMs) sessions.delete(found.id);
    else if (found) {
      found.lastSeen = clock.now();
      return found;
    }
    if (!create) return undefined;
    const fresh: Session = {
      id: randomBytes(18).toString('base64url'),
      lastSeen: clock.now(),
      captcha: '',
    };
    issueCaptcha(fresh);
    sessions.set(fresh.id, fresh);
    res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${fresh.id}; Path=/; HttpOnly; SameSite=Lax`);
    return fresh;
  }

  function record(s: Session): ApplicationRecord | undefined {
    return s.applicationId ? store.get(s.applicationId) : undefined;
  }

  /** What the reveals and page rules read: the saved pages, and the page being posted. */
  function allAnswers(
    rec: ApplicationRecord,
    override?: { page: CeacPage; values: PageValues; counts?: ItemCounts },
  ): Facts {
    const pages = Object.keys(rec.pages)
      .map(findPage)
      .filter((p): p is CeacPage => Boolean(p) && p!.node !== override?.page.node)
      .map((page) => ({ page, values: rec.pages[page.node].values }));
    if (override) pages.push(override);
    return driftFacts(buildFacts(pages, lenient), pageSet(), faults);
  }

  /** The furthest page this application may open: the first one not completed. */
  function frontier(rec: ApplicationRecord): CeacPage {
    const pages = applicablePages(allAnswers(rec));
    return pages.find((p) => !rec.pages[p.node]?.completed) ?? pages[pages.length - 1];
  }

  // ---- Start page -------------------------------------------------------------------------
  function startPage(s: Session, message?: string): string {
    const posts = driftPosts(faults)
      .map(
        (o) =>
          `<option value="${escapeHtml(o.code)}"${o.code === s.location ? ' selected="selected"' : ''}>${escapeHtml(o.label)}</option>`,
      )
      .join('');
    return layout(
      'Nonimmigrant Visa - Instructions Page',
      `<h1>Getting Started</h1>
<p>Write down your Application ID. Save often: the system times out after 20 minutes of inactivity.</p>
${message ? `<div id="${ID.summary}" class="error-message">${escapeHtml(message)}</div>` : ''}
<label for="${ID.location}">Select a location where you will be applying for this visa</label>
<select id="${ID.location}" name="${postName(ID.location)}" onchange="__doPostBack('${postName(ID.location)}','')"><option value="">- Select One -</option>${posts}</select>
<img id="${ID.captchaImage}" class="LBD_CaptchaImage" src="/GenNIV/BotDetectCaptcha.ashx?get=image&amp;t=${randomBytes(6).toString('hex')}" alt="Retype the CAPTCHA code from the image" />
<a id="${ID.captchaReload}" href="/GenNIV/BotDetectCaptcha.ashx?get=reload">Reload</a>
<label for="${ID.captchaCode}">Enter the code as shown</label>
<input type="text" id="${ID.captchaCode}" name="${postName(ID.captchaCode)}" maxlength="10" />
<a id="${ID.start}" href="javascript:__doPostBack('${postName(ID.start)}','')">START AN APPLICATION</a>
<a id="${ID.retrieve}" href="javascript:__doPostBack('${postName(ID.retrieve)}','')">RETRIEVE AN APPLICATION</a>
<a id="${FILE_IDS.uploadLink}" href="javascript:__doPostBack('${postName(FILE_IDS.uploadLink)}','')">UPLOAD AN APPLICATION</a>`,
    );
  }

  // ---- The F5 challenge frame (fault f5Challenge; ds160-facts §2.1) --------------------------
  const CHALLENGE = '/TSPD/clntcap';

  /** Whether the challenge stands in front of the start page for this session (and was sent). */
  function challenged(s: Session, res: Response): boolean {
    if (!faults.f5Challenge || s.challengePassed) return false;
    if (!s.challenge) issueChallenge(s);
    res
      .type('html')
      .send(
        `<!DOCTYPE html><html><head><meta charset="utf-8" /><title></title></head><body><iframe id="clntcap_frame" name="clntcap_frame" src="${CHALLENGE}?f=${randomBytes(6).toString('hex')}" width="420" height="260" frameborder="0"></iframe></body></html>`,
      );
    return true;
  }

  function issueChallenge(s: Session): void {
    s.challenge = newCaptchaCode();
    lastCaptcha = s.challenge;
  }

  function challengeFrame(message = ''): string {
    return `<!DOCTYPE html><html><head><meta charset="utf-8" /><title></title></head><body>
<form method="post" action="${CHALLENGE}">
<p>Please type the characters you see in the image to continue.</p>${message ? `<p id="clntcap_msg">${escapeHtml(message)}</p>` : ''}
<img id="clntcap_img" src="${CHALLENGE}/image?t=${randomBytes(6).toString('hex')}" alt="challenge image" />
<input type="text" id="ans" name="ans" autocomplete="off" />
<input type="submit" id="jar" name="jar" value="Submit" />
</form></body></html>`;
  }

  app.get(CHALLENGE, (req, res) => {
    const s = session(req, res, true)!;
    if (!s.challenge) issueChallenge(s);
    res.type('html').send(challengeFrame());
  });

  app.get(`${CHALLENGE}/image`, (req, res) => {
    const s = session(req, res, true)!;
    if (!s.challenge) issueChallenge(s);
    res.setHeader('Cache-Control', 'no-store');
    res.type('png').send(captchaPng(s.challenge!));
  });

  app.post(CHALLENGE, (req, res) => {
    const s = session(req, res, true)!;
    const typed = String((req.body as Record<string, unknown>).ans ?? '');
    const expected = s.challenge ?? '';
    if (!expected || !captchaMatches(expected, typed)) {
      issueChallenge(s); // one attempt per image
      return void res.type('html').send(challengeFrame('The characters did not match. Please try again.'));
    }
    s.challengePassed = true;
    s.challenge = undefined;
    res
      .type('html')
      .send(
        `<!DOCTYPE html><html><head><title></title><script>top.location.replace('/GenNIV/Default.aspx');</script></head><body><a id="clntcap_continue" href="/GenNIV/Default.aspx" target="_top">Continue</a></body></html>`,
      );
  });

  app.get(['/GenNIV', '/GenNIV/', '/GenNIV/Default.aspx'], (req, res) => {
    const s = session(req, res, true)!;
    if (challenged(s, res)) return;
    res.type('html').send(startPage(s));
  });

  app.get('/GenNIV/BotDetectCaptcha.ashx', (req, res) => {
    const s = session(req, res, true)!;
    if (req.query.get === 'reload') {
      issueCaptcha(s);
      res.redirect(303, '/GenNIV/Default.aspx');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('png').send(captchaPng(s.captcha));
  });

  app.post('/GenNIV/Default.aspx', (req, res) => {
    const s = session(req, res, true)!;
    if (challenged(s, res)) return;
    const body = req.body as Record<string, unknown>;
    const target = String(body.__EVENTTARGET ?? '');
    const location = field(body, ID.location);
    s.location = driftPosts(faults).some((o) => o.code === location) ? location : undefined;
    if (target === postName(ID.location)) {
      res.type('html').send(startPage(s));
      return;
    }
    if (
      target !== postName(ID.start) &&
      target !== postName(ID.retrieve) &&
      target !== postName(FILE_IDS.uploadLink)
    ) {
      res.type('html').send(startPage(s));
      return;
    }
    if (!s.location) {
      res.status(200).type('html').send(startPage(s, 'Location has not been selected.'));
      return;
    }
    const typed = field(body, ID.captchaCode);
    const expected = s.captcha;
    issueCaptcha(s); // one attempt per image
    if (!captchaMatches(expected, typed)) {
      res.type('html').send(startPage(s, 'The code entered does not match the code displayed on the page.'));
      return;
    }
    if (target === postName(ID.retrieve)) {
      res.redirect(303, '/GenNIV/common/Recovery.aspx');
      return;
    }
    if (target === postName(FILE_IDS.uploadLink)) {
      s.uploadAllowed = true;
      res.redirect(303, '/GenNIV/Common/UploadApplication.aspx');
      return;
    }
    let applicationId = newApplicationId();
    while (store.get(applicationId)) applicationId = newApplicationId();
    store.create({ applicationId, location: s.location, createdAt: clock.now(), pages: {}, events: [] });
    s.applicationId = applicationId;
    bindTab(s);
    res.redirect(303, '/GenNIV/Common/ConfirmApplicationID.aspx?node=SecureQuestion');
  });

  // ---- Security question -------------------------------------------------------------------
  function securityPage(
    rec: ApplicationRecord,
    agreed: boolean,
    values: { q?: string; a?: string },
    errors: string[],
  ): string {
    const questions = SECURITY_QUESTIONS.map(
      (q, i) =>
        `<option value="${i + 1}"${String(i + 1) === values.q ? ' selected="selected"' : ''}>${escapeHtml(q)}</option>`,
    ).join('');
    const off = agreed ? '' : ' disabled="disabled"';
    return layout(
      'Nonimmigrant Visa - Confirm Application ID',
      `<h1>Application ID</h1>
${errors.length ? `<div id="${ID.summary}" class="error-message"><span>Please correct all areas in error</span><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>` : ''}
<span id="${P}lblBarcode">${escapeHtml(rec.applicationId)}</span>
<span id="${P}lblDate">${new Date(rec.createdAt).toISOString().slice(0, 10)}</span>
<input type="checkbox" id="${ID.privacy}" name="${postName(ID.privacy)}"${agreed ? ' checked="checked"' : ''} onclick="__doPostBack('${postName(ID.privacy)}','')" /><label for="${ID.privacy}">I AGREE</label>
<select id="${ID.question}" name="${postName(ID.question)}"${off}><option value="">- Select One -</option>${questions}</select>
<input type="text" id="${ID.answer}" name="${postName(ID.answer)}" maxlength="50" value="${escapeHtml(values.a ?? '')}"${off} />
<input type="submit" id="${ID.continue}" name="${postName(ID.continue)}" value="Continue"${off} />`,
      rec.applicationId,
    );
  }

  function requireApplication(
    req: Request,
    res: Response,
  ): { s: Session; rec: ApplicationRecord } | undefined {
    const s = session(req, res, false);
    const rec = s && record(s);
    if (!s || !rec) {
      // CEAC bounces a request without a live session to the start page (or the time-out page).
      go(req, res, cookieId(req) && !cookieSession(req) ? '/GenNIV/Logout.aspx' : '/GenNIV/Default.aspx');
      return undefined;
    }
    return { s, rec };
  }

  app.get('/GenNIV/Common/ConfirmApplicationID.aspx', (req, res) => {
    const ctx = requireApplication(req, res);
    if (!ctx) return;
    res.type('html').send(securityPage(ctx.rec, false, {}, []));
  });

  app.post('/GenNIV/Common/ConfirmApplicationID.aspx', (req, res) => {
    const ctx = requireApplication(req, res);
    if (!ctx) return;
    const body = req.body as Record<string, unknown>;
    const agreed = field(body, ID.privacy) !== '';
    const values = { q: field(body, ID.question), a: field(body, ID.answer) };
    if (body[postName(ID.continue)] === undefined) {
      res.type('html').send(securityPage(ctx.rec, agreed, values, []));
      return;
    }
    const errors: string[] = [];
    if (!agreed) errors.push('You must agree to the Privacy Act statement to continue.');
    if (!/^([1-9]|1[0-9]|20)$/.test(values.q)) errors.push('Security Question has not been selected.');
    if (!values.a.trim()) errors.push('Answer has not been completed.');
    if (errors.length) {
      res.type('html').send(securityPage(ctx.rec, agreed, values, errors));
      return;
    }
    store.update(ctx.rec.applicationId, (r) => {
      r.securityQuestion = values.q;
      r.securityAnswer = values.a;
    });
    res.redirect(303, applicablePages(allAnswers(ctx.rec))[0].path);
  });

  // ---- Retrieval -----------------------------------------------------------------------------
  function recoveryPage(s: Session, message?: string): string {
    const second = s.recoveryId
      ? `<label for="${ID.recoverySurname}">Surname (first 5 letters)</label><input type="text" id="${ID.recoverySurname}" name="${postName(ID.recoverySurname)}" maxlength="5" />
<label for="${ID.recoveryYear}">Year of Birth</label><input type="text" id="${ID.recoveryYear}" name="${postName(ID.recoveryYear)}" maxlength="4" />
<label for="${ID.recoveryAnswer}">Answer</label><input type="text" id="${ID.recoveryAnswer}" name="${postName(ID.recoveryAnswer)}" maxlength="50" />
<input type="submit" id="${ID.recoveryRetrieve}" name="${postName(ID.recoveryRetrieve)}" value="Retrieve Application" />`
      : `<label for="${ID.recoveryId}">Application ID</label><input type="text" id="${ID.recoveryId}" name="${postName(ID.recoveryId)}" maxlength="10" />
<input type="submit" id="${ID.recoveryIdSubmit}" name="${postName(ID.recoveryIdSubmit)}" value="Continue" />`;
    return layout(
      'Nonimmigrant Visa - Retrieve an Application',
      `<h1>Retrieve an Application</h1>${message ? `<div id="${ID.summary}" class="error-message">${escapeHtml(message)}</div>` : ''}${second}`,
    );
  }

  /** Retrieval of a submitted application: its confirmation number and the way to reprint it. */
  function submittedPanel(rec: ApplicationRecord): string {
    return layout(
      'Nonimmigrant Visa - Retrieve an Application',
      `<h1>Retrieve an Application</h1>
<div id="${ID.recoverySubmitted}">
<p>This application has already been submitted. It cannot be changed; you may print its confirmation page.</p>
<span id="${FILING_IDS.confirmationNumber}">${escapeHtml(rec.confirmationNumber ?? rec.applicationId)}</span>
<a id="${ID.recoveryConfirmation}" href="${FILING_PATHS.done}">Print Confirmation</a>
<p>To apply again (a renewal), start a new application prefilled from this one; the U.S. travel plans are left out.</p>
<input type="submit" id="${FILE_IDS.createNew}" name="${postName(FILE_IDS.createNew)}" value="Create a New Application" />
</div>`,
      rec.applicationId,
    );
  }

  app.get('/GenNIV/common/Recovery.aspx', (req, res) => {
    const s = session(req, res, false);
    if (!s) return void res.redirect(303, '/GenNIV/Default.aspx');
    res.type('html').send(recoveryPage(s));
  });

  app.post('/GenNIV/common/Recovery.aspx', (req, res) => {
    const s = session(req, res, false);
    if (!s) return void res.redirect(303, '/GenNIV/Default.aspx');
    const body = req.body as Record<string, unknown>;
    const previous = s.applicationId ? store.get(s.applicationId) : undefined;
    if (body[postName(FILE_IDS.createNew)] !== undefined && previous?.signed) {
      // "Create a New Application" from a submitted one: a new ID, prefilled but for the travel plans.
      let applicationId = newApplicationId();
      while (store.get(applicationId)) applicationId = newApplicationId();
      store.create(
        prefilledCopy(previous, applicationId, s.location ?? previous.location, clock.now(), true),
      );
      s.applicationId = applicationId;
      bindTab(s);
      return void res.redirect(303, '/GenNIV/Common/ConfirmApplicationID.aspx?node=SecureQuestion');
    }
    if (body[postName(ID.recoveryIdSubmit)] !== undefined) {
      const id = field(body, ID.recoveryId).trim().toUpperCase();
      const found = store.get(id);
      if (!found || clock.now() - found.createdAt > RETENTION_MS)
        return void res.type('html').send(recoveryPage(s, 'Application ID is invalid.'));
      s.recoveryId = id;
      return void res.type('html').send(recoveryPage(s));
    }
    const rec = s.recoveryId ? store.get(s.recoveryId) : undefined;
    if (!rec) return void res.type('html').send(recoveryPage(s));
    const facts = allAnswers(rec);
    const surname = (facts.value('surname') ?? '').toUpperCase();
    const birthYear = facts.value('birthDate.year');
    const typedSurname = field(body, ID.recoverySurname).trim().toUpperCase();
    const ok =
      surname !== '' &&
      typedSurname === surname.slice(0, 5) &&
      birthYear !== undefined &&
      field(body, ID.recoveryYear).trim() === birthYear &&
      rec.securityAnswer !== undefined &&
      field(body, ID.recoveryAnswer) === rec.securityAnswer;
    if (!ok)
      return void res
        .type('html')
        .send(
          recoveryPage(
            s,
            'The information you entered does not match the application. Please check it and try again.',
          ),
        );
    s.applicationId = rec.applicationId;
    s.recoveryId = undefined;
    bindTab(s);
    if (rec.signed) return void res.type('html').send(submittedPanel(rec));
    res.redirect(303, resumePath(rec, allAnswers(rec)));
  });

  // ---- Application pages -------------------------------------------------------------------
  function formPage(...args: Parameters<typeof formView>): string {
    return formView(...args).html;
  }

  /** A form page: its HTML, its UpdatePanels and its view state (for a partial postback's delta). */
  function formView(
    rec: ApplicationRecord,
    page: CeacPage,
    values: PageValues,
    errors: FieldError[],
    counts: ItemCounts = itemCounts(page, values),
    /** Values that decide which questions show (the saved trigger of a save-only reveal). */
    visibility: PageValues = values,
    /** The values are not saved (a postback's or a refused Next's answer): the leave guard is armed. */
    dirty = false,
  ): { html: string; panels: ReturnType<typeof renderPage>['panels']; state: string; title: string } {
    const answers = allAnswers(rec, { page, values: visibility, counts });
    const pages = applicablePages(answers);
    const at = pages.findIndex((p) => p.node === page.node);
    const prev = pages[at - 1];
    const next = pages[at + 1];
    const limit = pages.indexOf(frontier(rec));
    const nav = pages
      .map((p, i) =>
        i <= limit
          ? `<li><a href="${p.path}">${escapeHtml(p.caption)}</a></li>`
          : `<li class="disabled">${escapeHtml(p.caption)}</li>`,
      )
      .join('');
    const summary = errors.length
      ? `<div id="${ID.summary}" class="error-message" style="color:Red;"><span>Please correct all areas in error</span><ul>${errors.map((e) => `<li>${escapeHtml(e.message)}</li>`).join('')}</ul></div>`
      : '';
    const rendered = renderPage(page, values, answers, errors, counts, saveOnlyKeys(page));
    const asyncMode = postbackMode === 'async';
    const title = `Nonimmigrant Visa - ${page.caption}`;
    const state = viewState(counts);
    const html = layout(
      title,
      `<ul id="tabs"><li id="COMPLETE" class="active">COMPLETE</li><li id="REVIEW"${rec.photoConfirmed ? '' : ' class="disabled"'}>REVIEW</li><li id="ESIGN" class="disabled">SIGN</li></ul>
<ul id="sidebar">${nav}</ul>
${asyncMode ? initializeCall(rendered.panels.map((p) => p.uniqueId)) : ''}
<h2>${escapeHtml(page.caption)}</h2>
${summary}
${rendered.html}
<input type="submit" id="${ID.back}" name="${postName(ID.back)}" value="Back: ${escapeHtml(prev?.caption ?? 'Getting Started')}" />
<input type="submit" id="${ID.save}" name="${postName(ID.save)}" value="Save" onclick="needToConfirm=false;" />
<input type="submit" id="${ID.next}" name="${postName(ID.next)}" value="Next: ${escapeHtml(next?.caption ?? 'Photo')}" onclick="needToConfirm=false;" />`,
      rec.applicationId,
      state,
      asyncMode ? `<script src="${PRM_SCRIPT_PATH}?d=prm" type="text/javascript"></script>` : '',
      dirty,
    );
    return { html, panels: rendered.panels, state, title };
  }

  /** The page named by ?node=, if this application may open it now; otherwise redirects. */
  function openPage(
    req: Request,
    res: Response,
  ): { s: Session; rec: ApplicationRecord; page: CeacPage } | undefined {
    const ctx = requireApplication(req, res);
    if (!ctx) return undefined;
    if (!ctx.rec.securityAnswer) {
      go(req, res, '/GenNIV/Common/ConfirmApplicationID.aspx?node=SecureQuestion');
      return undefined;
    }
    if (ctx.rec.signed) {
      // A submitted application cannot be changed (ds160-facts §2.13).
      go(req, res, FILING_PATHS.done);
      return undefined;
    }
    const pages = applicablePages(allAnswers(ctx.rec));
    const page = pages.find((p) => p.node === req.query.node);
    const limit = pages.indexOf(frontier(ctx.rec));
    if (
      !page ||
      pages.indexOf(page) > limit ||
      !req.path.endsWith(page.path.split('?')[0].split('/').pop()!)
    ) {
      go(req, res, pages[limit].path);
      return undefined;
    }
    return { ...ctx, page };
  }

  app.get('/GenNIV/General/complete/:file', (req, res) => {
    const ctx = openPage(req, res);
    if (!ctx) return;
    const html = formPage(ctx.rec, ctx.page, ctx.rec.pages[ctx.page.node]?.values ?? {}, []);
    // After Save: CEAC's save panel, with the application file (ds160-facts §2.8).
    const saved = ctx.s.justSaved;
    ctx.s.justSaved = false;
    res.type('html').send(saved ? html.replace('<h2>', `${savePanel()}\n<h2>`) : html);
  });

  app.post('/GenNIV/General/complete/:file', (req, res) => {
    const ctx = openPage(req, res);
    if (!ctx) return;
    const { rec, page } = ctx;
    const body = req.body as Record<string, unknown>;
    const { values: posted, counts } = readPost(page, body, rec.pages[page.node]?.values ?? {});
    const answers = allAnswers(rec, { page, values: posted, counts });
    const values = dropHidden(page, posted, answers, counts);
    const pages = applicablePages(answers);
    const at = pages.findIndex((p) => p.node === page.node);
    const saveAs = (action: 'save' | 'next', completed: boolean) =>
      store.update(rec.applicationId, (r) => {
        r.pages[page.node] = {
          values,
          savedAt: clock.now(),
          completed: completed || Boolean(r.pages[page.node]?.completed),
        };
        r.events.push({ at: clock.now(), node: page.node, action });
      });
    if (body[postName(ID.save)] !== undefined) {
      saveAs('save', false);
      ctx.s.justSaved = true;
      return void go(req, res, page.path);
    }
    if (body[postName(ID.back)] !== undefined)
      return void go(
        req,
        res,
        at > 0 ? pages[at - 1].path : '/GenNIV/Common/ConfirmApplicationID.aspx?node=SecureQuestion',
      );
    if (body[postName(ID.next)] !== undefined) {
      const errors = validatePage(page, values, answers, counts);
      if (errors.length)
        return void res.type('html').send(formPage(rec, page, values, errors, counts, values, true));
      saveAs('next', true);
      return void go(req, res, pages[at + 1]?.path ?? FILING_PATHS.uploadPhoto);
    }
    // A postback (radio or select change): the page returns with the revealed questions, unsaved.
    // A save-only trigger's new value does not count until Save (or Next) sends it.
    const shown = saveOnlyReveal
      ? withSavedTriggers(page, posted, rec.pages[page.node]?.values ?? {})
      : posted;
    const view = formView(rec, page, posted, [], counts, shown, true);
    if (isAsyncPostback(req)) {
      // A partial postback: only the panel that holds the target comes back, with the hidden fields.
      const target = asyncTarget(body);
      const panel = target && view.panels.find((p) => p.uniqueId === target.panel);
      if (!panel)
        return void sendDelta(res, [
          { type: 'error', id: '500', content: `The UpdatePanel '${target?.panel ?? ''}' was not found.` },
        ]);
      // Kept in the record's events, so a test can tell how a reveal travelled.
      store.update(rec.applicationId, (r) => {
        r.events.push({ at: clock.now(), node: page.node, action: 'partialPostback', ...target });
      });
      return void sendDelta(res, [
        { type: 'updatePanel', id: panel.clientId, content: panel.inner },
        { type: 'hiddenField', id: '__EVENTTARGET', content: '' },
        { type: 'hiddenField', id: '__EVENTARGUMENT', content: '' },
        { type: 'hiddenField', id: '__VIEWSTATE', content: view.state },
        ...pageRecords({
          panelUniqueIds: view.panels.map((p) => p.uniqueId),
          refreshed: [panel.uniqueId],
          formAction: `./${page.path.split('/').pop()}`,
          title: view.title,
        }),
      ]);
    }
    res.type('html').send(view.html);
  });

  app.get(PRM_SCRIPT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/x-javascript').send(PRM_SCRIPT);
  });

  app.get('/GenNIV/Logout.aspx', (_req, res) => {
    res.setHeader('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    res
      .type('html')
      .send(
        layout(
          'Nonimmigrant Visa - Session Timed Out',
          '<h1>Session Timed Out</h1><p>Your session has timed out. Any unsaved data has been lost.</p>',
        ),
      );
  });

  // ---- Test hooks (CEAC_SIM_TEST_HOOKS=1 only) -----------------------------------------------
  const hooks = express.Router();
  hooks.use((_req, res, next) => {
    if (!testHooks)
      return void res.status(403).json({ error: 'Test hooks are disabled (set CEAC_SIM_TEST_HOOKS=1).' });
    next();
  });
  hooks.get('/captcha', (req, res) => {
    const s = cookieSession(req);
    if (!s) return void res.status(404).json({ error: 'No session' });
    res.json({ code: s.captcha });
  });
  hooks.get('/challenge', (req, res) => {
    const s = cookieSession(req);
    if (!s?.challenge) return void res.status(404).json({ error: 'No challenge for this session' });
    res.json({ code: s.challenge });
  });
  hooks.post('/clock', (req, res) => {
    const ms = Number((req.body as { advanceMs?: unknown }).advanceMs);
    if (!Number.isFinite(ms) || ms < 0)
      return void res.status(400).json({ error: 'advanceMs must be a non-negative number' });
    res.json({ now: clock.advance(ms) });
  });
  hooks.get('/last-captcha', (_req, res) => {
    if (!lastCaptcha) return void res.status(404).json({ error: 'No captcha issued yet' });
    res.json({ code: lastCaptcha });
  });
  hooks.get('/applications', (_req, res) => {
    const items = store.all().map((rec) => {
      const { pages, photo, ...view } = recordView(rec);
      return {
        ...view,
        pageCount: Object.keys(pages).length,
        photo: photo && { ...photo, base64: undefined },
      };
    });
    res.json({ items, totalCount: items.length });
  });
  // The captcha shown to the session working on an application now (several filings at once each
  // read their own, where /last-captcha would answer the newest of any).
  hooks.get('/applications/:id/captcha', (req, res) => {
    const latest = [...sessions.values()]
      .filter((session) => session.applicationId === req.params.id && session.captcha)
      .sort((a, b) => b.lastSeen - a.lastSeen)[0];
    if (!latest) return void res.status(404).json({ error: 'No session works on this application' });
    res.json({ code: latest.captcha });
  });
  hooks.get('/applications/:id', (req, res) => {
    const rec = store.get(req.params.id);
    if (!rec) return void res.status(404).json({ error: 'Unknown application' });
    res.json(recordView(rec));
  });
  hooks.post('/reset', (_req, res) => {
    store.clear();
    sessions.clear();
    lastCaptcha = null;
    faults = { ...configuredFaults };
    postbackMode = configuredMode;
    lenient = configuredLenient;
    res.json({ ok: true });
  });
  const modeView = () => ({ postbacks: postbackMode, lenient: [...lenient] });
  hooks.get('/mode', (_req, res) => {
    res.json(modeView());
  });
  hooks.post('/mode', (req, res) => {
    const body = req.body as { postbacks?: unknown; lenient?: unknown };
    const mode = body.postbacks === undefined ? postbackMode : parsePostbackMode(body.postbacks);
    if (!mode) return void res.status(400).json({ error: "postbacks must be 'async' or 'full'" });
    const relaxed = body.lenient === undefined ? [...lenient] : parseLeniency(body.lenient);
    if (!relaxed)
      return void res.status(400).json({ error: `lenient must list some of: ${LENIENCIES.join(', ')}` });
    postbackMode = mode;
    lenient = new Set(relaxed);
    res.json(modeView());
  });
  hooks.get('/faults', (_req, res) => {
    res.json(faults);
  });
  hooks.post('/faults', (req, res) => {
    const parsed = parseFaults(req.body, faults);
    if ('error' in parsed) return void res.status(400).json({ error: parsed.error });
    faults = parsed.faults;
    // Every live session ends now (the next request meets the time-out page).
    if (parsed.expireSessions) sessions.clear();
    res.json(faults);
  });
  hooks.delete('/faults', (_req, res) => {
    faults = { ...configuredFaults };
    res.json(faults);
  });
  app.use('/__test', hooks);

  registerApplicationFiles(app, {
    store,
    now: () => clock.now(),
    requireApplication,
    session: (req, res) => session(req, res, false),
    newApplicationId,
    adopt(s, applicationId) {
      s.applicationId = applicationId;
      bindTab(s);
    },
    resumePath: (rec) => resumePath(rec, allAnswers(rec)),
  });

  registerFiling(app, {
    store,
    clock,
    requireApplication,
    allAnswers: (rec) => allAnswers(rec),
    issueCaptcha,
  });

  return app;
}
