// One CEAC form page, driven by the captured record (src/record.ts): which controls exist
// (element ids and post names), which post back (a question another one's reveal reads), the
// Does-Not-Apply pairs, the lists, server-side validation with CEAC's message patterns
// (ds160-facts §2.16) and the HTML. Nothing here reads Portico's questionnaire (ADR 0039).
import { groupPanels, panelClientId } from './async-postback';
import { escapeHtml, itemControlId, postName } from './ceac-names';
import {
  LISTS,
  VWP_NATIONALITIES,
  type CodeOption,
  type Control,
  type Question,
  type Repeater,
  type SimPage,
} from './record';
import type { Facts } from './reveal';
import type { PageValues } from './store';

export type CeacPage = SimPage;

export interface FieldError {
  controlId: string;
  message: string;
}

/** Items per list (repeater id → count): what the page's view state carries. */
export type ItemCounts = Record<string, number>;

/** A question as it appears on the page: list questions once per item. */
interface Instance {
  q: Question;
  index?: number;
  controls: Control[];
  companionId?: string;
  companionHiddenId?: string;
}

const rename = (q: Question, index: number | undefined) => (id: string) =>
  index === undefined || !q.repeaterId ? id : itemControlId(id, q.repeaterId, index);

function listOf(page: CeacPage, q: Question): Repeater | undefined {
  return q.repeaterId ? page.repeaters.find((r) => r.id === q.repeaterId) : undefined;
}

function instances(page: CeacPage, counts: ItemCounts): Instance[] {
  const out: Instance[] = [];
  for (const q of page.questions) {
    const n = q.repeaterId ? (counts[q.repeaterId] ?? 1) : 0;
    const indexes = q.repeaterId ? Array.from({ length: n }, (_, i) => i) : [undefined];
    for (const index of indexes) {
      const r = rename(q, index);
      out.push({
        q,
        index,
        controls: q.controls.map((c) => ({ ...c, id: r(c.id) })),
        companionId: q.companion ? r(q.companion.id) : undefined,
        companionHiddenId: q.companion?.hiddenId ? r(q.companion.hiddenId) : undefined,
      });
    }
  }
  return out;
}

/** Items present in the values (at least one per list). */
export function itemCounts(page: CeacPage, values: PageValues): ItemCounts {
  const counts: ItemCounts = {};
  for (const list of page.repeaters) {
    let count = 1;
    const pattern = new RegExp(`_${list.id}_ctl(\\d+)_`);
    for (const id of Object.keys(values)) {
      const m = pattern.exec(id);
      if (m) count = Math.max(count, Number(m[1]) + 1);
    }
    counts[list.id] = Math.min(list.cap, count);
  }
  return counts;
}

function parseViewState(raw: unknown): ItemCounts | undefined {
  if (typeof raw !== 'string' || !raw) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { items?: unknown };
    if (!parsed.items || typeof parsed.items !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(parsed.items as Record<string, unknown>).filter(
        ([, n]) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 99,
      ),
    ) as ItemCounts;
  } catch {
    return undefined;
  }
}

/** The view state a page carries: its lists' item counts. */
export function viewState(counts: ItemCounts): string {
  return Buffer.from(JSON.stringify({ items: counts })).toString('base64url');
}

/** Drops item `index` of a list, moving the later items down by one. */
function removeItem(values: PageValues, listId: string, index: number): PageValues {
  const out: PageValues = {};
  const pattern = new RegExp(`_${listId}_ctl(\\d+)_`);
  for (const [id, value] of Object.entries(values)) {
    const m = pattern.exec(id);
    const n = m ? Number(m[1]) : -1;
    if (n === index) continue;
    out[n > index ? itemControlId(id.replace(pattern, `_${listId}_ctl00_`), listId, n - 1) : id] = value;
  }
  return out;
}

/** The page's values from a form post, with "Add Another" / "Remove" applied to the counts. */
export function readPost(
  page: CeacPage,
  body: Record<string, unknown>,
  previous: PageValues,
): { values: PageValues; counts: ItemCounts } {
  let counts: ItemCounts = { ...itemCounts(page, previous), ...(parseViewState(body.__VIEWSTATE) ?? {}) };
  for (const list of page.repeaters) counts[list.id] = Math.min(list.cap, counts[list.id] ?? 1);
  let values: PageValues = {};
  const take = (id: string) => {
    const raw = body[postName(id)];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value !== '') values[id] = value;
  };
  for (const inst of instances(page, counts)) {
    inst.controls.forEach((c) => take(c.id));
    if (inst.companionId) take(inst.companionId);
  }
  const target = String(body.__EVENTTARGET ?? '');
  for (const list of page.repeaters) {
    const count = counts[list.id] ?? 1;
    for (let i = 0; i < count; i += 1) {
      if (list.addId && target === postName(itemControlId(list.addId, list.id, i)))
        counts = { ...counts, [list.id]: Math.min(list.cap, count + 1) };
      if (list.removeId && target === postName(itemControlId(list.removeId, list.id, i))) {
        values = removeItem(values, list.id, i);
        counts = { ...counts, [list.id]: Math.max(1, count - 1) };
      }
    }
  }
  // A ticked Does Not Apply box clears its field (CEAC's enableTbx).
  for (const inst of instances(page, counts))
    if (inst.companionId && values[inst.companionId]) inst.controls.forEach((c) => delete values[c.id]);
  return { values, counts };
}

/**
 * What the reveals read, from the saved pages (and the page being posted): plain keys (`gender`,
 * `birthDate.year`), list keys per item, and the number of items of each list.
 */
export function buildFacts(
  pages: Array<{ page: CeacPage; values: PageValues; counts?: ItemCounts }>,
  lenient: ReadonlySet<string> = new Set(),
): Facts {
  const plain = new Map<string, string>();
  const items = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const { page, values, counts } of pages) {
    const c = counts ?? itemCounts(page, values);
    for (const list of page.repeaters) sizes.set(`${list.keyPrefix}[]`, c[list.id] ?? 1);
    for (const inst of instances(page, c)) {
      const { q, index } = inst;
      const set = (key: string, value: string) =>
        index === undefined ? plain.set(key, value) : items.set(`${key}#${index}`, value);
      if (inst.companionId && values[inst.companionId]) set(`${q.key}#na`, 'Y');
      if (q.kind === 'date') {
        for (const ctl of inst.controls) if (values[ctl.id]) set(`${q.key}.${ctl.part}`, values[ctl.id]);
      } else {
        const v = inst.controls.map((ctl) => values[ctl.id] ?? '').join('');
        if (v) set(q.key, v);
      }
    }
  }
  return {
    value: (key) => plain.get(key),
    itemValue: (key, index) => items.get(`${key}#${index}`),
    itemCount: (prefix) => sizes.get(prefix) ?? 0,
    lenient,
  };
}

function visible(page: CeacPage, inst: Instance, facts: Facts): boolean {
  if (inst.q.mayHide && facts.lenient?.has('hidden-questions')) return true;
  const list = listOf(page, inst.q);
  if (list?.reveal && !list.reveal.test(facts)) return false;
  if (inst.q.reveal && !inst.q.reveal.test(facts, inst.index)) return false;
  // The ESTA question: asked of Visa Waiver Program nationals only (inventory note; ADR 0039).
  if (inst.q.key === 'estaDenied' && !VWP_NATIONALITIES.has(facts.value('nationality') ?? '')) return false;
  return true;
}

/** Keys of this page some reveal reads: their controls post back. */
function triggerKeys(page: CeacPage): Set<string> {
  const keys = new Set<string>();
  for (const q of page.questions) q.reveal?.keys.forEach((k) => keys.add(k));
  for (const list of page.repeaters) list.reveal?.keys.forEach((k) => keys.add(k));
  for (const q of page.questions) if (q.filteredBy) keys.add(q.filteredBy);
  return keys;
}

// ---- Validation ---------------------------------------------------------------------------

/** CEAC's character sets (ds160-facts §2.6), and the texts of its error message. */
const CHARSETS: Partial<Record<string, { pattern: RegExp; text: string }>> = {
  name: {
    pattern: /^[A-Za-z'-]+( [A-Za-z'-]+)*$/,
    text: "A-Z, hyphen (-), apostrophe ('), single spaces in between names",
  },
  organization: {
    pattern: /^[A-Za-z0-9'&-]+( [A-Za-z0-9'&-]+)*$/,
    text: "A-Z, 0-9, hyphen (-), apostrophe ('), ampersand (&) and single spaces in between names",
  },
  'national-id': {
    pattern: /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/,
    text: 'A-Z, 0-9 and single spaces in between letters/numbers',
  },
  address: {
    pattern: /^[A-Za-z0-9#$*%&;!@^?><().',-]+( +[A-Za-z0-9#$*%&;!@^?><().',-]+)*$/,
    text: "A-Z, a-z, 0-9, #, $, *, %, &, ;, !, @, ^, ?, >, <, parens (), period (.), apostrophe ('), comma (,), hyphen (-), and space",
  },
  'free-text': {
    pattern: /^[A-Za-z0-9#$*%&;!@^?><().',-]+([ \r\n]+[A-Za-z0-9#$*%&;!@^?><().',-]+)*$/,
    text: "A-Z, a-z, 0-9, #, $, *, %, &, ;, !, @, ^, ?, >, <, parens (), period (.), apostrophe ('), comma (,), hyphen (-), and space",
  },
};
CHARSETS.handle = {
  pattern: /^[A-Za-z0-9#$*%&;!@^?><().',_-]+( [A-Za-z0-9#$*%&;!@^?><().',_-]+)*$/,
  text: "A-Z, a-z, 0-9, #, $, *, %, &, ;, !, @, ^, ?, >, <, parens (), period (.), apostrophe ('), comma (,), underscore (_), hyphen (-), and space",
};
CHARSETS['program-number'] = {
  pattern: /^[A-Za-z0-9]+([ -][A-Za-z0-9]+)*$/,
  text: 'A-Z, 0-9, hyphen (-) and single spaces in between letters/numbers',
};
/** ds160-facts §2.16, the U.S. point of contact page. */
export const ORGANIZATION_ONLY =
  "'Relationship to You' cannot be 'Spouse', 'Relative', or 'Friend' if only the Organization Name is selected.";
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const TELECODE = /^[0-9]{4}( [0-9]{4})*$/;
/** The 8-character foil number, or a Border Crossing Card's last 12 digits (inventory note). */
const VISA_NUMBER = /^([A-Za-z0-9]{8}|[0-9]{12})$/;

export function charsetOk(charset: string, value: string): boolean {
  if (charset === 'digits') return /^[0-9]+$/.test(value);
  if (charset === 'email') return EMAIL_PATTERN.test(value);
  const rule = CHARSETS[charset];
  return !rule || rule.pattern.test(value);
}

function questionText(label: string): string {
  return label.length > 60 ? `${label.slice(0, 60)}...?` : label;
}

function dateParts(parts: readonly string[]): string {
  const names = ['month', 'day', 'year']
    .filter((p) => parts.includes(p))
    .map((p) => p[0].toUpperCase() + p.slice(1));
  return names.length === 3 ? 'Month, Day, and Year' : names.join(' and ');
}

/** The Yes/No question an explanation box belongs to (its reveal reads exactly one). */
function explainedQuestion(page: CeacPage, q: Question): Question | undefined {
  if (q.kind !== 'textarea' || !q.reveal || q.reveal.keys.length !== 1) return undefined;
  const parent = page.questions.find((p) => p.key === q.reveal!.keys[0]);
  return parent?.kind === 'radio-yn' ? parent : undefined;
}

function optionsFor(q: Question, facts: Facts, index: number | undefined): readonly CodeOption[] {
  if (!q.filteredBy) return q.options ?? [];
  const parent = index === undefined ? facts.value(q.filteredBy) : facts.itemValue(q.filteredBy, index);
  return (q.options ?? []).filter((o) => o.parent === parent);
}

function dateValue(inst: Instance, values: PageValues): { y?: number; m?: number; d?: number } {
  const get = (part: string) => values[inst.controls.find((c) => c.part === part)?.id ?? ''];
  const month = get('month');
  const months = LISTS.months;
  return {
    y: Number(get('year')) || undefined,
    m: Number(month) || months.findIndex((o) => o.label === month) + 1 || undefined,
    d: Number(get('day')) || undefined,
  };
}

/** Next's server-side validation: CEAC's message patterns, in page order. */
export function validatePage(
  page: CeacPage,
  values: PageValues,
  facts: Facts,
  counts?: ItemCounts,
): FieldError[] {
  const errors: FieldError[] = [];
  const all = instances(page, counts ?? itemCounts(page, values));
  for (const inst of all) {
    if (!visible(page, inst, facts)) continue;
    if (inst.companionId && values[inst.companionId]) continue;
    const { q, controls } = inst;
    const first = controls[0]?.id ?? '';
    const present = controls.filter((c) => values[c.id]);
    if (q.kind === 'date') {
      const required = controls.filter((c) => c.required).map((c) => c.part!);
      const missing = controls.some((c) => c.required && !values[c.id]);
      const year = controls.find((c) => c.part === 'year');
      if ((q.required || present.length) && missing)
        errors.push({
          controlId: first,
          message: `${q.label} is invalid. ${dateParts(required)} are required.`,
        });
      else if (year && values[year.id] && !/^[0-9]{4}$/.test(values[year.id]))
        errors.push({ controlId: year.id, message: `${q.label} accepts only numbers (0-9).` });
      continue;
    }
    const value = controls.map((c) => values[c.id] ?? '').join('');
    if (!value) {
      if (!q.required || q.kind === 'checkbox') continue;
      const parent = explainedQuestion(page, q);
      const message = parent
        ? `The explanation for question "${questionText(parent.label)}" has not been completed.`
        : q.kind === 'radio-yn'
          ? `The question "${questionText(q.label)}" has not been answered.`
          : q.kind === 'select'
            ? `${q.label} has not been selected.`
            : `${q.label} has not been completed.`;
      errors.push({ controlId: first, message });
      continue;
    }
    const tooLong = controls.find(
      (c) => c.maxLength !== undefined && (values[c.id] ?? '').length > c.maxLength,
    );
    if (q.kind === 'select' || q.kind === 'radio-yn') {
      const codes = q.kind === 'radio-yn' ? ['Y', 'N'] : optionsFor(q, facts, inst.index).map((o) => o.code);
      if (!codes.includes(value))
        errors.push({ controlId: first, message: `${q.label} has not been selected.` });
    } else if (tooLong) {
      errors.push({
        controlId: tooLong.id,
        message: `${q.label} is invalid. It exceeds ${tooLong.maxLength} characters.`,
      });
    } else if (q.key.startsWith('telecode') && !TELECODE.test(value)) {
      errors.push({
        controlId: first,
        message: 'Telecode Surnames must only contain sets of four numbers separated by spaces.',
      });
    } else if (q.charset === 'digits' && !/^[0-9]+$/.test(value)) {
      errors.push({ controlId: first, message: `${q.label} accepts only numbers (0-9).` });
    } else if (q.charset === 'email' && !EMAIL_PATTERN.test(value)) {
      errors.push({ controlId: first, message: 'Email Address is invalid. Verify the format is correct.' });
    } else if (!charsetOk(q.charset, value)) {
      errors.push({
        controlId: first,
        message: `${q.label} is invalid. Only the following characters are valid for this field: ${CHARSETS[q.charset]?.text ?? ''}`,
      });
    } else if (q.key === 'lastVisa.visaNumber' && !VISA_NUMBER.test(value)) {
      errors.push({ controlId: first, message: 'The Visa Number that you have entered is invalid.' });
    }
  }
  errors.push(...pageRules(page, values, facts, all));
  return errors;
}

/** Rules across questions of a page (ds160-facts §2.16 special cases; inventory notes). */
function pageRules(page: CeacPage, values: PageValues, facts: Facts, all: Instance[]): FieldError[] {
  const errors: FieldError[] = [];
  const id = (key: string, index?: number) =>
    all.find((i) => i.q.key === key && i.index === index)?.controls[0]?.id ?? '';
  const shown = (key: string, index?: number) => {
    const inst = all.find((i) => i.q.key === key && i.index === index);
    return inst !== undefined && visible(page, inst, facts);
  };
  const v = (key: string, index?: number) => (id(key, index) ? (values[id(key, index)] ?? '') : '');
  if (page.node === 'Personal1' && shown('otherNames[].surname', 0)) {
    for (let i = 0; i < facts.itemCount('otherNames[]'); i += 1)
      if (
        v('otherNames[].givenName', i) &&
        v('otherNames[].givenName', i).toUpperCase() === v('givenName').toUpperCase() &&
        v('otherNames[].surname', i).toUpperCase() === v('surname').toUpperCase()
      )
        errors.push({ controlId: id('otherNames[].surname', i), message: 'Alias matches Given Name.' });
  }
  if (page.node === 'Personal2' && shown('otherNationalities[].country', 0)) {
    // csvDupNation: another nationality equal to the main one (message the simulator's own).
    for (let i = 0; i < facts.itemCount('otherNationalities[]'); i += 1)
      if (v('otherNationalities[].country', i) && v('otherNationalities[].country', i) === v('nationality'))
        errors.push({
          controlId: id('otherNationalities[].country', i),
          message:
            'Other Country/Region of Nationality cannot be the same as your Country/Region of Origin (Nationality).',
        });
  }
  if (page.node === 'USContact') {
    // Only the organisation given: the relationship cannot be a person's (§2.16).
    const onlyOrg =
      Boolean(values[all.find((i) => i.q.key === 'usContact.surnames')?.companionId ?? '']) &&
      Boolean(v('usContact.organizationName'));
    if (onlyOrg && ['S', 'R', 'C'].includes(v('usContact.relationship')))
      errors.push({
        controlId: id('usContact.relationship'),
        message: ORGANIZATION_ONLY,
      });
  }
  if (page.node === 'Relatives') {
    const father = dateValue(all.find((i) => i.q.key === 'father.dateOfBirth')!, values);
    const y = Number(facts.value('birthDate.year'));
    if (father.y && y && father.y >= y)
      errors.push({
        controlId: id('father.dateOfBirth'),
        message: "Father's Date of Birth must be earlier than your Date of Birth.",
      });
  }
  if (page.node === 'ExchangeVisitor2') {
    // "List at least two contacts" (the page's own note; inventory).
    const filled = Array.from({ length: facts.itemCount('contacts[]') }, (_, i) =>
      v('contacts[].surname', i),
    ).filter(Boolean);
    if (filled.length < 2 && !facts.lenient?.has('student-contacts'))
      errors.push({
        controlId: id('contacts[].surname', 0),
        message: 'At least two contacts must be listed.',
      });
  }
  return errors;
}

/** Values of hidden questions are not kept (CEAC drops a collapsed panel's inputs). */
export function dropHidden(
  page: CeacPage,
  values: PageValues,
  facts: Facts,
  counts?: ItemCounts,
): PageValues {
  const kept: PageValues = { ...values };
  for (const inst of instances(page, counts ?? itemCounts(page, values)))
    if (!visible(page, inst, facts)) {
      inst.controls.forEach((c) => delete kept[c.id]);
      if (inst.companionId) delete kept[inst.companionId];
    }
  return kept;
}

// ---- HTML -----------------------------------------------------------------------------------

const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;

function dirty(): string {
  return ' onchange="setDirty();"';
}

function postbackOnChange(id: string): string {
  return ` onchange="setDirty();setTimeout('__doPostBack(\\'${postName(id)}\\',\\'\\')', 0)"`;
}

function optionsHtml(
  q: Question,
  control: Control,
  values: PageValues,
  facts: Facts,
  index: number | undefined,
): string {
  let list: { value: string; label: string }[];
  if (control.part === 'day')
    list = Array.from({ length: 31 }, (_, i) =>
      q.dayPadded || facts.lenient?.has('padded-days') ? String(i + 1).padStart(2, '0') : String(i + 1),
    ).map((v) => ({ value: v, label: v }));
  else if (control.part === 'month')
    list = LISTS.months.map((m) => ({ value: q.monthValues === 'MMM' ? m.label : m.code, label: m.label }));
  else list = optionsFor(q, facts, index).map((o) => ({ value: o.code, label: o.label }));
  const current = values[control.id] ?? '';
  return [{ value: '', label: '- Select One -' }, ...list]
    .map(
      (o) =>
        `<option${attr('value', o.value)}${o.value === current ? ' selected="selected"' : ''}>${escapeHtml(o.label)}</option>`,
    )
    .join('');
}

export interface RenderedPanel {
  uniqueId: string;
  clientId: string;
  /** The panel's inner HTML (what a partial postback sends back). */
  inner: string;
}

/** The page body: visible questions only, with its UpdatePanels (page environment §2–§3). */
export function renderPage(
  page: CeacPage,
  values: PageValues,
  facts: Facts,
  errors: FieldError[],
  counts?: ItemCounts,
  /** Keys whose change reveals questions only after Save (no postback). */
  saveOnly: ReadonlySet<string> = new Set(),
): { html: string; panels: RenderedPanel[] } {
  const items = counts ?? itemCounts(page, values);
  const all = instances(page, items);
  const lastOfItem = new Map<string, number>();
  all.forEach((inst, n) => {
    if (inst.q.repeaterId && inst.index !== undefined)
      lastOfItem.set(`${inst.q.repeaterId}:${inst.index}`, n);
  });
  const triggers = triggerKeys(page);
  const errorFor = new Map(errors.map((e) => [e.controlId, e.message]));
  const slots = all.map((inst, n) => {
    const rows: string[] = [];
    if (visible(page, inst, facts)) rows.push(renderOne(inst));
    const list = listOf(page, inst.q);
    if (
      list &&
      inst.index !== undefined &&
      lastOfItem.get(`${list.id}:${inst.index}`) === n &&
      (!list.reveal || list.reveal.test(facts))
    ) {
      const links = itemLinks(list, inst.index, items[list.id] ?? 1);
      if (links) rows.push(links);
    }
    return rows.join('\n');
  });
  const spans = groupPanels(
    all.map((inst) => ({
      key: inst.q.key,
      deps: new Set([
        ...(inst.q.reveal?.keys ?? []),
        ...(listOf(page, inst.q)?.reveal?.keys ?? []),
        ...(inst.q.filteredBy ? [inst.q.filteredBy] : []),
      ]),
      trigger: triggers.has(inst.q.key) && !saveOnly.has(inst.q.key),
      repeaterId: inst.q.repeaterId,
      controlId: inst.controls[0]?.id ?? inst.q.key,
    })),
  );
  const out: string[] = [];
  const panels: RenderedPanel[] = [];
  let at = 0;
  for (const span of spans) {
    out.push(...slots.slice(at, span.start).filter(Boolean));
    const inner = slots
      .slice(span.start, span.end + 1)
      .filter(Boolean)
      .join('\n');
    const clientId = panelClientId(span.uniqueId);
    panels.push({ uniqueId: span.uniqueId, clientId, inner });
    out.push(`<div${attr('id', clientId)}>${inner}</div>`);
    at = span.end + 1;
  }
  out.push(...slots.slice(at).filter(Boolean));
  return { html: out.join('\n'), panels };

  function renderOne(inst: Instance): string {
    const { q, controls } = inst;
    const ticked = Boolean(inst.companionId && values[inst.companionId]);
    const posts = triggers.has(q.key) && !saveOnly.has(q.key);
    const parts = controls.map((c) => {
      const common = `${attr('id', c.id)}${attr('name', postName(c.id))}${ticked ? ' disabled="disabled"' : ''}`;
      if (c.kind === 'radio-yn')
        return ['Y', 'N']
          .map((v, i) => {
            const checked = values[c.id] === v ? ' checked="checked"' : '';
            const pb = posts
              ? ` onclick="javascript:setDirty();setTimeout('__doPostBack(\\'${postName(c.id)}$${i}\\',\\'\\')', 0)"`
              : ' onclick="setDirty();"';
            return `<input type="radio"${attr('id', `${c.id}_${i}`)}${attr('name', postName(c.id))}${attr('value', v)}${checked}${pb} /><label for="${c.id}_${i}">${v === 'Y' ? 'Yes' : 'No'}</label>`;
          })
          .join('');
      if (c.kind === 'select')
        return `<select${common}${posts ? postbackOnChange(c.id) : dirty()}>${optionsHtml(q, c, values, facts, inst.index)}</select>`;
      if (c.kind === 'checkbox')
        return `<input type="checkbox"${common}${values[c.id] ? ' checked="checked"' : ''} onclick="setDirty();" />`;
      const max = c.part === 'year' ? 4 : c.maxLength;
      if (c.kind === 'textarea')
        return `<textarea${common}${max ? attr('maxlength', String(max)) : ''}${dirty()}>${escapeHtml(values[c.id] ?? '')}</textarea>`;
      return `<input type="text"${common}${attr('value', values[c.id] ?? '')}${max ? attr('maxlength', String(max)) : ''}${dirty()} />`;
    });
    if (inst.companionId && q.companion) {
      parts.push(
        `<span class="checkbox"><input type="checkbox"${attr('id', inst.companionId)}${attr('name', postName(inst.companionId))}${ticked ? ' checked="checked"' : ''} onclick="setDirty();enableTbx(this)" /><label for="${inst.companionId}">${escapeHtml(q.companion.label)}</label></span>` +
          (inst.companionHiddenId
            ? `<input type="hidden"${attr('id', inst.companionHiddenId)}${attr('name', postName(inst.companionHiddenId))}${attr('value', ticked ? 'Y' : '')} />`
            : ''),
      );
    }
    const error =
      errorFor.get(controls[0]?.id ?? '') ?? controls.map((c) => errorFor.get(c.id)).find(Boolean);
    const marker = error
      ? `<span class="customVal error"${attr('id', `${controls[0].id}_customVal`)}${attr('title', error)}>*</span>`
      : '';
    const key = inst.index === undefined ? q.key : q.key.replace('[]', `[${inst.index}]`);
    return `<div class="field"${attr('data-field', key)}><label>${escapeHtml(q.label)}</label>${parts.join(' ')}${marker}</div>`;
  }
}

/** The page body only (tests and callers that need no panels). */
export function renderFields(
  page: CeacPage,
  values: PageValues,
  facts: Facts,
  errors: FieldError[],
  counts?: ItemCounts,
): string {
  return renderPage(page, values, facts, errors, counts).html;
}

/** "Add Another" / "Remove" under an item (both post back, as on CEAC). */
function itemLinks(list: Repeater, index: number, count: number): string {
  const links: string[] = [];
  if (list.addId && count < list.cap) {
    const id = itemControlId(list.addId, list.id, index);
    links.push(`<a${attr('id', id)} href="javascript:__doPostBack('${postName(id)}','')">Add Another</a>`);
  }
  if (list.removeId && count > 1) {
    const id = itemControlId(list.removeId, list.id, index);
    links.push(`<a${attr('id', id)} href="javascript:__doPostBack('${postName(id)}','')">Remove</a>`);
  }
  return links.length ? `<div class="repeater-links">${links.join(' ')}</div>` : '';
}

/** What the review pages and the printed application show: visible questions with their answers. */
export function describePage(
  page: CeacPage,
  values: PageValues,
  facts: Facts,
): Array<{ label: string; value: string; controlId: string }> {
  const out: Array<{ label: string; value: string; controlId: string }> = [];
  for (const inst of instances(page, itemCounts(page, values))) {
    if (!visible(page, inst, facts)) continue;
    const { q, controls } = inst;
    const label = q.label + (inst.index === undefined ? '' : ` (${inst.index + 1})`);
    const first = controls[0]?.id ?? '';
    if (inst.companionId && values[inst.companionId]) {
      out.push({ label, value: q.companion?.label ?? 'Does Not Apply', controlId: first });
      continue;
    }
    const raw = controls.map((c) => values[c.id] ?? '');
    if (!raw.some(Boolean)) continue;
    let value: string;
    if (q.kind === 'date') value = raw.filter(Boolean).join('-');
    else if (q.kind === 'radio-yn') value = raw[0] === 'Y' ? 'Yes' : raw[0] === 'N' ? 'No' : raw[0];
    else if (q.kind === 'checkbox') value = 'Yes';
    else if (q.kind === 'select') value = (q.options ?? []).find((o) => o.code === raw[0])?.label ?? raw[0];
    else value = raw.join(controls.length > 1 ? '-' : '');
    out.push({ label, value, controlId: first });
  }
  return out;
}

/** Questions CEAC reveals only after Save (ds160-facts §2.1: Primary Occupation), by page node. */
export const SAVE_ONLY_REVEALS: Readonly<Record<string, readonly string[]>> = {
  WorkEducation1: ['primaryOccupation'],
};

/** `values` with the save-only triggers of the page set back to their saved values. */
export function withSavedTriggers(page: CeacPage, values: PageValues, saved: PageValues): PageValues {
  const out = { ...values };
  for (const key of SAVE_ONLY_REVEALS[page.node] ?? []) {
    const q = page.questions.find((f) => f.key === key);
    for (const c of q?.controls ?? []) {
      if (saved[c.id] === undefined) delete out[c.id];
      else out[c.id] = saved[c.id];
    }
  }
  return out;
}
