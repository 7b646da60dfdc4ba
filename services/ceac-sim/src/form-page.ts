// One CEAC form page, driven entirely by the shared definition's CEAC mapping: which controls
// exist (element ids and post names), which of them post back (any control another field's
// visibility depends on), Does-Not-Apply pairs, server-side validation with CEAC's message
// patterns (ds160-facts §2.16), and the HTML. Adding a page is adding data, not code.
import {
  CHARSET_PATTERNS,
  EN_MESSAGES,
  FORMAT_PATTERNS,
  MONTHS,
  REFERENCE_LISTS,
  getAnswer,
  isFieldVisible,
  type AnswerObject,
  type CeacControl,
  type Condition,
  type FieldDefinition,
  type FormAnswers,
  type RepeaterSpec,
  type MessageId,
  type SectionAnswers,
} from '@portico/shared-types';
import { groupPanels, panelClientId } from './async-postback';
import { escapeHtml, itemControlId, postName } from './ceac-names';
import type { CeacPage } from './pages';
import type { PageValues } from './store';

export interface FieldError {
  controlId: string;
  message: string;
}

/** A field as it appears on the page: repeater item fields once per item. */
interface FieldInstance {
  field: FieldDefinition;
  index?: number;
  controls: CeacControl[];
  companionId?: string;
  companionHiddenId?: string;
}

export function labelOf(field: FieldDefinition): string {
  return (EN_MESSAGES as Record<string, string>)[field.messages.label as MessageId] ?? field.key;
}

function repeaterOf(page: CeacPage, field: FieldDefinition): FieldDefinition | undefined {
  const at = field.key.indexOf('[]');
  if (at < 0) return undefined;
  const key = field.key.slice(0, at);
  return page.fields.find((f) => f.key === key && f.type === 'repeater');
}

/** Items present in the posted/saved values (at least one). */
function itemCount(values: PageValues, repeaterId: string): number {
  let count = 1;
  const pattern = new RegExp(`_${repeaterId}_ctl(\\d+)_`);
  for (const id of Object.keys(values)) {
    const match = pattern.exec(id);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}

/** Items per repeater (`ceacRepeaterId` → count): what the page's view state carries. */
export type ItemCounts = Record<string, number>;

function repeaters(page: CeacPage): FieldDefinition[] {
  return page.fields.filter((f) => f.type === 'repeater' && f.repeater);
}

/**
 * A list's "Add Another" id: the inventory's, or, where the inventory has none (seven lists, see
 * ceac-unmapped.ts), one made the way CEAC names them: `<list>_ctl00_InsertButton<name>` beside the
 * list's own controls. Inferred, not captured (ADR 0018).
 */
function addButtonIdOf(page: CeacPage, repeater: FieldDefinition): string | undefined {
  const spec = repeater.repeater!;
  if (spec.addButtonId) return spec.addButtonId;
  const item = page.fields.find((f) => f.key.startsWith(`${repeater.key}[].`) && f.ceac?.controls.length);
  const sample = item?.ceac?.controls[0]?.id;
  const at = sample?.indexOf(`${spec.ceacRepeaterId}_ctl00_`) ?? -1;
  if (!sample || at < 0) return undefined;
  const name = spec.ceacRepeaterId.replace(/^(dtl|DList|dlst|dl)/, '');
  return `${sample.slice(0, at + spec.ceacRepeaterId.length)}_ctl00_InsertButton${name}`;
}

/** Item counts implied by values (at least one item per repeater). */
export function itemCounts(page: CeacPage, values: PageValues): ItemCounts {
  return Object.fromEntries(
    repeaters(page).map((r) => [r.repeater!.ceacRepeaterId, itemCount(values, r.repeater!.ceacRepeaterId)]),
  );
}

function instances(page: CeacPage, values: PageValues, given?: ItemCounts): FieldInstance[] {
  const itemsOf = given ?? itemCounts(page, values);
  const out: FieldInstance[] = [];
  for (const field of page.fields) {
    if (!field.ceac || field.type === 'repeater') continue;
    const repeater = repeaterOf(page, field);
    const counts = repeater?.repeater ? (itemsOf[repeater.repeater.ceacRepeaterId] ?? 1) : 0;
    const indexes = repeater?.repeater ? Array.from({ length: counts }, (_, i) => i) : [undefined];
    for (const index of indexes) {
      const rename = (id: string) =>
        index === undefined || !repeater?.repeater
          ? id
          : itemControlId(id, repeater.repeater.ceacRepeaterId, index);
      out.push({
        field,
        index,
        controls: field.ceac.controls.map((c) => ({ ...c, id: rename(c.id) })),
        companionId: field.companion ? rename(field.companion.ceacId) : undefined,
        companionHiddenId: field.companion?.hiddenCeacId ? rename(field.companion.hiddenCeacId) : undefined,
      });
    }
  }
  return out;
}

/** Moves repeater `repeaterId`'s items after `index` down by one, dropping item `index`. */
function removeItem(values: PageValues, repeaterId: string, index: number): PageValues {
  const out: PageValues = {};
  const pattern = new RegExp(`_${repeaterId}_ctl(\\d+)_`);
  for (const [id, value] of Object.entries(values)) {
    const match = pattern.exec(id);
    const n = match ? Number(match[1]) : -1;
    if (n === index) continue;
    out[n > index ? itemControlId(id.replace(pattern, `_${repeaterId}_ctl00_`), repeaterId, n - 1) : id] =
      value;
  }
  return out;
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

/** The view state a page carries: its repeaters' item counts. */
export function viewState(counts: ItemCounts): string {
  return Buffer.from(JSON.stringify({ items: counts })).toString('base64url');
}

/**
 * The page's values from a form post (keys are post names), with "Add Another" / "Remove"
 * postbacks applied to the item counts carried in `__VIEWSTATE`.
 */
export function readPost(
  page: CeacPage,
  body: Record<string, unknown>,
  previous: PageValues,
): { values: PageValues; counts: ItemCounts } {
  let counts: ItemCounts = { ...itemCounts(page, previous), ...(parseViewState(body.__VIEWSTATE) ?? {}) };
  for (const r of repeaters(page))
    counts[r.repeater!.ceacRepeaterId] = Math.min(r.repeater!.cap, counts[r.repeater!.ceacRepeaterId] ?? 1);
  let values: PageValues = {};
  const take = (id: string) => {
    const raw = body[postName(id)];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value !== '') values[id] = value;
  };
  for (const instance of instances(page, {}, counts)) {
    instance.controls.forEach((c) => take(c.id));
    if (instance.companionId) take(instance.companionId);
  }
  const target = String(body.__EVENTTARGET ?? '');
  for (const r of repeaters(page)) {
    const spec = r.repeater!;
    const count = counts[spec.ceacRepeaterId] ?? 1;
    const addButtonId = addButtonIdOf(page, r);
    for (let i = 0; i < count; i += 1) {
      if (addButtonId && target === postName(itemControlId(addButtonId, spec.ceacRepeaterId, i)))
        counts = { ...counts, [spec.ceacRepeaterId]: Math.min(spec.cap, count + 1) };
      if (
        spec.removeButtonId &&
        target === postName(itemControlId(spec.removeButtonId, spec.ceacRepeaterId, i))
      ) {
        values = removeItem(values, spec.ceacRepeaterId, i);
        counts = { ...counts, [spec.ceacRepeaterId]: Math.max(1, count - 1) };
      }
    }
  }
  // A ticked Does Not Apply box clears its field (CEAC's enableTbx).
  for (const instance of instances(page, values, counts)) {
    if (instance.companionId && values[instance.companionId])
      instance.controls.forEach((c) => delete values[c.id]);
  }
  return { values, counts };
}

/** Where a Does-Not-Apply box's answer lives: its key, within the repeater item for item fields. */
function companionPath(field: FieldDefinition): string[] {
  const key = field.companion!.key;
  const at = key.indexOf('[].');
  return (at < 0 ? key : key.slice(at + 3)).split('.');
}

function setPath(target: AnswerObject, path: string[], value: AnswerObject[string]): void {
  let node = target;
  for (const part of path.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as AnswerObject;
  }
  node[path[path.length - 1]] = value;
}

/** The section answers these page values stand for (for the shared visibility conditions). */
export function toAnswers(page: CeacPage, values: PageValues, counts?: ItemCounts): SectionAnswers {
  // Every request rebuilds the answers of every saved page; the same values give the same answers.
  const key = `${page.node}\u0000${JSON.stringify(values)}\u0000${counts ? JSON.stringify(counts) : ''}`;
  const cached = ANSWERS_CACHE.get(key);
  if (cached) return structuredClone(cached);
  const answers = computeAnswers(page, values, counts);
  if (ANSWERS_CACHE.size >= 2000) ANSWERS_CACHE.clear();
  ANSWERS_CACHE.set(key, answers);
  return structuredClone(answers);
}

const ANSWERS_CACHE = new Map<string, SectionAnswers>();

function computeAnswers(page: CeacPage, values: PageValues, counts?: ItemCounts): SectionAnswers {
  const answers: SectionAnswers = {};
  for (const instance of instances(page, values, counts)) {
    const { field, index } = instance;
    const target: AnswerObject =
      index === undefined ? answers : itemObject(answers, field.key.slice(0, field.key.indexOf('[]')), index);
    const key = index === undefined ? field.key : field.key.slice(field.key.indexOf('[].') + 3);
    const path = key.split('.');
    if (instance.companionId && field.companion && values[instance.companionId])
      setPath(target, companionPath(field), true);
    if (field.type === 'date') {
      const date: AnswerObject = {};
      for (const c of instance.controls) {
        const raw = values[c.id];
        if (!raw || !c.part) continue;
        const n =
          c.part === 'month' && c.monthValues === 'MMM'
            ? MONTHS.findIndex((m) => m.label === raw) + 1
            : Number(raw);
        if (n > 0) date[c.part] = n;
      }
      if (Object.keys(date).length) setPath(target, path, date);
    } else if (field.type === 'checkbox') {
      if (values[instance.controls[0]?.id]) setPath(target, path, true);
    } else {
      const raw = instance.controls.map((c) => values[c.id] ?? '').join('');
      if (raw) setPath(target, path, raw);
    }
  }
  return answers;
}

function itemObject(answers: AnswerObject, repeaterKey: string, index: number): AnswerObject {
  const path = repeaterKey.split('.');
  let node = answers;
  for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as AnswerObject;
  const items = (node[path[path.length - 1]] ??= []) as AnswerObject[];
  while (items.length <= index) items.push({});
  return items[index];
}

function visible(page: CeacPage, instance: FieldInstance, answers: FormAnswers): boolean {
  const repeater = repeaterOf(page, instance.field);
  if (repeater && !isFieldVisible(page.section, repeater.key, answers)) return false;
  return isFieldVisible(
    page.section,
    instance.field.key,
    answers,
    instance.index === undefined ? [] : [instance.index],
  );
}

/** Field keys of this section that some visibility condition reads: their controls post back. */
function postbackKeys(page: CeacPage): Set<string> {
  const keys = new Set<string>();
  const walk = (c: Condition) => {
    if ('all' in c) c.all.forEach(walk);
    else if ('any' in c) c.any.forEach(walk);
    else if ('not' in c) walk(c.not);
    else if (!c.section || c.section === page.section) keys.add(c.field);
  };
  page.fields.forEach((f) => f.visibleWhen && walk(f.visibleWhen));
  return keys;
}

const CHARSET_TEXT: Record<string, string> = {
  name: "A-Z, hyphen (-), apostrophe ('), single spaces in between names",
  organization: "A-Z, 0-9, hyphen (-), apostrophe ('), ampersand (&) and single spaces in between names",
  nationalId: 'A-Z, 0-9 and single spaces in between letters/numbers',
  address:
    "A-Z, a-z, 0-9, #, $, *, %, &, ;, !, @, ^, ?, >, <, parens (), period (.), apostrophe ('), comma (,), hyphen (-), and space",
  freeText:
    "A-Z, a-z, 0-9, #, $, *, %, &, ;, !, @, ^, ?, >, <, parens (), period (.), apostrophe ('), comma (,), hyphen (-), and space",
};

function questionText(label: string): string {
  return label.length > 60 ? `${label.slice(0, 60)}...?` : label;
}

function dateParts(parts: readonly string[]): string {
  const names = ['month', 'day', 'year']
    .filter((p) => parts.includes(p))
    .map((p) => p[0].toUpperCase() + p.slice(1));
  return names.length === 3 ? 'Month, Day, and Year' : names.join(' and ');
}

/** Next's server-side validation: CEAC's message patterns, in page order. */
export function validatePage(
  page: CeacPage,
  values: PageValues,
  answers: FormAnswers,
  counts?: ItemCounts,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const instance of instances(page, values, counts)) {
    if (!visible(page, instance, answers)) continue;
    const { field, controls } = instance;
    const label = labelOf(field);
    const first = controls[0]?.id ?? '';
    if (instance.companionId && values[instance.companionId]) continue;
    const present = controls.filter((c) => values[c.id]);
    if (field.type === 'date') {
      const required = field.date?.requiredParts ?? ['day', 'month', 'year'];
      const missing = controls.some((c) => c.part && required.includes(c.part as never) && !values[c.id]);
      const year = controls.find((c) => c.part === 'year');
      if ((field.required || present.length) && missing)
        errors.push({
          controlId: first,
          message: `${label} is invalid. ${dateParts(required)} are required.`,
        });
      else if (year && values[year.id] && !/^[0-9]{4}$/.test(values[year.id]))
        errors.push({ controlId: year.id, message: `${label} accepts only numbers (0-9).` });
      continue;
    }
    const value = controls.map((c) => values[c.id] ?? '').join('');
    if (!value) {
      if (!field.required || field.type === 'checkbox') continue;
      const message =
        field.type === 'yesNo'
          ? `The question "${questionText(label)}" has not been answered.`
          : field.type === 'select'
            ? `${label} has not been selected.`
            : `${label} has not been completed.`;
      errors.push({ controlId: first, message });
      continue;
    }
    if (field.type === 'select' && field.list && !REFERENCE_LISTS[field.list].some((o) => o.code === value)) {
      errors.push({ controlId: first, message: `${label} has not been selected.` });
    } else if (field.maxLength && value.length > field.maxLength) {
      errors.push({
        controlId: first,
        message: `${label} is invalid. It exceeds ${field.maxLength} characters.`,
      });
    } else if (field.charset === 'digits' && !/^[0-9]+$/.test(value)) {
      errors.push({ controlId: first, message: `${label} accepts only numbers (0-9).` });
    } else if (field.charset === 'email' && !CHARSET_PATTERNS.email.test(value)) {
      errors.push({ controlId: first, message: 'Email Address is invalid. Verify the format is correct.' });
    } else if (field.charset && field.charset !== 'native' && !CHARSET_PATTERNS[field.charset].test(value)) {
      errors.push({
        controlId: first,
        message: `${label} is invalid. Only the following characters are valid for this field: ${CHARSET_TEXT[field.charset] ?? ''}`,
      });
    } else if (field.format === 'telecode' && !FORMAT_PATTERNS.telecode.test(value)) {
      errors.push({
        controlId: first,
        message: 'Telecode Surnames must only contain sets of four numbers separated by spaces.',
      });
    } else if (field.format && !FORMAT_PATTERNS[field.format].test(value)) {
      errors.push({ controlId: first, message: `${label} is invalid.` });
    }
  }
  return errors;
}

/** Values of hidden questions are not kept (CEAC drops a collapsed panel's inputs). */
export function dropHidden(
  page: CeacPage,
  values: PageValues,
  answers: FormAnswers,
  counts?: ItemCounts,
): PageValues {
  const kept: PageValues = { ...values };
  for (const instance of instances(page, values, counts))
    if (!visible(page, instance, answers)) {
      instance.controls.forEach((c) => delete kept[c.id]);
      if (instance.companionId) delete kept[instance.companionId];
    }
  return kept;
}

const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;

function postback(id: string): string {
  return ` onchange="setTimeout('__doPostBack(\\'${postName(id)}\\',\\'\\')', 0)"`;
}

function options(
  field: FieldDefinition,
  control: CeacControl,
  values: PageValues,
  filterValue?: string,
): string {
  let list: { value: string; label: string }[];
  if (control.part === 'day')
    list = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0')).map((v) => ({
      value: v,
      label: v,
    }));
  else if (control.part === 'month')
    list = MONTHS.map((m) => ({ value: control.monthValues === 'MMM' ? m.label : m.code, label: m.label }));
  else
    list = (field.list ? REFERENCE_LISTS[field.list] : [])
      .filter((o) => !field.listFilteredBy || o.parent === filterValue)
      .map((o) => ({ value: o.code, label: o.label }));
  const current = values[control.id] ?? '';
  return [{ value: '', label: '- Select One -' }, ...list]
    .map(
      (o) =>
        `<option${attr('value', o.value)}${o.value === current ? ' selected="selected"' : ''}>${escapeHtml(o.label)}</option>`,
    )
    .join('');
}

/** The keys of this page a field's visibility reads (its own condition and its list's). */
function depsOf(page: CeacPage, field: FieldDefinition): Set<string> {
  const keys = new Set<string>();
  const walk = (c: Condition) => {
    if ('all' in c) c.all.forEach(walk);
    else if ('any' in c) c.any.forEach(walk);
    else if ('not' in c) walk(c.not);
    else if (!c.section || c.section === page.section) keys.add(c.field);
  };
  if (field.visibleWhen) walk(field.visibleWhen);
  const repeater = repeaterOf(page, field);
  if (repeater?.visibleWhen) walk(repeater.visibleWhen);
  return keys;
}

export interface RenderedPanel {
  uniqueId: string;
  clientId: string;
  /** The panel's inner HTML (what a partial postback sends back). */
  inner: string;
}

/** The page body: visible questions only, as CEAC returns them after each postback. */
export function renderFields(
  page: CeacPage,
  values: PageValues,
  answers: FormAnswers,
  errors: FieldError[],
  counts?: ItemCounts,
  /** Field keys whose change reveals questions only after Save (no postback). */
  saveOnly: ReadonlySet<string> = new Set(),
): string {
  return renderPage(page, values, answers, errors, counts, saveOnly).html;
}

/** The page body with its UpdatePanels (page environment §2–§3; ADR 0039). */
export function renderPage(
  page: CeacPage,
  values: PageValues,
  answers: FormAnswers,
  errors: FieldError[],
  counts?: ItemCounts,
  saveOnly: ReadonlySet<string> = new Set(),
): { html: string; panels: RenderedPanel[] } {
  const items = counts ?? itemCounts(page, values);
  const all = instances(page, values, items);
  const lastOfItem = new Map<string, number>();
  all.forEach((inst, n) => {
    const r = repeaterOf(page, inst.field)?.repeater;
    if (r && inst.index !== undefined) lastOfItem.set(`${r.ceacRepeaterId}:${inst.index}`, n);
  });
  const triggers = postbackKeys(page);
  const errorFor = new Map(errors.map((e) => [e.controlId, e.message]));
  const sectionAnswers = answers[page.section] ?? {};
  const slots: string[] = all.map((instance, n) => {
    const rows: string[] = [];
    renderOne(instance, rows);
    const spec = repeaterOf(page, instance.field)?.repeater;
    if (
      spec &&
      instance.index !== undefined &&
      lastOfItem.get(`${spec.ceacRepeaterId}:${instance.index}`) === n &&
      visible(page, { ...instance, field: repeaterOf(page, instance.field)! }, answers)
    ) {
      const links = itemLinks(
        spec,
        addButtonIdOf(page, repeaterOf(page, instance.field)!),
        instance.index,
        items[spec.ceacRepeaterId] ?? 1,
      );
      if (links) rows.push(links);
    }
    return rows.join('\n');
  });
  const spans = groupPanels(
    all.map((instance) => ({
      key: instance.field.key,
      deps: depsOf(page, instance.field),
      trigger: triggers.has(instance.field.key) && !saveOnly.has(instance.field.key),
      repeaterId: repeaterOf(page, instance.field)?.repeater?.ceacRepeaterId,
      controlId: instance.controls[0]?.id ?? instance.field.key,
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

  function renderOne(instance: FieldInstance, rows: string[]): void {
    if (!visible(page, instance, answers)) return;
    const { field, controls } = instance;
    const ticked = Boolean(instance.companionId && values[instance.companionId]);
    const posts = triggers.has(field.key) && !saveOnly.has(field.key);
    const parts = controls.map((c) => {
      const common = `${attr('id', c.id)}${attr('name', postName(c.id))}${ticked ? ' disabled="disabled"' : ''}`;
      if (c.kind === 'radio-yn')
        return ['Y', 'N']
          .map((v, i) => {
            const checked = values[c.id] === v ? ' checked="checked"' : '';
            const pb = posts
              ? ` onclick="javascript:setTimeout('__doPostBack(\\'${postName(c.id)}$${i}\\',\\'\\')', 0)"`
              : '';
            return `<input type="radio"${attr('id', `${c.id}_${i}`)}${attr('name', postName(c.id))}${attr('value', v)}${checked}${pb} /><label for="${c.id}_${i}">${v === 'Y' ? 'Yes' : 'No'}</label>`;
          })
          .join('');
      if (c.kind === 'select') {
        const filter = field.listFilteredBy
          ? String(
              getAnswer(
                sectionAnswers,
                field.listFilteredBy,
                instance.index === undefined ? [] : [instance.index],
              ) ?? '',
            )
          : undefined;
        return `<select${common}${posts ? postback(c.id) : ''}>${options(field, c, values, filter)}</select>`;
      }
      if (c.kind === 'checkbox')
        return `<input type="checkbox"${common}${values[c.id] ? ' checked="checked"' : ''} />`;
      const max = c.part === 'year' ? 4 : field.maxLength;
      if (c.kind === 'textarea')
        return `<textarea${common}${max ? attr('maxlength', String(max)) : ''}>${escapeHtml(values[c.id] ?? '')}</textarea>`;
      return `<input type="text"${common}${attr('value', values[c.id] ?? '')}${max ? attr('maxlength', String(max)) : ''} />`;
    });
    if (instance.companionId && field.companion) {
      const label =
        field.companion.kind === 'doNotKnow'
          ? 'Do Not Know'
          : field.companion.kind === 'noExpiration'
            ? 'No Expiration'
            : field.companion.kind === 'doesNotApplyTechnology'
              ? 'Does Not Apply/Technology Not Available'
              : 'Does Not Apply';
      parts.push(
        `<span class="checkbox"><input type="checkbox"${attr('id', instance.companionId)}${attr('name', postName(instance.companionId))}${ticked ? ' checked="checked"' : ''} onclick="enableTbx(this)" /><label for="${instance.companionId}">${label}</label></span>` +
          (instance.companionHiddenId
            ? `<input type="hidden"${attr('id', instance.companionHiddenId)}${attr('name', postName(instance.companionHiddenId))}${attr('value', ticked ? 'Y' : '')} />`
            : ''),
      );
    }
    const error =
      errorFor.get(controls[0]?.id ?? '') ?? controls.map((c) => errorFor.get(c.id)).find(Boolean);
    const marker = error
      ? `<span class="customVal error"${attr('id', `${controls[0].id}_customVal`)}${attr('title', error)}>*</span>`
      : '';
    rows.push(
      `<div class="field"${attr('data-field', instance.index === undefined ? field.key : field.key.replace('[]', `[${instance.index}]`))}><label>${escapeHtml(labelOf(field))}</label>${parts.join(' ')}${marker}</div>`,
    );
  }
}

/** "Add Another" / "Remove" under an item (both post back, as on CEAC). */
function itemLinks(
  spec: RepeaterSpec,
  addButtonId: string | undefined,
  index: number,
  count: number,
): string {
  const links: string[] = [];
  if (addButtonId && count < spec.cap) {
    const id = itemControlId(addButtonId, spec.ceacRepeaterId, index);
    links.push(`<a${attr('id', id)} href="javascript:__doPostBack('${postName(id)}','')">Add Another</a>`);
  }
  if (spec.removeButtonId && count > 1) {
    const id = itemControlId(spec.removeButtonId, spec.ceacRepeaterId, index);
    links.push(`<a${attr('id', id)} href="javascript:__doPostBack('${postName(id)}','')">Remove</a>`);
  }
  return links.length ? `<div class="repeater-links">${links.join(' ')}</div>` : '';
}

function getPath(source: unknown, path: string[]): unknown {
  let node = source;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const SSN_SLICES: Record<string, [number, number]> = { ssn1: [0, 3], ssn2: [3, 5], ssn3: [5, 9] };

/**
 * The page values a person (or the robot) would post for these section answers: the inverse of
 * `toAnswers`, with the repeaters' item counts. Used by tests to file a complete application.
 */
export function fromAnswers(
  page: CeacPage,
  section: SectionAnswers,
): { values: PageValues; counts: ItemCounts } {
  const counts: ItemCounts = {};
  for (const r of repeaters(page)) {
    const items = getPath(section, r.key.split('.'));
    counts[r.repeater!.ceacRepeaterId] = Math.min(
      r.repeater!.cap,
      Math.max(1, Array.isArray(items) ? items.length : 1),
    );
  }
  const values: PageValues = {};
  for (const instance of instances(page, {}, counts)) {
    const { field, index } = instance;
    const at = field.key.indexOf('[]');
    const target =
      index === undefined
        ? section
        : (getPath(section, field.key.slice(0, at).split('.')) as unknown[] | undefined)?.[index];
    const key = index === undefined ? field.key : field.key.slice(at + 3);
    const path = key.split('.');
    if (instance.companionId && field.companion && getPath(target, companionPath(field)) === true) {
      values[instance.companionId] = 'on';
      continue;
    }
    const value = getPath(target, path);
    if (value === undefined || value === null || value === '') continue;
    if (field.type === 'date' && typeof value === 'object') {
      const date = value as Record<string, number>;
      for (const c of instance.controls) {
        const n = c.part ? date[c.part] : undefined;
        if (n === undefined) continue;
        values[c.id] =
          c.part === 'month'
            ? c.monthValues === 'MMM'
              ? (MONTHS[n - 1]?.label ?? '')
              : (MONTHS[n - 1]?.code ?? '')
            : c.part === 'day'
              ? String(n).padStart(2, '0')
              : String(n);
      }
    } else if (field.type === 'checkbox') {
      if (value === true) values[instance.controls[0].id] = 'on';
    } else if (instance.controls.length > 1 && instance.controls.every((c) => c.part && SSN_SLICES[c.part])) {
      for (const c of instance.controls) values[c.id] = String(value).slice(...SSN_SLICES[c.part!]);
    } else if (typeof value === 'string' || typeof value === 'number') {
      values[instance.controls[0].id] = String(value);
    }
  }
  return { values, counts };
}

/** What the review pages and the printed application show: visible questions with their answers. */
export function describePage(
  page: CeacPage,
  values: PageValues,
  answers: FormAnswers,
): Array<{ label: string; value: string; controlId: string }> {
  const out: Array<{ label: string; value: string; controlId: string }> = [];
  for (const instance of instances(page, values)) {
    if (!visible(page, instance, answers)) continue;
    const { field, controls } = instance;
    const label = labelOf(field) + (instance.index === undefined ? '' : ` (${instance.index + 1})`);
    const first = controls[0]?.id ?? '';
    if (instance.companionId && values[instance.companionId]) {
      out.push({ label, value: 'Does Not Apply', controlId: first });
      continue;
    }
    const raw = controls.map((c) => values[c.id] ?? '');
    if (!raw.some(Boolean)) continue;
    let value: string;
    if (field.type === 'date') value = raw.filter(Boolean).join('-');
    else if (field.type === 'yesNo') value = raw[0] === 'Y' ? 'Yes' : raw[0] === 'N' ? 'No' : raw[0];
    else if (field.type === 'checkbox') value = 'Yes';
    else if (field.type === 'select' && field.list)
      value = REFERENCE_LISTS[field.list].find((o) => o.code === raw[0])?.label ?? raw[0];
    else value = raw.join(controls.length > 1 ? '-' : '');
    out.push({ label, value, controlId: first });
  }
  return out;
}

/**
 * Questions CEAC reveals only after Save (ds160-facts §2.1: Primary Occupation), by page node: the
 * trigger's field keys. Only with the `saveOnlyReveal` option (ADR 0018).
 */
export const SAVE_ONLY_REVEALS: Readonly<Record<string, readonly string[]>> = {
  WorkEducation1: ['primaryOccupation'],
};

/** `values` with the save-only triggers of the page set back to their saved values. */
export function withSavedTriggers(page: CeacPage, values: PageValues, saved: PageValues): PageValues {
  const out = { ...values };
  for (const key of SAVE_ONLY_REVEALS[page.node] ?? []) {
    const field = page.fields.find((f) => f.key === key);
    for (const c of field?.ceac?.controls ?? []) {
      if (saved[c.id] === undefined) delete out[c.id];
      else out[c.id] = saved[c.id];
    }
  }
  return out;
}
