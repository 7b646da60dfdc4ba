// The submission robot: files one DS-160 on CEAC (or the simulator) with playwright-core, page by
// page from the shared CEAC map, reading back what each page shows (ADR 0019, ADR 0041).
//
// The robot walks by what the page in front of it is (start, security question, an application
// page, photo, review, sign, confirmation), so a filing resumed after retrieval simply goes on
// from wherever CEAC puts it. Checkpoints are awaited before the robot goes on; `signing` is
// durable before Sign and Submit is clicked, and a resumed `signing` retrieves the application:
// a submitted one yields its confirmation number and is never signed twice.
//
// CEAC as it really behaves (ADR 0041): postbacks are waited for whichever way they go (a new page
// or an UpdatePanel's partial update, ceac-page.ts); a question CEAC does not show is left out when
// its planned answer is "No" (or a Does Not Apply box) and stops the filing otherwise; a question
// the map does not know, a list without the planned option, or pages in another order stop it
// before anything wrong is sent; CEAC's idle warning (an alert, then a reload) and its time-out
// (the session ends) are survived by asking again and by retrieving the application.
import {
  errors as playwrightErrors,
  type Browser,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import {
  filingMessage,
  getField,
  parseAnswerPath,
  type FilingMessageCode,
  type FilingMessageParams,
} from '@portico/shared-types';
import { CEAC } from './ceac-ids';
import { CeacPage, armProbe, untilInPage } from './ceac-page';
import {
  applyBatch,
  chooseOption,
  fireChange,
  focusTextBox,
  imageLoaded,
  readBack,
  readErrors,
  unknownQuestions,
  type BatchItem,
} from './page-scripts';
import {
  absentAnswer,
  controlIndex,
  planApplication,
  refForMessage,
  startPageValue,
  type PageAction,
  type PagePlan,
  type SetAction,
} from './plan';
import { blockUnneededRequests } from './resource-policy';
import { guardOtherButton } from './captcha-guard';
import {
  PermanentRobotError,
  TransientRobotError,
  type RobotCheckpoint,
  type RobotFieldError,
  type RobotHooks,
  type RobotInput,
  type RobotOutcome,
  type RobotStep,
  retrievalFacts,
} from './types';

/** Thrown when the caller's AbortSignal stops a filing; the caller resumes from the last checkpoint. */
export class RobotAbortedError extends TransientRobotError {
  override readonly name = 'TransientRobotError';
}

export interface RobotOptions {
  /** How long one CEAC page may take (default 60 s; CEAC's own async postback limit is 180 s). */
  navigationTimeoutMs?: number;
}

/** CEAC ended the session (its 20-minute time-out, or the start page instead of the application). */
export class SessionEndedError extends TransientRobotError {
  override readonly name = 'TransientRobotError';

  constructor(
    /** What happened, for the filing's steps ("time-out after Next on Travel"). */
    readonly reason: string,
  ) {
    super(`CEAC ended the session (${reason})`);
  }
}

export const MAX_CAPTCHA_ATTEMPTS = 5;
export const MAX_SIGN_ATTEMPTS = 5;
const DEFAULT_NAVIGATION_TIMEOUT_MS = 60_000;
/** Postbacks of one control before the robot decides CEAC keeps resetting it. */
const MAX_POSTBACKS_PER_CONTROL = 2;
/** Sessions CEAC may end during one run before the robot leaves the filing to its caller's retries. */
const MAX_SESSION_RECOVERIES = 3;
/** Reloads of a page that waits for a person (CEAC's idle warning) before the robot gives up. */
const MAX_RELOADS_WHILE_WAITING = 3;
/** How often the robot looks whether the applicant acted on the sign page (or a captcha page). */
const SIGN_PAGE_POLL_MS = 150;
/** After a relayed captcha came: how long a live press of CEAC's button may take to show as a navigation. */
const CAPTCHA_PRESS_GRACE_MS = 300;
/** How long a live press's navigation may take to load before the robot counts it as not made. */
const NAVIGATION_WAIT_MS = 15_000;

/** Thrown when anything in the robot tries to click Sign and Submit: only the applicant may. */
export class SignClickRefusedError extends PermanentRobotError {
  constructor() {
    super(
      "The robot never clicks Sign and Submit: signing is the applicant's own act (22 CFR 41.103, docs/adr/0042)",
    );
  }
}

/**
 * The runtime half of the no-sign-click guard (docs/adr/0042): every click of the robot passes
 * through here (`press`, `click`) and one aimed at Sign and Submit, by its id or by where it would
 * land, is refused. `test/robot/never-clicks-sign-and-submit.spec.ts` is the static half.
 */
export function refuseSignClick(id: string): void {
  if (id === CEAC.sign.signAndSubmit || /btnSignApp$/i.test(id)) throw new SignClickRefusedError();
}

type Where =
  | 'start'
  | 'secure'
  | 'recovery'
  | 'form'
  | 'uploadPhoto'
  | 'identixUpload'
  | 'identixResult'
  | 'confirmPhoto'
  | 'review'
  | 'sign'
  | 'done'
  | 'submitted'
  | 'unknown';

const set = (id: string, control: SetAction['control'], value: string, label: string): SetAction => ({
  kind: 'set',
  control,
  id,
  value,
  section: null,
  field: null,
  label,
});

function batchItem(action: PageAction): BatchItem {
  if (action.kind === 'items') return { kind: 'items', probes: action.probes };
  if (action.kind === 'companion') return { kind: 'companion', id: action.id };
  return { kind: 'set', control: action.control, id: action.id, value: action.value };
}

function describe(action: PageAction): string {
  const where = action.section && action.field ? ` (${action.section}.${action.field})` : '';
  return `"${action.label}"${where}, control ${action.kind === 'items' ? action.repeaterId : action.id}`;
}

/** Elements that tell CEAC's pages apart (where()). */
const LANDMARKS: readonly string[] = [
  CEAC.start.location,
  CEAC.secure.question,
  CEAC.recovery.applicationId,
  CEAC.recovery.surname,
  CEAC.recovery.submittedPanel,
  CEAC.done.confirmationNumber,
  CEAC.sign.signAndSubmit,
  CEAC.sign.signed,
  CEAC.photo.uploadPhoto,
  CEAC.photo.file,
  CEAC.photo.continueWithPhoto,
  CEAC.photo.continueWithoutPhoto,
  CEAC.nav.next,
];

/**
 * A person's click on the element with this id: brought into view, then a real mouse click at its
 * centre. One round-trip to place it instead of Playwright's actionability checks (its injected
 * script in every new document, two animation frames for "stable"), which cost a fifth of a
 * filing's CPU (ADR 0041). An element without a box (hidden) gets Playwright's own click, which
 * waits for it to be clickable. Sign and Submit is refused, by its id and by what the click would
 * hit (docs/adr/0042).
 */
export async function pressElement(page: Page, id: string): Promise<void> {
  refuseSignClick(id);
  const at = await page.evaluate(
    ({ wanted, sign }: { wanted: string; sign: string }) => {
      const el = document.getElementById(wanted);
      if (!el) return null;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const box = el.getBoundingClientRect();
      if (box.width <= 0 || box.height <= 0) return null;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // What the click would really hit (an element laid over another gets the click).
      const hit = document.elementFromPoint(x, y);
      return { x, y, hit: Boolean(hit?.closest(`[id="${sign}"]`)) };
    },
    { wanted: id, sign: CEAC.sign.signAndSubmit },
  );
  if (at?.hit) refuseSignClick(CEAC.sign.signAndSubmit);
  if (at) await page.mouse.click(at.x, at.y);
  else await page.click(`[id="${id}"]`);
}

/** A question shown only under a condition (its own, or its repeater's): CEAC may reveal it late. */
function isRevealed(action: PageAction): boolean {
  if (!action.section || !action.field) return false;
  const { key } = parseAnswerPath(action.field);
  const field = getField(action.section, key);
  const container = key.includes('[]')
    ? getField(action.section, key.slice(0, key.indexOf('[]')))
    : undefined;
  return Boolean(field?.visibleWhen || container?.visibleWhen);
}

/** CEAC changed its page: a control the map fills is not there (and the page shows another). */
export function changedPage(node: string, id: string, question = id): PermanentRobotError {
  return PermanentRobotError.of('ceacChangedPage', { page: node, control: id, question });
}

/**
 * Every element id of an application page the robot knows: its map and its buttons (CEAC's controls
 * the map leaves out are all buttons and images, which unknownQuestions never counts: ADR 0040).
 */
const knownIds = new Map<string, string[]>();
function knownOn(node: string): string[] {
  let known = knownIds.get(node);
  if (!known) {
    known = [...controlIndex(node).keys(), ...Object.values(CEAC.nav)];
    knownIds.set(node, known);
  }
  return known;
}

class Filing {
  private readonly plan: PagePlan[];
  private readonly total: number;
  private done = 0;
  private checkpointState: RobotCheckpoint;
  private readonly timeout: number;
  private signAttempt = 1;
  private photoUploads = 0;
  /** Landmarks read with the last page load (invalidated by every navigation). */
  private landmarks: { url: string; present: Set<string> } | null = null;
  private signError: string | null = null;
  private lastPage = '';
  private repeats = 0;
  private readonly ceac: CeacPage;
  /** The plan page CEAC should show next (null: wherever CEAC stands, after starting or retrieving). */
  private expected: number | null = null;
  private recoveries = 0;
  private reloads = 0;

  constructor(
    private readonly page: Page,
    private readonly input: RobotInput,
    private readonly hooks: RobotHooks,
    private readonly signal: AbortSignal | undefined,
    options: RobotOptions,
  ) {
    this.plan = planApplication(input.answers);
    this.total = this.plan.length + 3; // + photo, review, sign
    this.checkpointState = input.resume
      ? { ...input.resume }
      : { applicationId: null, stage: 'start', lastSavedPage: null };
    this.timeout = options.navigationTimeoutMs ?? DEFAULT_NAVIGATION_TIMEOUT_MS;
    page.setDefaultTimeout(this.timeout);
    page.setDefaultNavigationTimeout(this.timeout);
    this.ceac = new CeacPage(page, {
      timeoutMs: this.timeout,
      checkAbort: () => this.checkAbort(),
      onPage: (response, what) => this.checkHealth(response, what),
    });
  }

  // ---- plumbing --------------------------------------------------------------------------------
  private checkAbort(): void {
    if (this.signal?.aborted) throw new RobotAbortedError('Filing stopped before it finished');
  }

  /** A human hand-off or a hook, interrupted by the abort signal. */
  private async race<T>(promise: Promise<T>): Promise<T> {
    this.checkAbort();
    if (!this.signal) return promise;
    const signal = this.signal;
    let onAbort: () => void = () => undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(new RobotAbortedError('Filing stopped before it finished'));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([promise, aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  private async step(
    kind: RobotStep['kind'],
    page: string | null,
    code: FilingMessageCode,
    params: FilingMessageParams = {},
  ): Promise<void> {
    await this.race(
      this.hooks.onStep({
        kind,
        page,
        message: filingMessage(code, params),
        code,
        params,
        progress: { done: Math.min(this.done, this.total), total: this.total },
      }),
    );
  }

  private async checkpoint(change: Partial<RobotCheckpoint>): Promise<void> {
    this.checkpointState = { ...this.checkpointState, ...change };
    await this.race(this.hooks.onCheckpoint({ ...this.checkpointState }));
  }

  private node(): string {
    return new URL(this.page.url()).searchParams.get('node') ?? '';
  }

  private async present(ids: readonly string[]): Promise<Set<string>> {
    const found = await this.page.evaluate(
      (list: string[]) => list.filter((id) => document.getElementById(id) !== null),
      [...ids],
    );
    return new Set(found);
  }

  private async has(id: string): Promise<boolean> {
    if (this.landmarks?.url === this.page.url() && LANDMARKS.includes(id))
      return this.landmarks.present.has(id);
    return (await this.present([id])).has(id);
  }

  private sel(id: string): string {
    return `[id="${id}"]`;
  }

  /** Every click of the robot (pressElement: never Sign and Submit). */
  private async press(id: string): Promise<void> {
    await pressElement(this.page, id);
  }

  /** 5xx, the time-out page and ASP.NET's error page are CEAC being unwell: retry later. */
  private async checkHealth(response: Response | null, what: string): Promise<void> {
    const status = response?.status() ?? 200;
    if (status >= 500) throw new TransientRobotError(`CEAC answered HTTP ${status} ${what}`);
    if (/\/Logout\.aspx/i.test(this.page.url())) throw new SessionEndedError(`time-out ${what}`);
    // One round-trip: the title, and which landmarks of CEAC's pages are here (for where()).
    const { title, present } = await this.page.evaluate(
      (ids: string[]) => ({
        title: document.title,
        present: ids.filter((id) => document.getElementById(id) !== null),
      }),
      [...LANDMARKS],
    );
    this.landmarks = { url: this.page.url(), present: new Set(present) };
    if (/Request Rejected/i.test(title))
      throw new TransientRobotError(
        `CEAC's anti-bot layer rejected the request (throttling) ${what}; retry later`,
      );
    if (/Server Error|Runtime Error|Service Unavailable/i.test(title))
      throw new TransientRobotError(`CEAC showed an error page (${title}) ${what}`);
    if (status >= 400) throw new TransientRobotError(`CEAC answered HTTP ${status} ${what}`);
  }

  private async goto(path: string, what: string): Promise<void> {
    this.landmarks = null;
    await this.ceac.goto(new URL(path, this.input.baseUrl).toString(), what);
  }

  /**
   * Runs an action that makes CEAC post back (a button, a link, an answer that reveals questions)
   * and waits for whichever happens: a new page, or a partial update of the page (ceac-page.ts).
   */
  private async navigate(
    action: () => Promise<unknown>,
    what: string,
    reveals: readonly string[] = [],
  ): Promise<void> {
    this.landmarks = null;
    await this.ceac.postback(action, what, reveals);
  }

  private async click(id: string, what: string): Promise<void> {
    refuseSignClick(id);
    if (!(await this.has(id))) throw changedPage(this.node() || new URL(this.page.url()).pathname, id);
    await this.navigate(() => this.press(id), what);
  }

  /** A name of the document in front of the robot: it changes when the page is loaded again. */
  private async documentToken(): Promise<string> {
    try {
      return (await this.page.evaluate(armProbe)).token;
    } catch (error) {
      // The page is being loaded again right now (CEAC's idle warning reloads it).
      if (!(error instanceof Error) || !/context was destroyed|navigat/i.test(error.message)) throw error;
      await this.page.waitForLoadState('domcontentloaded');
      return '';
    }
  }

  /**
   * After waiting for a person: whether CEAC loaded the page again meanwhile (its 15-minute idle
   * warning reloads the page, losing what was typed and showing a new captcha). The page is read
   * afresh; after too many reloads the filing is left to its caller's retries.
   */
  private async reloadedWhileWaiting(before: string, node: string): Promise<boolean> {
    if ((await this.documentToken()) === before) return false;
    this.reloads += 1;
    if (this.reloads > MAX_RELOADS_WHILE_WAITING)
      throw new TransientRobotError(`CEAC kept reloading ${node} while it waited for a person`);
    await this.checkHealth(null, `after CEAC reloaded ${node}`);
    await this.step('info', node, 'pageReloaded', { page: node });
    return true;
  }

  /**
   * The text of element `id`, trimmed ('' when absent). Read with one evaluation: Playwright's
   * selector calls install its injected script in the page first (~25 ms of renderer CPU).
   */
  private async textOf(id: string): Promise<string> {
    return (
      await this.page.evaluate((wanted: string) => document.getElementById(wanted)?.textContent ?? '', id)
    ).trim();
  }

  /** Types `text` into the text box `id` as keyboard input, replacing what it held. */
  private async typeInto(id: string, text: string): Promise<void> {
    if (!(await this.page.evaluate(focusTextBox, id))) throw changedPage(this.node() || 'Default', id);
    await this.page.keyboard.insertText(text);
  }

  private async captchaImage(id: string): Promise<Buffer> {
    const actual = await this.page.evaluate((wanted: string) => {
      if (document.getElementById(wanted)) return wanted;
      const any = document.querySelector('img[id*="CaptchaImage"], img.LBD_CaptchaImage');
      return any?.id || null;
    }, id);
    if (!actual) throw changedPage(this.node() || 'Default', id);
    await untilInPage(this.page, imageLoaded, actual, this.timeout, 'loading the captcha');
    // The image's box in the viewport, then a screenshot of that box: an element screenshot would
    // install Playwright's injected script in the page first (~25 ms of renderer CPU).
    const box = await this.page.evaluate((wanted: string) => {
      const img = document.getElementById(wanted)!;
      img.scrollIntoView({ block: 'center', inline: 'center' });
      const r = img.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    }, actual);
    if (box.width <= 0 || box.height <= 0) throw changedPage(this.node() || 'Default', id);
    return this.page.screenshot({ type: 'png', clip: box, caret: 'initial' });
  }

  private async errorsOnPage(): Promise<{ message: string; elementId: string | null }[]> {
    return this.page.evaluate(readErrors, [...CEAC.summaries]);
  }

  /**
   * Sets the controls in order: plain values in one round-trip, postbacks, boxes and Add Another
   * by real input, then reads every value back. Anything CEAC resets, truncates or lacks stops the
   * filing with a PermanentRobotError naming the control. On an application page (`form`), a
   * question CEAC does not show is left out or stops the filing (absent()), and a question the map
   * does not know stops it (ADR 0041).
   */
  private async apply(node: string, actions: PageAction[], form = false): Promise<void> {
    const items = actions.map(batchItem);
    const tries = new Map<string, number>();
    let saved = false;
    let checked = false;
    for (;;) {
      this.checkAbort();
      // Each pass starts at the top: values already set are no-ops, and a control a postback
      // revealed (even one listed before its trigger) is set on the next pass.
      const { stop, missing } = await this.page.evaluate(applyBatch, items);
      if (!stop) {
        if (!missing.length) break;
        // CEAC reveals some questions only after Save (Primary Occupation, ds160-facts §2.1):
        // save once and look again before deciding what CEAC does not show.
        if (!saved && missing.some((m) => isRevealed(actions[m.at])) && (await this.has(CEAC.nav.save))) {
          saved = true;
          await this.navigate(() => this.press(CEAC.nav.save), `after Save on ${node}`);
          continue;
        }
        if (!form) throw changedPage(node, missing[0].id, actions[missing[0].at].label);
        await this.absent(node, actions, items, missing);
        checked = true;
        continue;
      }
      const at = stop.at;
      const action = actions[at];
      const key = `${at}:${stop.reason}:${stop.reason === 'add' ? stop.item : ''}`;
      const count = (tries.get(key) ?? 0) + 1;
      tries.set(key, count);
      const reveals = action.kind === 'set' ? (action.reveals ?? []) : [];
      switch (stop.reason) {
        case 'noOption':
          throw PermanentRobotError.of('ceacOptionMissing', {
            value: stop.value,
            question: action.label,
            page: node,
          });
        case 'tooLong':
          throw new PermanentRobotError(
            `${describe(action)} on ${node} is longer than CEAC accepts (${stop.max} characters): CEAC would cut it, so filing stopped`,
          );
        case 'mismatch':
          throw new PermanentRobotError(
            `CEAC did not keep ${describe(action)} on ${node}: sent "${stop.expected}", the page shows "${stop.shown}"; filing stopped so nothing wrong is sent`,
          );
        case 'postback': {
          if (count > MAX_POSTBACKS_PER_CONTROL)
            throw new PermanentRobotError(
              `CEAC reset ${describe(action)} on ${node} after its postback; filing stopped so nothing wrong is sent`,
            );
          // A list's option is chosen in the page (as Playwright's selectOption does, without its
          // injected script: ~25 ms of renderer CPU a document); a text is typed as keyboard input.
          await this.navigate(
            async () => {
              if (await this.page.evaluate(chooseOption, stop)) return;
              await this.typeInto(stop.id, stop.value);
              await this.page.evaluate(fireChange, stop.id);
            },
            `after changing ${describe(action)} on ${node}`,
            reveals,
          );
          break;
        }
        case 'click':
          if (count > MAX_POSTBACKS_PER_CONTROL)
            throw new PermanentRobotError(
              stop.posts
                ? `CEAC reset ${describe(action)} on ${node} after its postback; filing stopped so nothing wrong is sent`
                : `CEAC did not keep ${describe(action)} on ${node} ticked; filing stopped so nothing wrong is sent`,
            );
          if (stop.posts)
            await this.navigate(
              () => this.press(stop.id),
              `after answering ${describe(action)} on ${node}`,
              reveals,
            );
          else await this.press(stop.id);
          break;
        case 'add': {
          if (action.kind !== 'items') throw new Error('Add Another outside a repeater');
          const listed = action.addButtons[stop.item - 1];
          const button = listed.startsWith('prefix:')
            ? await this.page.evaluate(
                (prefix: string) => document.querySelector(`[id^="${prefix}"]`)?.id ?? null,
                listed.slice('prefix:'.length),
              )
            : listed;
          if (!button)
            throw new PermanentRobotError(
              `CEAC's "Add Another" for ${describe(action)} is not on ${node} (the form lists ${action.count} items); filing stopped so nothing is left out`,
            );
          if (count > 1 || !(await this.has(button)))
            throw changedPage(node, count > 1 ? action.probes[stop.item] : button, action.label);
          await this.navigate(
            () => this.press(button),
            `after Add Another for ${describe(action)} on ${node}`,
            [action.probes[stop.item]],
          );
          break;
        }
      }
    }
    const differences = await this.page.evaluate(readBack, items);
    if (differences.length) {
      const first = differences[0];
      throw new PermanentRobotError(
        `CEAC did not keep ${describe(actions[first.at])} on ${node}: sent "${first.expected}", the page shows "${first.shown}"; filing stopped so nothing wrong is sent`,
      );
    }
    if (form && !checked) {
      const unknown = await this.page.evaluate(unknownQuestions, knownOn(node));
      if (unknown.length)
        throw PermanentRobotError.of('ceacUnknownQuestion', { page: node, question: unknown[0].label });
    }
  }

  /**
   * Questions of the plan that CEAC does not show on this page. When the page also shows a question
   * the map does not know, CEAC changed it (a control renamed, moved or replaced): stop. Otherwise a
   * planned "No" or Does Not Apply box is left out and recorded in the filing's steps (CEAC asks
   * some questions only of some applicants), and any other answer stops the filing, naming the
   * question: leaving it out would file something other than the form.
   */
  private async absent(
    node: string,
    actions: PageAction[],
    items: BatchItem[],
    missing: { at: number; id: string }[],
  ): Promise<void> {
    const unknown = await this.page.evaluate(unknownQuestions, knownOn(node));
    if (unknown.length) {
      const first = missing[0];
      throw changedPage(node, first.id, actions[first.at].label);
    }
    const kept = missing.find((m) => absentAnswer(actions[m.at]) === null);
    if (kept)
      throw PermanentRobotError.of('questionHidden', { question: actions[kept.at].label, page: node });
    for (const { at } of missing) {
      items[at] = { kind: 'skip' };
      const question = actions[at].label;
      await this.step('info', node, absentAnswer(actions[at]) === 'no' ? 'questionNotAsked' : 'boxNotShown', {
        question,
        page: node,
      });
    }
  }

  // ---- where are we ------------------------------------------------------------------------------
  private async where(): Promise<Where> {
    const url = new URL(this.page.url());
    const node = url.searchParams.get('node') ?? '';
    const ids =
      this.landmarks?.url === this.page.url() ? this.landmarks.present : await this.present(LANDMARKS);
    if (ids.has(CEAC.recovery.submittedPanel)) return 'submitted';
    if (ids.has(CEAC.done.confirmationNumber) || node === 'Done') return 'done';
    if (ids.has(CEAC.sign.signAndSubmit) || ids.has(CEAC.sign.signed) || node === 'SignCertify')
      return 'sign';
    if (node.startsWith('Review')) return 'review';
    if (node === 'IdentixUpload' || ids.has(CEAC.photo.file)) return 'identixUpload';
    if (node === 'IdentixResult' || ids.has(CEAC.photo.continueWithPhoto)) return 'identixResult';
    if (node === 'ConfirmPhoto') return 'confirmPhoto';
    if (node === 'UploadPhoto') return 'uploadPhoto';
    if (ids.has(CEAC.photo.uploadPhoto)) return ids.has(CEAC.nav.next) ? 'confirmPhoto' : 'uploadPhoto';
    if (ids.has(CEAC.photo.continueWithoutPhoto)) return 'identixResult';
    if (this.plan.some((p) => p.node === node)) return 'form';
    if (ids.has(CEAC.start.location)) return 'start';
    if (ids.has(CEAC.secure.question)) return 'secure';
    if (ids.has(CEAC.recovery.applicationId) || ids.has(CEAC.recovery.surname)) return 'recovery';
    return 'unknown';
  }

  // ---- start, security question, retrieval ------------------------------------------------------
  /** The start page: interview post (re-checked after its postback) and the captcha, by a person. */
  private async passStartPage(purpose: 'start' | 'retrieve'): Promise<void> {
    const post = startPageValue(this.input.answers, CEAC.start.location);
    if (!post) throw PermanentRobotError.of('noInterviewPost');
    await this.goto('/GenNIV/Default.aspx', 'on the start page');
    // Choose the post as a person does (its change posts back); CEAC may silently reset it after
    // that postback, so apply() below checks it again and restores it before the captcha.
    const select = await this.page.evaluate(
      ({ id, value }: { id: string; value: string }) => {
        const el = document.getElementById(id) as HTMLSelectElement | null;
        if (!el) return null;
        return {
          current: el.value,
          listed: Array.from(el.options).some((o) => o.value === value),
          posts: /__doPostBack/.test(el.getAttribute('onchange') ?? ''),
        };
      },
      { id: CEAC.start.location, value: post },
    );
    if (!select) throw changedPage('Default', CEAC.start.location);
    if (select.listed && select.posts && select.current !== post)
      await this.navigate(
        () => this.page.evaluate(chooseOption, { id: CEAC.start.location, value: post }),
        'after choosing the interview post',
      );
    let error: string | null = null;
    for (let attempt = 1; ; attempt += 1) {
      await this.apply('Default', [set(CEAC.start.location, 'select', post, 'Interview post')]);
      const image = await this.captchaImage(CEAC.start.captchaImage);
      await this.step('captcha', 'Default', purpose === 'start' ? 'captchaStart' : 'captchaRetrieve');
      const before = await this.signPageState();
      // Whoever answers may type the captcha on this very page in the live view and press CEAC's
      // button themselves, or answer through the relay (docs/adr/0042, addendum).
      const answered = await this.captchaHandOff(purpose, image, attempt, error, before);
      if (answered === 'relay-reloaded') continue;
      if (answered === null) {
        // The person typed the captcha on the page and pressed CEAC's button: CEAC took it (on to
        // the next page), refused it (its words on the start page) or loaded the page afresh.
        if (!(await this.has(CEAC.start.location))) return;
        const errors = (await this.errorsOnPage()).map((e) => e.message).join(' ');
        if (errors) error = await this.captchaRefused(attempt, errors);
        else await this.reloadedWhileWaiting(before.token, 'Default');
        continue;
      }
      if (!(await this.has(CEAC.start.captchaCode))) throw changedPage('Default', CEAC.start.captchaCode);
      await this.typeInto(CEAC.start.captchaCode, answered.code);
      await this.click(
        purpose === 'start' ? CEAC.start.newApplication : CEAC.start.retrieve,
        'after the start page captcha',
      );
      if (!(await this.has(CEAC.start.location))) return;
      const errors = (await this.errorsOnPage()).map((e) => e.message).join(' ');
      error = await this.captchaRefused(attempt, errors);
    }
  }

  /** CEAC refused the captcha of `attempt`: asked again with CEAC's words, at most MAX_CAPTCHA_ATTEMPTS times. */
  private async captchaRefused(attempt: number, errors: string): Promise<string | null> {
    if (attempt >= MAX_CAPTCHA_ATTEMPTS)
      throw new TransientRobotError(`CEAC refused the captcha ${attempt} times: ${errors}`);
    await this.step('retry', 'Default', 'captchaRefused', { reason: errors || 'no reason given' });
    return errors || null;
  }

  /**
   * Hands the start page's captcha to a person and waits for either answer: the relayed characters
   * (`{ code }`, the page untouched), or the page moving on because the person pressed CEAC's button
   * in the live view (null, the new page loaded and checked). A relayed answer that comes while the
   * person's own press is on its way is dropped (the page's answer counts: no second submit);
   * one that comes after CEAC loaded the page again is 'relay-reloaded' (a new captcha is asked).
   * During the hand-off the start page's other button (Retrieve while starting, Start while
   * retrieving) does nothing, so a live click never opens a second application.
   */
  private async captchaHandOff(
    purpose: 'start' | 'retrieve',
    image: Buffer,
    attempt: number,
    error: string | null,
    before: Awaited<ReturnType<Filing['signPageState']>>,
  ): Promise<{ code: string } | 'relay-reloaded' | null> {
    const other = purpose === 'start' ? CEAC.start.retrieve : CEAC.start.newApplication;
    // A page being loaded again right now cannot take it: the hand-off sees that page settle.
    await this.page.evaluate(guardOtherButton, other).catch(() => undefined);
    let navigated = false;
    const main = this.page.mainFrame();
    const onRequest = (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === main) navigated = true;
    };
    this.page.on('request', onRequest);
    const watching = new AbortController();
    const settled = this.signPageSettled(before, watching.signal);
    let moved = false;
    settled.then(
      () => (moved = true),
      () => undefined, // the robot stopped waiting (below), or the filing stopped
    );
    try {
      const code = await this.race(
        this.hooks.solveCaptcha({ purpose, image, attempt, error, page: this.page, settled }),
      );
      if (code !== null) {
        // The hook stopped the live input and let what was on its way land; a press of CEAC's button
        // shows as a navigation a moment later.
        await new Promise((resolve) => setTimeout(resolve, CAPTCHA_PRESS_GRACE_MS));
        if (!navigated && !moved) {
          if ((await this.documentToken()) !== before.token) {
            await this.reloadedWhileWaiting(before.token, 'Default');
            return 'relay-reloaded';
          }
          return { code };
        }
        // The person's press won: wait for CEAC's answer to it (a navigation that never came, e.g.
        // a link the resource policy blocked, leaves the page as it was: the relayed answer counts).
        const landed = await this.race(
          Promise.race([
            settled.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), NAVIGATION_WAIT_MS)),
          ]),
        );
        if (!landed) return { code };
      } else await this.race(settled);
    } finally {
      watching.abort();
      this.page.off('request', onRequest);
    }
    this.landmarks = null;
    await this.page.waitForLoadState('load');
    await this.checkHealth(null, 'after the captcha answered in the live view');
    return null;
  }

  private async startNew(): Promise<void> {
    await this.passStartPage('start');
    if ((await this.where()) !== 'secure') throw changedPage('SecureQuestion', CEAC.secure.question);
    const applicationId = await this.textOf(CEAC.secure.applicationId);
    if (!/^AA[A-Z0-9]{8}$/.test(applicationId))
      throw changedPage('SecureQuestion', CEAC.secure.applicationId);
    this.done = 0;
    await this.checkpoint({
      applicationId,
      stage: 'start',
      lastSavedPage: null,
      confirmationNumber: undefined,
    });
    await this.step('info', 'SecureQuestion', 'applicationId', { applicationId });
    const { question, answer } = this.input.security;
    await this.apply('SecureQuestion', [
      set(CEAC.secure.privacy, 'checkbox', 'on', 'I AGREE (Privacy Act)'),
      set(CEAC.secure.question, 'select', question, 'Security Question'),
      set(CEAC.secure.answer, 'text', answer, 'Security Answer'),
    ]);
    await this.click(CEAC.secure.continue, 'after the security question');
    if ((await this.where()) === 'secure') {
      const errors = (await this.errorsOnPage()).map((e) => e.message).join(' ');
      throw new PermanentRobotError(`CEAC refused the security question: ${errors}`);
    }
    await this.checkpoint({ stage: 'pages' });
    this.expected = 0;
  }

  /** Retrieval (start page → Retrieve → id → surname, birth year, security answer). False: CEAC does not know it. */
  private async retrieve(applicationId: string): Promise<boolean> {
    await this.passStartPage('retrieve');
    if (!(await this.has(CEAC.recovery.applicationId)))
      throw changedPage('Recovery', CEAC.recovery.applicationId);
    await this.apply('Recovery', [set(CEAC.recovery.applicationId, 'text', applicationId, 'Application ID')]);
    await this.click(CEAC.recovery.applicationIdSubmit, 'after the Application ID');
    if (!(await this.has(CEAC.recovery.surname))) return false;
    const { surnameLetters, birthYear } = retrievalFacts(this.input.answers);
    await this.apply('Recovery', [
      set(CEAC.recovery.surname, 'text', surnameLetters, 'Surname (first 5 letters)'),
      set(CEAC.recovery.birthYear, 'text', birthYear, 'Year of Birth'),
      set(CEAC.recovery.answer, 'text', this.input.security.answer, 'Security Answer'),
    ]);
    await this.click(CEAC.recovery.retrieve, 'after retrieving the application');
    if (await this.has(CEAC.recovery.surname)) return false;
    await this.step('info', null, 'retrieved', { applicationId });
    return true;
  }

  // ---- the walk ------------------------------------------------------------------------------------
  /**
   * CEAC can give the application back: retrieval asks for the first letters of the surname and the
   * year of birth, which CEAC has once Personal 1 is saved.
   */
  private retrievable(): boolean {
    const { applicationId, stage, lastSavedPage } = this.checkpointState;
    return (
      applicationId !== null &&
      (lastSavedPage !== null || ['photo', 'review', 'signing', 'done'].includes(stage))
    );
  }

  async run(): Promise<RobotOutcome> {
    const { applicationId, stage } = this.checkpointState;
    if (this.checkpointState.selfSign) return this.confirmSelfSigned();
    if (applicationId !== null && this.retrievable()) {
      if (!(await this.retrieve(applicationId))) {
        if (stage === 'signing' || stage === 'done')
          throw new PermanentRobotError(
            `CEAC no longer finds application ${applicationId}, so whether it was submitted cannot be checked; nothing was filed again`,
          );
        await this.step('info', null, 'applicationGone', { applicationId });
        await this.startNew();
      }
    } else {
      if (applicationId) await this.step('info', null, 'nothingToRetrieve', { applicationId });
      await this.startNew();
    }
    for (;;) {
      try {
        return await this.walk();
      } catch (error) {
        // CEAC ended the session (20 idle minutes): retrieve the application and go on from where
        // CEAC stands, in this run; what CEAC saved is not filled again, and no second application
        // is started. Beyond a few times, the caller's retries take over.
        const id = this.checkpointState.applicationId;
        if (!(error instanceof SessionEndedError) || this.recoveries >= MAX_SESSION_RECOVERIES) throw error;
        if (id === null || !this.retrievable()) throw error;
        this.recoveries += 1;
        await this.step('info', null, 'sessionEnded', { reason: error.reason });
        if (!(await this.retrieve(id))) throw error;
        this.expected = null;
      }
    }
  }

  /**
   * The applicant signed (or says so) on CEAC in their own browser (docs/adr/0045): retrieve the
   * application and read CEAC's answer. A submitted application (its panel) ends the filing with the
   * confirmation number; anything else is "not signed yet". Nothing is filled, nothing is signed.
   */
  private async confirmSelfSigned(): Promise<RobotOutcome> {
    const { applicationId } = this.checkpointState;
    if (applicationId === null)
      throw new PermanentRobotError('A filing signed on CEAC by the applicant has no Application ID');
    if (!(await this.retrieve(applicationId)))
      throw new PermanentRobotError(
        `CEAC no longer finds application ${applicationId}, so whether it was submitted cannot be checked; nothing was filed again`,
      );
    const here = await this.where();
    if (here === 'submitted' || here === 'done') return this.finish(here);
    return { kind: 'notSigned', applicationId };
  }

  private guard(key: string): void {
    this.repeats = key === this.lastPage ? this.repeats + 1 : 0;
    this.lastPage = key;
    if (this.repeats >= 3) throw new PermanentRobotError(`CEAC keeps showing ${key}; filing stopped`);
  }

  private async walk(): Promise<RobotOutcome> {
    for (;;) {
      this.checkAbort();
      const where = await this.where();
      const node = this.node();
      switch (where) {
        case 'form': {
          this.guard(node);
          this.checkOrder(node);
          const outcome = await this.fillPage(node);
          if (outcome) return outcome;
          break;
        }
        case 'uploadPhoto':
        case 'identixUpload':
        case 'identixResult':
        case 'confirmPhoto':
          this.guard(`${where}`);
          this.checkNothingLeft(node || where);
          await this.photoStep(where);
          break;
        case 'review':
          this.guard(node);
          this.checkNothingLeft(node);
          if (this.checkpointState.stage === 'pages' || this.checkpointState.stage === 'start')
            await this.checkpoint({ stage: 'photo' });
          this.done = this.plan.length + 1;
          await this.step('review', node, 'reviewing', { page: node.replace(/^Review/, '') });
          await this.click(CEAC.nav.next, `after review page ${node}`);
          break;
        case 'sign':
          await this.signStep();
          break;
        case 'done':
        case 'submitted':
          return this.finish(where);
        case 'start':
          throw new SessionEndedError('CEAC went back to its start page');
        default:
          throw PermanentRobotError.of('ceacUnknownPage', {
            page: `${new URL(this.page.url()).pathname}${node ? `?node=${node}` : ''}`,
          });
      }
    }
  }

  /**
   * CEAC shows its pages in the order of the plan (ADR 0041): after Next it must show the next
   * planned page, or a later one when every page in between has nothing to fill. Any other page
   * means CEAC reordered its pages: stop before filling it.
   */
  private checkOrder(node: string): void {
    const at = this.plan.findIndex((p) => p.node === node);
    const expected = this.expected;
    if (expected === null || at === expected) return;
    if (at > expected && this.plan.slice(expected, at).every((p) => p.actions.length === 0)) return;
    throw PermanentRobotError.of('ceacPageOrder', {
      page: node,
      expected: this.plan[expected]?.node ?? 'UploadPhoto',
    });
  }

  /** Past the application pages: none the form has answers for may have been left unshown. */
  private checkNothingLeft(page: string): void {
    if (this.expected === null) return;
    const left = this.plan.slice(this.expected).find((p) => p.actions.length > 0);
    this.expected = null;
    if (left) throw PermanentRobotError.of('ceacPageMissing', { page, expected: left.node });
  }

  private async fillPage(node: string): Promise<RobotOutcome | null> {
    const at = this.plan.findIndex((p) => p.node === node);
    const plan = this.plan[at];
    this.done = at;
    await this.step('page', node, 'filling', { page: node });
    await this.apply(node, plan.actions, true);
    await this.click(CEAC.nav.next, `after Next on ${node}`);
    const moved = this.node() !== node;
    if (!moved) {
      const errors = await this.errorsOnPage();
      if (errors.length) return this.ds160Error(node, errors);
    }
    this.expected = moved ? at + 1 : at;
    this.done = at + 1;
    await this.checkpoint({ stage: 'pages', lastSavedPage: node });
    await this.step('saved', node, 'saved', { page: node });
    return null;
  }

  private async ds160Error(
    node: string,
    errors: { message: string; elementId: string | null }[],
  ): Promise<RobotOutcome> {
    const index = controlIndex(node);
    const mapped: RobotFieldError[] = errors.map(({ message, elementId }) => {
      const ref = elementId ? index.get(elementId) : undefined;
      const found = ref ? { elementId: elementId!, ref } : refForMessage(node, message);
      return {
        page: node,
        elementId: found?.elementId ?? elementId,
        message,
        section: found?.ref.section ?? null,
        field: found?.ref.field ?? null,
      };
    });
    await this.step('info', node, 'pageRefused', {
      page: node,
      reason: mapped.map((e) => e.message).join(' '),
    });
    return { kind: 'ds160Error', applicationId: this.checkpointState.applicationId, errors: mapped };
  }

  private async photoStep(where: Where): Promise<void> {
    const photo = this.input.photo;
    const P = CEAC.photo;
    this.done = this.plan.length;
    if (where === 'uploadPhoto') {
      await this.step('photo', 'UploadPhoto', photo ? 'uploadingPhoto' : 'noPhoto');
      if (!photo && (await this.has(P.continueWithoutPhoto)))
        return this.click(P.continueWithoutPhoto, 'after Continue Without a Photo');
      return this.click(P.uploadPhoto, 'after Upload Your Photo');
    }
    if (where === 'identixUpload') {
      if (!photo) {
        if (await this.has(P.continueWithoutPhoto))
          return this.click(P.continueWithoutPhoto, 'after Continue Without a Photo');
        return this.click(P.uploadSelected, 'after uploading no photo');
      }
      if (this.photoUploads > 0 && (await this.has(P.continueWithoutPhoto))) {
        // Uploaded, and the tool offers the upload again: CEAC refused the photo (the "X").
        const reason = (await this.page.evaluate(() => document.body.innerText))
          .replace(/\s+/g, ' ')
          .slice(0, 300);
        await this.step('photo', 'IdentixResult', 'photoRefused', { reason });
        return this.click(P.continueWithoutPhoto, 'after Continue Without a Photo');
      }
      if (!(await this.has(P.file))) throw changedPage('IdentixUpload', P.file);
      this.photoUploads += 1;
      await this.page.setInputFiles(this.sel(P.file), {
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      return this.click(P.uploadSelected, 'after uploading the photo');
    }
    if (where === 'identixResult') {
      if (photo && (await this.has(P.continueWithPhoto))) {
        await this.step('photo', 'IdentixResult', 'photoAccepted');
        return this.click(P.continueWithPhoto, 'after Continue Using This Photo');
      }
      if (photo) {
        const reason = (await this.page.evaluate(() => document.body.innerText))
          .replace(/\s+/g, ' ')
          .slice(0, 300);
        await this.step('photo', 'IdentixResult', 'photoRefused', { reason });
      }
      return this.click(P.continueWithoutPhoto, 'after Continue Without a Photo');
    }
    // ConfirmPhoto
    await this.checkpoint({ stage: 'photo' });
    await this.step('photo', 'ConfirmPhoto', photo ? 'photoDone' : 'continuingWithoutPhoto');
    return this.click(CEAC.nav.next, 'after the photo step');
  }

  private preparerActions(): PageAction[] {
    const S = CEAC.sign.preparer;
    const p = this.input.preparer;
    const question = 'Did anyone assist you in filling out this application?';
    if (!p) return [set(CEAC.sign.preparerAssisted, 'radio', 'N', question)];
    const na = (id: string, label: string): PageAction => ({
      kind: 'companion',
      id,
      section: null,
      field: null,
      label,
    });
    // A part the agency does not have is declared with its Does Not Apply box, as CEAC asks.
    const text = (id: string, value: string | undefined, label: string, naId?: string): PageAction[] =>
      value ? [set(id, 'text', value, label)] : naId ? [na(naId, `${label}: Does Not Apply`)] : [];
    const named = Boolean(p.surname || p.givenName);
    return [
      set(CEAC.sign.preparerAssisted, 'radio', 'Y', question),
      ...(named
        ? [
            ...text(S.surname, p.surname, 'Preparer surnames'),
            ...text(S.givenName, p.givenName, 'Preparer given names'),
          ]
        : [na(S.nameNa, 'Preparer name: Does Not Apply')]),
      ...text(S.organization, p.organization, 'Preparer organization', S.organizationNa),
      set(S.line1, 'text', p.address.line1, 'Preparer street address (line 1)'),
      ...text(S.line2, p.address.line2, 'Preparer street address (line 2)'),
      set(S.city, 'text', p.address.city, 'Preparer city'),
      ...text(S.state, p.address.state, 'Preparer state/province', S.stateNa),
      ...text(S.zipCode, p.address.zipCode, 'Preparer postal zone/ZIP code', S.zipCodeNa),
      set(S.country, 'select', p.address.country, 'Preparer country/region'),
      set(S.relationship, 'text', p.relationship, 'Preparer relationship to the applicant'),
    ];
  }

  /**
   * The sign page (docs/adr/0042): the robot fills the preparer part and stops. The FGM/C box, the
   * passport number, the captcha and the click on Sign and Submit are the applicant's own, on this
   * very page through the live view; the robot waits for the page to change and reads what CEAC
   * says (signed, refused, or the page loaded again), then goes on or hands the page back.
   */
  private async signStep(): Promise<void> {
    const S = CEAC.sign;
    this.done = this.plan.length + 2;
    if (await this.has(S.signed)) {
      await this.step('sign', 'SignCertify', 'signed');
      return this.click(CEAC.nav.next, 'after signing');
    }
    if (this.checkpointState.stage !== 'review' && this.checkpointState.stage !== 'signing')
      await this.checkpoint({ stage: 'review' });
    if (this.signAttempt > MAX_SIGN_ATTEMPTS)
      throw new PermanentRobotError(
        `CEAC refused the signature ${MAX_SIGN_ATTEMPTS} times: ${this.signError ?? ''}`,
      );
    await this.apply('SignCertify', this.preparerActions());
    await this.step(
      'sign',
      'SignCertify',
      this.signError ? 'signatureRefused' : 'waitingForSignature',
      this.signError ? { reason: this.signError } : {},
    );
    const before = await this.signPageState();
    const watching = new AbortController();
    const settled = this.signPageSettled(before, watching.signal);
    settled.catch(() => undefined); // awaited below; a stopped filing must not leave it unhandled
    try {
      await this.race(
        this.hooks.awaitSignature({
          page: this.page,
          attempt: this.signAttempt,
          error: this.signError,
          settled,
        }),
      );
      await this.race(settled);
    } finally {
      watching.abort();
    }
    // The applicant acted: Sign and Submit may have reached CEAC, so from here a resumed filing
    // retrieves the application (a submitted one yields its confirmation number) and the credit is
    // kept whatever follows (docs/adr/0041). A filing nobody signed ends in `review` and returns it.
    if (this.checkpointState.stage !== 'signing') await this.checkpoint({ stage: 'signing' });
    this.landmarks = null;
    await this.page.waitForLoadState('load');
    const attempt = this.signAttempt;
    const settledAs = (outcome: 'signed' | 'refused' | 'reloaded' | 'left', error: string | null = null) =>
      this.race(this.hooks.signatureSettled?.({ attempt, outcome, error }) ?? Promise.resolve());
    try {
      await this.checkHealth(null, 'after the applicant acted on the sign page');
    } catch (error) {
      await settledAs('left');
      throw error;
    }
    const here = await this.where();
    if (here !== 'sign' || (await this.has(S.signed))) {
      const signed = here === 'done' || here === 'submitted' || (await this.has(S.signed));
      return settledAs(signed ? 'signed' : 'left');
    }
    const errors = (await this.errorsOnPage()).map((e) => e.message).join(' ');
    if (errors) {
      await settledAs('refused', errors);
      this.signError = errors;
      this.signAttempt += 1;
      return;
    }
    await settledAs('reloaded');
    // Not a signature (CEAC's idle warning reloaded the page, or a postback of the preparer part):
    // the page is filled again and handed back.
    await this.step('info', 'SignCertify', 'pageReloaded', { page: 'SignCertify' });
    this.reloads += 1;
    if (this.reloads > MAX_RELOADS_WHILE_WAITING * 4)
      throw new TransientRobotError('CEAC kept reloading the sign page while it waited for the applicant');
  }

  /** What tells one state of the sign page from the next: its document, CEAC's messages, the signed text. */
  private async signPageState(): Promise<{ token: string; errors: string; signed: boolean; url: string }> {
    const token = await this.documentToken();
    try {
      const { errors, signed } = await this.page.evaluate(
        ({ summaries, signedId }: { summaries: string[]; signedId: string }) => ({
          errors: summaries
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
          signed: document.getElementById(signedId) !== null,
        }),
        { summaries: [...CEAC.summaries], signedId: CEAC.sign.signed },
      );
      return { token, errors, signed, url: this.page.url() };
    } catch (error) {
      if (!(error instanceof Error) || !/context was destroyed|navigat/i.test(error.message)) throw error;
      return { token: '', errors: '', signed: false, url: this.page.url() };
    }
  }

  /** Resolves when the sign page is no longer what it was when the applicant was handed it. */
  private async signPageSettled(
    before: { token: string; errors: string; signed: boolean; url: string },
    stop: AbortSignal,
  ): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, SIGN_PAGE_POLL_MS));
      if (stop.aborted) throw new RobotAbortedError('No longer waiting for the signature');
      this.checkAbort();
      const now = await this.signPageState();
      if (now.token !== before.token || now.url !== before.url || now.signed || now.errors !== before.errors)
        return;
    }
  }

  private async finish(where: 'done' | 'submitted'): Promise<RobotOutcome> {
    const text = await this.textOf(CEAC.done.confirmationNumber);
    if (!/^AA[A-Z0-9]{8}$/.test(text))
      throw changedPage(where === 'done' ? 'Done' : 'Recovery', CEAC.done.confirmationNumber);
    const applicationId = this.checkpointState.applicationId ?? text;
    this.done = this.total;
    await this.checkpoint({ stage: 'done', confirmationNumber: text });
    await this.step('confirmation', 'Done', where === 'done' ? 'submitted' : 'alreadySubmitted', {
      confirmationNumber: text,
    });
    return { kind: 'completed', applicationId, confirmationNumber: text };
  }
}

function isClosed(error: unknown): boolean {
  return (
    error instanceof Error && /has been closed|Target closed|browser has disconnected/i.test(error.message)
  );
}

/**
 * Files one application. Resolves with `completed` or `ds160Error`; throws TransientRobotError
 * (retry with back-off from the last checkpoint) or PermanentRobotError (end in ERRORED).
 */
export async function fileApplication(
  browser: Browser,
  input: RobotInput,
  hooks: RobotHooks,
  signal?: AbortSignal,
  options: RobotOptions = {},
): Promise<RobotOutcome> {
  const resume = input.resume;
  if (resume?.stage === 'done' && resume.applicationId && resume.confirmationNumber)
    return {
      kind: 'completed',
      applicationId: resume.applicationId,
      confirmationNumber: resume.confirmationNumber,
    };
  if (signal?.aborted) throw new RobotAbortedError('Filing stopped before it finished');
  const context = await browser.newContext({ acceptDownloads: false });
  const onAbort = () => void context.close().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const page = await context.newPage();
    await blockUnneededRequests(page);
    // CEAC's 15-minute warning is an alert; its "Leave site?" guard a beforeunload dialog.
    page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    hooks.onPage?.(page);
    return await new Filing(page, input, hooks, signal, options).run();
  } catch (error) {
    if (signal?.aborted) throw new RobotAbortedError('Filing stopped before it finished');
    if (error instanceof TransientRobotError || error instanceof PermanentRobotError) throw error;
    if (error instanceof playwrightErrors.TimeoutError)
      throw new TransientRobotError(`CEAC did not answer in time: ${error.message.split('\n')[0]}`);
    if (
      error instanceof Error &&
      (/net::ERR_|NS_ERROR|Navigation failed/i.test(error.message) || isClosed(error))
    )
      throw new TransientRobotError(`CEAC could not be reached: ${error.message.split('\n')[0]}`);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await context.close().catch(() => undefined);
  }
}
