// What the robot types on each CEAC page, computed from the answers and the shared CEAC map
// (ADR 0012): the application pages in CEAC order, and per page the controls to set in the order
// CEAC shows them (repeater items added first, Does-Not-Apply boxes instead of their fields).
// Pure functions: the browser driver (file-application.ts) only executes the plan.
import {
  DS160_SECTIONS,
  EN_MESSAGES,
  MONTHS,
  applyLocks,
  ceacAnswers,
  getAnswer,
  getItems,
  parseAnswerPath,
  sectionApplies,
  visibleFieldInstances,
  type AnswerValue,
  type CeacControl,
  type Condition,
  type FieldDefinition,
  type FormAnswers,
  type PartialDate,
  type SectionKey,
} from '@portico/shared-types';

/** One control to set. Radios name the list id; the robot clicks `<id>_0` (Yes) or `<id>_1` (No). */
export interface SetAction {
  kind: 'set';
  control: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox';
  id: string;
  value: string;
  /** null for the pages outside the questionnaire (start, security question, sign). */
  section: SectionKey | null;
  /** Answer path (`otherNames.1.surname`). */
  field: string | null;
  /** The question's English label, to name the control in an error. */
  label: string;
  /** Controls this answer shows on CEAC (later questions of the page that depend on it). */
  reveals?: string[];
}

/** Tick a Does Not Apply / Do Not Know / No Expiration box (a real click: CEAC ignores scripted ticks). */
export interface CompanionAction {
  kind: 'companion';
  id: string;
  section: SectionKey | null;
  field: string | null;
  label: string;
}

/** Make the repeater show `count` items: "Add Another" under item n-1 adds item n (a postback). */
export interface ItemsAction {
  kind: 'items';
  repeaterId: string;
  count: number;
  /** Add button of item n: `addButtons[n - 1]`. */
  addButtons: string[];
  /** A control of item n that exists once the item is shown: `probes[n]`. */
  probes: string[];
  section: SectionKey;
  field: string;
  label: string;
}

export type PageAction = SetAction | CompanionAction | ItemsAction;

/** The element whose presence says CEAC shows the action's question (a radio's chosen item). */
export function actionElementId(action: PageAction): string {
  if (action.kind === 'items') return action.probes[0] ?? '';
  if (action.kind === 'set' && action.control === 'radio')
    return `${action.id}_${action.value === 'Y' ? 0 : 1}`;
  return action.id;
}

/**
 * What the robot may leave out when CEAC does not show the question (ADR 0041): a planned "No" and
 * a ticked Does Not Apply box declare nothing; any other answer (Yes, text, a choice, items) would
 * be lost, so its absence stops the filing.
 */
export function absentAnswer(action: PageAction): 'no' | 'box' | null {
  if (action.kind === 'companion') return 'box';
  if (action.kind === 'set' && action.control === 'radio' && action.value === 'N') return 'no';
  return null;
}

/** `section:key` of every answer a condition reads. */
function conditionReads(condition: Condition, section: SectionKey): string[] {
  if ('all' in condition) return condition.all.flatMap((c) => conditionReads(c, section));
  if ('any' in condition) return condition.any.flatMap((c) => conditionReads(c, section));
  if ('not' in condition) return conditionReads(condition.not, section);
  return [`${condition.section ?? section}:${condition.field}`];
}

/** The `section:key` answers whose value decides whether this action's question shows. */
function readsOf(action: PageAction): string[] {
  if (!action.section || !action.field) return [];
  const { key } = parseAnswerPath(action.field);
  const section = DS160_SECTIONS.find((s) => s.key === action.section);
  const field = section?.fields.find((f) => f.key === key);
  const container = key.includes('[]')
    ? section?.fields.find((f) => f.key === key.slice(0, key.indexOf('[]')))
    : undefined;
  return [field?.visibleWhen, container?.visibleWhen]
    .filter((c): c is Condition => c !== undefined)
    .flatMap((c) => conditionReads(c, action.section!));
}

/** Marks on each action the later controls of its page that its answer reveals. */
function withReveals(actions: PageAction[]): PageAction[] {
  const reads = actions.map(readsOf);
  return actions.map((action, at) => {
    if (action.kind !== 'set' || !action.section || !action.field) return action;
    const own = `${action.section}:${parseAnswerPath(action.field).key}`;
    const reveals = actions
      .map((later, i) => (i > at && reads[i].includes(own) ? actionElementId(later) : ''))
      .filter((id) => id !== '');
    return reveals.length ? { ...action, reveals } : action;
  });
}

export interface PagePlan {
  node: string;
  section: SectionKey;
  actions: PageAction[];
}

export interface ControlRef {
  section: SectionKey;
  /** Answer path with item indexes, as FormProblem.field. */
  field: string;
  label: string;
}

/** Repeater item `n` of a control observed with index ctl00 (`DListAlias_ctl00_tbxSURNAME`). */
export function itemControlId(id: string, repeaterId: string, index: number): string {
  return id.replace(`${repeaterId}_ctl00_`, `${repeaterId}_ctl${String(index).padStart(2, '0')}_`);
}

function repeaterOf(section: SectionKey, field: FieldDefinition): FieldDefinition | undefined {
  const at = field.key.indexOf('[]');
  if (at < 0) return undefined;
  const key = field.key.slice(0, at);
  return DS160_SECTIONS.find((s) => s.key === section)?.fields.find((f) => f.key === key);
}

function renamer(section: SectionKey, field: FieldDefinition, indexes: readonly number[]) {
  const spec = repeaterOf(section, field)?.repeater;
  return (id: string) => (spec && indexes.length ? itemControlId(id, spec.ceacRepeaterId, indexes[0]) : id);
}

function dateValue(control: CeacControl, date: PartialDate): string | null {
  if (control.part === 'day') return date.day ? String(date.day).padStart(2, '0') : null;
  if (control.part === 'month') {
    if (!date.month) return null;
    const month = MONTHS[date.month - 1];
    return control.monthValues === 'MMM' ? month.label : month.code;
  }
  if (control.part === 'year') return date.year ? String(date.year) : null;
  return null;
}

function textValue(value: AnswerValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

function label(field: FieldDefinition): string {
  return (EN_MESSAGES as Record<string, string>)[field.messages.label] ?? field.key;
}

/** The controls one visible field instance sets. */
function fieldActions(
  section: SectionKey,
  field: FieldDefinition,
  indexes: number[],
  path: string,
  answers: FormAnswers,
): PageAction[] {
  const ceac = field.ceac;
  if (!ceac) return [];
  const rename = renamer(section, field, indexes);
  const sectionAnswers = answers[section];
  if (field.type === 'repeater' && field.repeater) {
    const spec = field.repeater;
    const count = Math.max(spec.minItems, getItems(sectionAnswers, field.key, indexes).length);
    // The probe is a control every item shows (an unconditional item question where there is one).
    const itemFields = DS160_SECTIONS.find((s) => s.key === section)!.fields.filter(
      (f) => f.key.startsWith(`${field.key}[].`) && f.ceac?.controls.length,
    );
    const probe = (itemFields.find((f) => !f.visibleWhen) ?? itemFields[0])?.ceac?.controls[0];
    const probeId = (n: number) =>
      probe
        ? itemControlId(probe.kind === 'radio-yn' ? `${probe.id}_0` : probe.id, spec.ceacRepeaterId, n)
        : '';
    // Where the inventory has no "Add Another" id, CEAC's pattern (`<list>_ctlNN_InsertButton…`)
    // is looked for on the page: `prefix:` marks such a button.
    const addButton = (n: number) =>
      spec.addButtonId
        ? itemControlId(spec.addButtonId, spec.ceacRepeaterId, n)
        : `prefix:${probeId(n).slice(0, probeId(n).indexOf(`${spec.ceacRepeaterId}_`) + spec.ceacRepeaterId.length)}_ctl${String(n).padStart(2, '0')}_InsertButton`;
    return count > 1 && probe
      ? [
          {
            kind: 'items',
            repeaterId: spec.ceacRepeaterId,
            count,
            addButtons: Array.from({ length: count - 1 }, (_, n) => addButton(n)),
            probes: Array.from({ length: count }, (_, n) => probeId(n)),
            section,
            field: path,
            label: label(field),
          },
        ]
      : [];
  }
  if (field.companion && getAnswer(sectionAnswers, field.companion.key, indexes) === true)
    return [
      { kind: 'companion', id: rename(field.companion.ceacId), section, field: path, label: label(field) },
    ];
  const value = getAnswer(sectionAnswers, field.key, indexes);
  const out: SetAction[] = [];
  const push = (control: SetAction['control'], id: string, v: string | null) => {
    if (v !== null)
      out.push({ kind: 'set', control, id: rename(id), value: v, section, field: path, label: label(field) });
  };
  for (const control of ceac.controls) {
    if (field.type === 'date') {
      // Day and month are selects, the year a 4-digit box (as the mapping says).
      const date =
        value && typeof value === 'object' && !Array.isArray(value) ? (value as PartialDate) : null;
      push(control.kind === 'text' ? 'text' : 'select', control.id, date && dateValue(control, date));
    } else if (control.part === 'ssn1' || control.part === 'ssn2' || control.part === 'ssn3') {
      const digits = textValue(value);
      const [from, to] = { ssn1: [0, 3], ssn2: [3, 5], ssn3: [5, 9] }[control.part];
      push('text', control.id, digits ? digits.slice(from, to) : null);
    } else if (control.kind === 'radio-yn') push('radio', control.id, textValue(value));
    else if (control.kind === 'checkbox') push('checkbox', control.id, value === true ? 'on' : null);
    else push(control.kind, control.id, textValue(value));
  }
  return out;
}

/** The application pages of these answers in CEAC order, each with what to set. */
export function planApplication(raw: FormAnswers): PagePlan[] {
  // Text as CEAC stores it (upper case but e-mails, handles and the native name): the same rule as
  // forms' filing snapshot, so a form filed from anywhere reaches CEAC alike.
  const answers = ceacAnswers(applyLocks(raw));
  const pages: PagePlan[] = [];
  for (const section of DS160_SECTIONS) {
    if (!sectionApplies(section.key, answers)) continue;
    const instances = visibleFieldInstances(section.key, answers);
    for (const node of section.ceacPages) {
      const actions = instances
        .filter((i) => i.field.ceac?.page === node)
        .flatMap((i) => fieldActions(section.key, i.field, i.indexes, i.path, answers));
      pages.push({ node, section: section.key, actions: withReveals(actions) });
    }
  }
  return pages;
}

/** The value of a control that lives outside the application pages (start page: the interview post). */
export function startPageValue(raw: FormAnswers, controlId: string): string | null {
  for (const section of DS160_SECTIONS)
    for (const field of section.fields)
      if (field.ceac?.page === 'Default' && field.ceac.controls.some((c) => c.id === controlId))
        return textValue(getAnswer(raw[section.key], field.key));
  return null;
}

/**
 * Every element id of a page (repeater items up to their cap, radio items, companions) → our
 * section and answer path: how a CEAC validation message is pointed at the field to fix.
 */
export function controlIndex(node: string): Map<string, ControlRef> {
  const index = new Map<string, ControlRef>();
  for (const section of DS160_SECTIONS) {
    for (const field of section.fields) {
      if (field.ceac?.page !== node) continue;
      const spec = repeaterOf(section.key, field)?.repeater;
      const items = spec ? Array.from({ length: spec.cap }, (_, i) => i) : [undefined];
      for (const item of items) {
        const indexes = item === undefined ? [] : [item];
        const path = item === undefined ? field.key : field.key.replace('[]', `.${item}`);
        const ref = { section: section.key, field: path, label: label(field) };
        const rename = renamer(section.key, field, indexes);
        for (const control of field.ceac.controls) {
          index.set(rename(control.id), ref);
          if (control.kind === 'radio-yn') {
            index.set(`${rename(control.id)}_0`, ref);
            index.set(`${rename(control.id)}_1`, ref);
          }
        }
        if (field.companion) index.set(rename(field.companion.ceacId), ref);
      }
    }
  }
  return index;
}

/** A CEAC message names a question by its label (or its first 60 characters, quoted). */
export function refForMessage(node: string, message: string): { elementId: string; ref: ControlRef } | null {
  let best: { elementId: string; ref: ControlRef } | null = null;
  for (const [elementId, ref] of controlIndex(node)) {
    const text = ref.label.length > 60 ? ref.label.slice(0, 60) : ref.label;
    if (!message.startsWith(text) && !message.includes(`"${text}`)) continue;
    if (!best || ref.label.length > best.ref.label.length) best = { elementId, ref };
  }
  return best;
}
