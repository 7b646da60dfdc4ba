// Drift faults: "CEAC changed" under a robot written for yesterday's CEAC (issue 17, item 6).
// They change the pages the simulator serves, not its transport: an unknown required question on a
// page, an option code renamed, pages in another order. Set with the other fault switches
// (POST /__test/faults, env CEAC_SIM_FAULTS); ADR 0039.
import { POSTS, type CodeOption, type Question, type SimPage } from './record';
import type { Facts } from './reveal';

export interface UnknownQuestion {
  /** The page (inventory node) that gains the question. */
  node: string;
  /** Its element id (a radio list's, a text box's or a select's, as CEAC names them). */
  id: string;
  label: string;
  kind: 'radio-yn' | 'text' | 'select';
  /** Where on the page: the index among the page's questions (0: first; beyond the end: last). */
  position: number;
}

export interface RenamedOption {
  from: string;
  to: string;
  /** Only this select (element id); every select (and the location list) offering `from` when absent. */
  elementId?: string;
}

export interface Drift {
  unknownQuestion: UnknownQuestion | null;
  renameOption: RenamedOption | null;
  /** These pages, in this order, take the places they held among themselves in CEAC's order. */
  reorderPages: string[] | null;
}

const F = 'ctl00_SiteContentPlaceHolder_FormView1_';
const ID = /^[A-Za-z0-9_]+$/;
const CODE = /^[A-Za-z0-9_.-]{1,20}$/;
const DRIFT_OPTIONS: readonly CodeOption[] = [
  { code: 'A', label: 'FIRST NEW CHOICE' },
  { code: 'B', label: 'SECOND NEW CHOICE' },
];

/** Reads the drift switches of a fault-hook body; a message when one is not valid. */
export function parseDrift(
  b: Record<string, unknown>,
  current: Drift,
  pages: readonly SimPage[],
): Drift | { error: string } {
  const next: Drift = { ...current };
  const nodes = new Set(pages.map((p) => p.node));
  if (b.unknownQuestion !== undefined) {
    const u = b.unknownQuestion as Record<string, unknown> | null;
    if (u === null) next.unknownQuestion = null;
    else {
      const kind = u?.kind ?? 'radio-yn';
      if (typeof u !== 'object' || typeof u.node !== 'string' || !nodes.has(u.node))
        return { error: `unknownQuestion.node must be one of: ${[...nodes].join(', ')}` };
      if (kind !== 'radio-yn' && kind !== 'text' && kind !== 'select')
        return { error: "unknownQuestion.kind must be 'radio-yn', 'text' or 'select'" };
      const prefix = kind === 'radio-yn' ? 'rbl' : kind === 'text' ? 'tbx' : 'ddl';
      const id = u.id === undefined ? `${F}${prefix}NEW_QUESTION` : u.id;
      if (typeof id !== 'string' || !ID.test(id))
        return { error: 'unknownQuestion.id must be an element id' };
      if (pages.some((p) => p.questions.some((q) => q.controls.some((c) => c.id === id))))
        return { error: `unknownQuestion.id ${id} is a known element of the record` };
      const label = u.label === undefined ? 'A question CEAC added' : u.label;
      if (typeof label !== 'string' || !label.trim() || label.length > 200)
        return { error: 'unknownQuestion.label must be a text of 1..200 characters' };
      const position = u.position === undefined ? 0 : Number(u.position);
      if (!Number.isInteger(position) || position < 0)
        return { error: 'unknownQuestion.position must be a non-negative integer' };
      next.unknownQuestion = { node: u.node, id, label: label.trim(), kind, position };
    }
  }
  if (b.renameOption !== undefined) {
    const r = b.renameOption as Record<string, unknown> | null;
    if (r === null) next.renameOption = null;
    else {
      if (
        typeof r !== 'object' ||
        typeof r.from !== 'string' ||
        typeof r.to !== 'string' ||
        !CODE.test(r.from) ||
        !CODE.test(r.to) ||
        r.from === r.to ||
        (r.elementId !== undefined && (typeof r.elementId !== 'string' || !ID.test(r.elementId)))
      )
        return { error: 'renameOption must be { from, to, elementId? }: two different option codes' };
      const renamed = { from: r.from, to: r.to, elementId: r.elementId as string | undefined };
      const hits = selectsOffering(pages, renamed);
      if (!hits.length && !(renamed.elementId === undefined && POSTS.some((p) => p.code === renamed.from)))
        return { error: `renameOption: no select of the record offers the code ${renamed.from}` };
      if (hits.some((q) => (q.options ?? []).some((o) => o.code === renamed.to)))
        return { error: `renameOption: ${renamed.to} is already an option of that select` };
      next.renameOption = renamed;
    }
  }
  if (b.reorderPages !== undefined) {
    const order = b.reorderPages as unknown;
    if (order === null) next.reorderPages = null;
    else if (
      !Array.isArray(order) ||
      order.length < 2 ||
      new Set(order).size !== order.length ||
      !order.every((n) => typeof n === 'string' && nodes.has(n))
    )
      return { error: 'reorderPages must list two or more different page nodes' };
    else next.reorderPages = order as string[];
  }
  return next;
}

function selectsOffering(pages: readonly SimPage[], r: RenamedOption): Question[] {
  return pages.flatMap((p) =>
    p.questions.filter(
      (q) =>
        q.kind === 'select' &&
        (r.elementId === undefined || q.controls.some((c) => c.id === r.elementId)) &&
        (q.options ?? []).some((o) => o.code === r.from),
    ),
  );
}

const renameIn = (options: readonly CodeOption[], r: RenamedOption): CodeOption[] =>
  options.map((o) => (o.code === r.from ? { ...o, code: r.to } : o));

/** The application pages as a drifted CEAC serves them (the same objects when nothing drifts). */
export function driftPages(pages: readonly SimPage[], drift: Drift): readonly SimPage[] {
  const { unknownQuestion: u, renameOption: r, reorderPages: order } = drift;
  if (!u && !r && !order) return pages;
  let out = pages.map((page) => {
    let questions = page.questions;
    if (r && selectsOffering([page], r).length) {
      const hit = new Set(selectsOffering([page], r));
      questions = questions.map((q) => (hit.has(q) ? { ...q, options: renameIn(q.options ?? [], r) } : q));
    }
    if (u && u.node === page.node) {
      const added: Question = {
        key: 'drift.unknownQuestion',
        node: page.node,
        label: u.label,
        kind: u.kind,
        controls: [{ id: u.id, kind: u.kind, required: true, maxLength: u.kind === 'text' ? 40 : undefined }],
        required: true,
        charset: u.kind === 'text' ? 'free-text' : 'n/a',
        maxLength: u.kind === 'text' ? 40 : undefined,
        options: u.kind === 'select' ? DRIFT_OPTIONS : undefined,
        mayHide: false,
        monthValues: 'numeric',
        dayPadded: true,
      };
      questions = [...questions.slice(0, u.position), added, ...questions.slice(u.position)];
    }
    return questions === page.questions ? page : { ...page, questions };
  });
  if (order) {
    const slots = out.map((p, i) => (order.includes(p.node) ? i : -1)).filter((i) => i >= 0);
    const moved = order.map((node) => out.find((p) => p.node === node)!);
    out = [...out];
    slots.forEach((slot, n) => {
      out[slot] = moved[n];
    });
  }
  return out;
}

/** The interview posts a drifted start page offers. */
export function driftPosts(drift: Drift): readonly CodeOption[] {
  const r = drift.renameOption;
  return r && r.elementId === undefined ? renameIn(POSTS, r) : POSTS;
}

/**
 * What the reveals read under a renamed code: CEAC's own rules follow its new code, so a question
 * that offers `to` reads as `from` (the record's conditions name the old codes).
 */
export function driftFacts(facts: Facts, pages: readonly SimPage[], drift: Drift): Facts {
  const r = drift.renameOption;
  const keys = new Set(r ? selectsOffering(pages, { ...r, from: r.to }).map((q) => q.key) : []);
  const back = (key: string, v: string | undefined) => (r && v === r.to && keys.has(key) ? r.from : v);
  return {
    ...facts,
    value: (key) => back(key, facts.value(key)),
    itemValue: (key, index) => back(key, facts.itemValue(key, index)),
    pages,
  };
}
