// Test harness for the robot: the real CEAC simulator in-process on port 0, hooks that record
// steps and checkpoints and answer human hand-offs from the simulator's test hooks, and an
// independent statement of what CEAC must hold for a form (element id → value).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Browser, CDPSession, Page } from 'playwright-core';
import {
  DS160_SECTIONS,
  MONTHS,
  applyLocks,
  ceacAnswers,
  getAnswer,
  visibleFieldInstances,
  type FormAnswers,
  type PartialDate,
} from '@portico/shared-types';
// The robot is tested against the real simulator, started in-process (the brief: no mocks).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createCeacSim, type CeacSimOptions } from '../../../ceac-sim/src/app';
import {
  launchRobotBrowser,
  type RobotCheckpoint,
  type RobotHooks,
  type RobotInput,
  type RobotStep,
} from '../../src/robot';
import { CEAC } from '../../src/robot/ceac-ids';

export interface Sim {
  url: string;
  server: Server;
  /** Requests the simulator answered (test hooks aside), and how many were partial postbacks. */
  requests: { total: number; partial: number };
  hook<T = unknown>(path: string, init?: RequestInit): Promise<T>;
  close(): Promise<void>;
}

export async function startSim(
  options: Pick<
    CeacSimOptions,
    'saveOnlyReveal' | 'postbacks' | 'lenient' | 'idleTimeoutMs' | 'idleWarningMs'
  > = {},
): Promise<Sim> {
  // No leniency unless a test asks: the robot meets CEAC's rules (ADR 0039).
  const server = createCeacSim({ testHooks: true, lenient: [], ...options }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const requests = { total: 0, partial: 0 };
  server.on('request', (req: { url?: string; headers: Record<string, unknown> }) => {
    if (req.url?.startsWith('/__test')) return;
    requests.total += 1;
    if (/delta=true/i.test(String(req.headers['x-microsoftajax'] ?? ''))) requests.partial += 1;
  });
  return {
    url,
    server,
    requests,
    async hook<T>(path: string, init: RequestInit = {}): Promise<T> {
      const res = await fetch(`${url}/__test${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      });
      if (!res.ok) throw new Error(`hook ${path}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Recorder extends RobotHooks {
  steps: RobotStep[];
  checkpoints: RobotCheckpoint[];
  captchas: { purpose: string; attempt: number; bytes: number }[];
  signs: { attempt: number; error: string | null; bytes: number }[];
  last(): RobotCheckpoint | null;
}

export function recorder(
  sim: Sim,
  options: {
    passportNumber: string;
    /** Called before each checkpoint is recorded (tests abort filings here). */
    onCheckpoint?: (checkpoint: RobotCheckpoint) => void | Promise<void>;
    onStep?: (step: RobotStep) => void | Promise<void>;
    captcha?: (attempt: number) => Promise<string>;
    sign?: (attempt: number) => Promise<{ passportNumber: string; captcha: string; fgmcCertified: boolean }>;
  },
): Recorder {
  const code = async () => (await sim.hook<{ code: string }>('/last-captcha')).code;
  const rec: Recorder = {
    steps: [],
    checkpoints: [],
    captchas: [],
    signs: [],
    last: () => rec.checkpoints[rec.checkpoints.length - 1] ?? null,
    async onStep(step) {
      rec.steps.push(step);
      if (process.env.ROBOT_DEBUG) console.log(Date.now() % 100000, step.kind, step.page, step.message);
      await options.onStep?.(step);
    },
    async onCheckpoint(checkpoint) {
      rec.checkpoints.push(checkpoint);
      await options.onCheckpoint?.(checkpoint);
    },
    async solveCaptcha({ purpose, image, attempt }) {
      rec.captchas.push({ purpose, attempt, bytes: image.length });
      return options.captcha ? options.captcha(attempt) : code();
    },
    async awaitSignature({ page, attempt, error, settled }) {
      rec.signs.push({ attempt, error, bytes: (await page.screenshot({ type: 'png' })).length });
      let over = false;
      void settled.then(
        () => (over = true),
        () => (over = true),
      );
      // The applicant acts on CEAC's own page, through the same CDP input a live view relays; if the
      // page changes first (CEAC reloaded it), this attempt is over and the robot hands it back.
      const act = (async () => {
        const answer = options.sign
          ? await options.sign(attempt)
          : { passportNumber: options.passportNumber, captcha: await code(), fgmcCertified: true };
        if (over) return;
        await applicantSigns(page, answer, () => over);
      })();
      await Promise.race([act, settled]);
      await settled;
    },
  };
  return rec;
}

/** A CDP session's input at the centre of the element with this id (the page scrolled to show it). */
async function clickElement(cdp: CDPSession, page: Page, id: string): Promise<void> {
  const at = await page.evaluate((wanted: string) => {
    const el = document.getElementById(wanted);
    if (!el) throw new Error(`no element ${wanted} on the sign page`);
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, id);
  for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'] as const)
    await cdp.send('Input.dispatchMouseEvent', {
      type,
      x: at.x,
      y: at.y,
      button: type === 'mouseMoved' ? 'none' : 'left',
      clickCount: type === 'mouseMoved' ? 0 : 1,
    });
}

/**
 * The applicant's own act on CEAC's sign page, as a live view relays it (Chrome DevTools Protocol
 * input, never the robot's click helper): ticks the FGM/C box, types the passport number and the
 * captcha, and clicks Sign and Submit.
 */
export async function applicantSigns(
  page: Page,
  answer: { passportNumber: string; captcha: string; fgmcCertified: boolean },
  stop: () => boolean = () => false,
): Promise<void> {
  const S = CEAC.sign;
  const cdp = await page.context().newCDPSession(page);
  try {
    if (answer.fgmcCertified && !(await page.isChecked(`[id="${S.fgmc}"]`)))
      await clickElement(cdp, page, S.fgmc);
    for (const [id, text] of [
      [S.passportNumber, answer.passportNumber],
      [S.captchaCode, answer.captcha],
    ] as const) {
      if (stop()) return;
      await clickElement(cdp, page, id);
      await page.evaluate((wanted: string) => {
        const el = document.getElementById(wanted) as HTMLInputElement;
        el.select();
      }, id);
      await cdp.send('Input.insertText', { text });
    }
    if (stop()) return;
    await clickElement(cdp, page, S.signAndSubmit);
  } catch (error) {
    // The page went away under the applicant's hands (CEAC reloaded it): the robot hands it back.
    if (stop() || (error instanceof Error && /context was destroyed|navigat|closed/i.test(error.message)))
      return;
    throw error;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

export function robotInput(sim: Sim, answers: FormAnswers, extra: Partial<RobotInput> = {}): RobotInput {
  return {
    baseUrl: sim.url,
    answers,
    security: { question: '3', answer: 'SMITH' },
    preparer: null,
    photo: null,
    resume: null,
    ...extra,
  };
}

/** The record the simulator keeps: page values keyed by element id (old or new record shape). */
export interface SimRecord {
  applicationId: string;
  location: string;
  pages: Record<string, Record<string, string> | { values: Record<string, string> }>;
  signed?: boolean;
  submitCount?: number;
  confirmationNumber?: string;
  preparer?: unknown;
  photo?: { accepted: boolean; bytes: number } | null;
}

export function pageValues(record: SimRecord, node: string): Record<string, string> | undefined {
  const page = record.pages[node];
  if (!page) return undefined;
  return 'values' in page && typeof page.values === 'object'
    ? (page.values as Record<string, string>)
    : (page as Record<string, string>);
}

/**
 * What CEAC must hold for these answers, written independently of the robot's planner: every
 * visible question's answer at its mapped element id (dates as day '05', month per the page's
 * option style, year; Yes/No by the radio list's id; SSN in its three boxes; ticked companions 'on').
 */
export function expectedCeacValues(raw: FormAnswers): Map<string, Record<string, string>> {
  // Text in CEAC's case (upper case but e-mails, handles and native names: the definition's rule).
  const answers = ceacAnswers(applyLocks(raw));
  const out = new Map<string, Record<string, string>>();
  for (const section of DS160_SECTIONS) {
    for (const { field, indexes } of visibleFieldInstances(section.key, answers)) {
      if (!field.ceac || field.type === 'repeater' || field.ceac.page === 'Default') continue;
      const page = out.get(field.ceac.page) ?? {};
      out.set(field.ceac.page, page);
      const repeater = field.key.includes('[]')
        ? section.fields.find((f) => f.key === field.key.slice(0, field.key.indexOf('[]')))?.repeater
        : undefined;
      const id = (raw: string) =>
        repeater && indexes.length
          ? raw.replace(
              `${repeater.ceacRepeaterId}_ctl00_`,
              `${repeater.ceacRepeaterId}_ctl${String(indexes[0]).padStart(2, '0')}_`,
            )
          : raw;
      if (field.companion && getAnswer(answers[section.key], field.companion.key, indexes) === true) {
        page[id(field.companion.ceacId)] = 'on';
        continue;
      }
      const value = getAnswer(answers[section.key], field.key, indexes);
      if (value === undefined || value === null || value === '') continue;
      if (field.type === 'date') {
        const date = value as PartialDate;
        for (const c of field.ceac.controls) {
          if (c.part === 'day' && date.day) page[id(c.id)] = String(date.day).padStart(2, '0');
          if (c.part === 'month' && date.month)
            page[id(c.id)] = c.monthValues === 'MMM' ? MONTHS[date.month - 1].label : String(date.month);
          if (c.part === 'year' && date.year) page[id(c.id)] = String(date.year);
        }
      } else if (field.key === 'usSocialSecurityNumber') {
        const s = String(value);
        const [a, b, c] = field.ceac.controls;
        page[id(a.id)] = s.slice(0, 3);
        page[id(b.id)] = s.slice(3, 5);
        page[id(c.id)] = s.slice(5);
      } else page[id(field.ceac.controls[0].id)] = String(value);
    }
  }
  return out;
}

/**
 * A CEAC that resets one control after its own postback (ds160-facts: CEAC may silently reset a
 * value after the postback): a real HTTP proxy in front of the simulator that rewrites that one
 * posted value whenever the control posts back.
 */
export async function startResettingCeac(
  sim: Sim,
  reset: { postName: string; to: string },
): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Buffer | string = Buffer.concat(chunks);
    if (
      req.method === 'POST' &&
      String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')
    ) {
      const form = new URLSearchParams(body.toString('utf8'));
      if ((form.get('__EVENTTARGET') ?? '').startsWith(reset.postName)) form.set(reset.postName, reset.to);
      body = form.toString();
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k)) headers[k] = v;
    const upstream = await fetch(`${sim.url}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      redirect: 'manual',
    });
    const out: Record<string, string | string[]> = {};
    upstream.headers.forEach((v, k) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)) out[k] = v;
    });
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(upstream.status, out);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Compares what CEAC holds with what it must hold, value by value. A day is the same option however
 * the page writes it ('1' on Travel, '01' elsewhere: the robot picks the page's own option). A
 * question CEAC did not ask may be missing only when its answer is "No" (or a Does Not Apply box)
 * and the robot recorded leaving it out on that page.
 */
export function compareWithCeac(
  expected: Map<string, Record<string, string>>,
  record: SimRecord,
  steps: { code: string; page: string | null }[],
): { node: string; id: string; expected: string; held: string | undefined }[] {
  const out: { node: string; id: string; expected: string; held: string | undefined }[] = [];
  for (const [node, values] of expected) {
    const held = pageValues(record, node) ?? {};
    const leftOut = steps.some(
      (s) => s.page === node && (s.code === 'questionNotAsked' || s.code === 'boxNotShown'),
    );
    for (const [id, value] of Object.entries(values)) {
      const got = held[id];
      if (got === value) continue;
      if (/Day$/.test(id) && got !== undefined && /^[0-9]+$/.test(got) && Number(got) === Number(value))
        continue;
      if (got === undefined && leftOut && (value === 'N' || value === 'on')) continue;
      out.push({ node, id, expected: value, held: got });
    }
    for (const [id, got] of Object.entries(held))
      if (!(id in values) && got !== '' && !id.includes('DListRepeat') && !/_NA$/.test(id))
        out.push({ node, id, expected: '(nothing)', held: got });
  }
  return out;
}

/** One robot browser for the spec file (launched before its tests, closed after). */
export function useRobotBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchRobotBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** A simulator for the enclosing describe block (started before its tests, closed after). */
export function useSim(options: Parameters<typeof startSim>[0] = {}): () => Sim {
  let sim: Sim | undefined;
  beforeAll(async () => {
    sim = await startSim(options);
  });
  afterAll(async () => {
    await sim?.close();
  });
  return () => sim!;
}

/** CEAC's partial postbacks (async) and full-page posts: the simulator's two modes. */
export const POSTBACK_MODES = ['async', 'full'] as const;
