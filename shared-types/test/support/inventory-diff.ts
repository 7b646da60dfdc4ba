// The definition measured against the CEAC field inventory, control by control: id, field key,
// kind, options, max length, character set, required flag, reveal condition, repeater, repeater cap,
// minimum count and Does-Not-Apply box. Each difference is one line a person can read; the allow-list
// (src/ds160/inventory-differences.ts) names the same lines with a reason.
import {
  DS160_SECTIONS,
  REFERENCE_LISTS,
  VISA_SUBCLASSES,
  type CeacControl,
  type Condition,
  type FieldDefinition,
  type SectionDefinition,
  type SectionKey,
} from '../../src/ds160';
import type { InventoryAspect, InventoryDifference } from '../../src/ds160/inventory-differences';
import { idMatchOf, rowId, type InventoryRow } from './inventory';

export type Difference = Omit<InventoryDifference, 'category' | 'reason'>;

type Role = 'control' | 'companion' | 'companionHidden' | 'add' | 'remove';

interface Located {
  section: SectionDefinition;
  field: FieldDefinition;
  role: Role;
  control?: CeacControl;
}

const NONE = '—';

function fieldOf(section: SectionDefinition, key: string): FieldDefinition | undefined {
  return section.fields.find((f) => f.key === key);
}

/** The repeater a field sits in (`otherNames[].surname` → `otherNames`). */
function repeaterOf(section: SectionDefinition, field: FieldDefinition): FieldDefinition | undefined {
  const at = field.key.indexOf('[]');
  return at < 0 ? undefined : fieldOf(section, field.key.slice(0, at));
}

function locateAll(): Map<string, Located> {
  const located = new Map<string, Located>();
  for (const section of DS160_SECTIONS) {
    for (const field of section.fields) {
      const page = field.ceac?.page;
      if (!page) continue;
      const put = (id: string | undefined, role: Role, control?: CeacControl) => {
        if (id) located.set(`${page}|${id}`, { section, field, role, control });
      };
      for (const control of field.ceac?.controls ?? []) put(control.id, 'control', control);
      put(field.companion?.ceacId, 'companion');
      put(field.companion?.hiddenCeacId, 'companionHidden');
      put(field.repeater?.addButtonId, 'add');
      put(field.repeater?.removeButtonId, 'remove');
    }
  }
  return located;
}

// ---- reveal conditions -------------------------------------------------------------------------

/** Inventory names that are not field keys. */
const ALIASES: Record<string, { section: SectionKey; field: string }> = {
  visaClass: { section: 'visaPurposePage', field: 'tripPurposes[].purposeSpecify' },
};

function expandValues(values: string[]): string[] {
  return values.flatMap((v) =>
    v.endsWith('*') ? VISA_SUBCLASSES.filter((o) => o.parent === v.slice(0, -1)).map((o) => o.code) : [v],
  );
}

interface ParseContext {
  section: SectionDefinition;
  pageRows: InventoryRow[];
}

function resolveKey(key: string, ctx: ParseContext): { section: SectionKey; field: string } | null {
  if (ALIASES[key]) return ALIASES[key];
  if (fieldOf(ctx.section, key)) return { section: ctx.section.key, field: key };
  const elsewhere = DS160_SECTIONS.filter((s) => fieldOf(s, key));
  return elsewhere.length === 1 ? { section: elsewhere[0].key, field: key } : null;
}

function parseAtom(text: string, ctx: ParseContext): Condition | null {
  const patterns: [RegExp, (m: RegExpMatchArray) => Omit<Condition, never> | null][] = [
    [/^(\S+) not in (\S+)$/, (m) => ({ notIn: expandValues(m[2].split(/[,|]/)) })],
    [/^(\S+) in (\S+)$/, (m) => ({ in: expandValues(m[2].split(/[,|]/)) })],
    [/^(\S+)!=(\S+)$/, (m) => ({ notIn: [m[2]] })],
    [/^(\S+)=(\S+)$/, (m) => ({ equals: m[2] })],
    [/^(\S+) set$/, () => ({ isSet: true })],
  ];
  for (const [pattern, make] of patterns) {
    const m = text.match(pattern);
    if (!m) continue;
    const ref = resolveKey(m[1], ctx);
    const rest = make(m);
    return ref && rest ? ({ ...ref, ...rest } as Condition) : null;
  }
  return null;
}

/** `a=Y and (b in X,Y or c!=Z)`, `;` as and; null when the text is prose. */
function parseExpression(text: string, ctx: ParseContext): Condition | null {
  const words = text.replace(/\(/g, ' ( ').replace(/\)/g, ' ) ').trim().split(/\s+/);
  const tokens: string[] = [];
  let atom: string[] = [];
  const flush = () => {
    if (atom.length) tokens.push(atom.join(' '));
    atom = [];
  };
  for (const word of words) {
    if (['(', ')', 'and', 'or'].includes(word)) {
      flush();
      tokens.push(word);
    } else atom.push(word);
  }
  flush();
  let at = 0;
  const primary = (): Condition | null => {
    if (tokens[at] === '(') {
      at++;
      const inner = disjunction();
      if (tokens[at++] !== ')') return null;
      return inner;
    }
    const token = tokens[at++];
    return token === undefined ? null : parseAtom(token, ctx);
  };
  const conjunction = (): Condition | null => {
    const parts = [primary()];
    while (tokens[at] === 'and') {
      at++;
      parts.push(primary());
    }
    if (parts.some((p) => p === null)) return null;
    return parts.length === 1 ? parts[0] : { all: parts as Condition[] };
  };
  const disjunction = (): Condition | null => {
    const parts = [conjunction()];
    while (tokens[at] === 'or') {
      at++;
      parts.push(conjunction());
    }
    if (parts.some((p) => p === null)) return null;
    return parts.length === 1 ? parts[0] : { any: parts as Condition[] };
  };
  const result = disjunction();
  return at === tokens.length ? result : null;
}

/** What the inventory's reveal text says, as a condition; null when it is prose. */
export function parseReveal(text: string, ctx: ParseContext, depth = 0): Condition | null {
  const bare = text.replace(/\s*\((page rule|inferred)[^)]*\)\s*$/, '').trim();
  const same = bare.match(/^same as (\S+)$/);
  if (same && depth < 3) {
    const row = ctx.pageRows.find((r) => r.field_key === same[1]);
    return row ? parseReveal(row.reveal_when, ctx, depth + 1) : null;
  }
  const parts = bare.split(/\s*;\s*/).map((p) => parseExpression(p, ctx));
  if (parts.some((p) => p === null)) return null;
  return parts.length === 1 ? parts[0] : { all: parts as Condition[] };
}

/** One text for a condition, whatever its nesting and order. */
export function canonical(condition: Condition | undefined, section: SectionKey): string {
  if (!condition) return NONE;
  const flat = (c: Condition, kind: 'all' | 'any'): Condition[] =>
    kind in c ? (c as Record<typeof kind, Condition[]>)[kind].flatMap((x) => flat(x, kind)) : [c];
  if ('all' in condition || 'any' in condition) {
    const kind = 'all' in condition ? 'all' : 'any';
    const parts = [...new Set(flat(condition, kind).map((c) => canonical(c, section)))].sort();
    return parts.length === 1 ? parts[0] : `(${parts.join(kind === 'all' ? ' and ' : ' or ')})`;
  }
  if ('not' in condition) return `not ${canonical(condition.not, section)}`;
  const name = `${condition.section ?? section}.${condition.field}`;
  if (condition.isSet !== undefined) return `${name} ${condition.isSet ? 'set' : 'unset'}`;
  if (condition.notIn) return `${name} not in ${[...condition.notIn].sort().join(',')}`;
  const values = condition.equals !== undefined ? [condition.equals] : [...(condition.in ?? [])];
  return `${name} in ${values.sort().join(',')}`;
}

function subsets<T>(items: T[]): T[][] {
  return items.reduce<T[][]>((acc, item) => [...acc, ...acc.map((s) => [...s, item])], [[]]);
}

/**
 * The definition's reveal, read the way the inventory states it: the field's own condition, with
 * any of what it implies (the repeater's condition, the section's) that the inventory repeats.
 */
function definitionReveals(section: SectionDefinition, field: FieldDefinition): string[] {
  const own = field.visibleWhen;
  const context = [repeaterOf(section, field)?.visibleWhen, section.appliesWhen].filter(
    (c): c is Condition => c !== undefined,
  );
  return subsets(context).map((extra) => {
    const parts = [own, ...extra].filter((c): c is Condition => c !== undefined);
    return canonical(
      parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { all: parts },
      section.key,
    );
  });
}

// ---- the other aspects -------------------------------------------------------------------------

const CHARSET_NAMES: Record<string, string> = {
  name: 'name',
  organization: 'organization',
  address: 'address',
  freeText: 'free-text',
  digits: 'digits',
  nationalId: 'national-id',
  email: 'email',
  native: 'native',
};

/** The character family a format belongs to, in the inventory's words. */
const FORMAT_CHARSETS: Record<string, string> = {
  phone: 'digits',
  ssn: 'digits',
  telecode: 'digits',
  year: 'digits',
  usZip: 'digits',
  visaNumber: 'national-id',
  petitionNumber: 'national-id',
  sevisId: 'national-id',
  socialHandle: 'free-text',
};

const NAMED_LISTS: Record<string, string> = {
  countries: 'list countries',
  'us-states': 'list usStates',
  'visa-classes': 'list visaClasses',
  posts: 'list interviewPosts',
  days: 'date day',
  months: 'date month',
};

function inventoryOptions(row: InventoryRow): string {
  if (!row.options) return NONE;
  if (NAMED_LISTS[row.options]) return NAMED_LISTS[row.options];
  if (!row.options.includes('=')) return row.options;
  return row.options
    .split('|')
    .map((o) => o.split('=')[0])
    .sort()
    .join(',');
}

function definitionOptions(
  field: FieldDefinition,
  control: CeacControl | undefined,
  explicit: boolean,
): string {
  if (field.type === 'date' && control?.part === 'day') return 'date day';
  if (field.type === 'date' && control?.part === 'month') return 'date month';
  if (field.type === 'yesNo') return 'N,Y';
  if (field.type !== 'select' || !field.list) return NONE;
  if (!explicit) {
    // CEAC's sub-classes come with the class list; the inventory names both "visa-classes".
    return `list ${field.list === 'visaSubclasses' ? 'visaClasses' : field.list}`;
  }
  return REFERENCE_LISTS[field.list]
    .map((o) => o.code)
    .sort()
    .join(',');
}

const SSN_LENGTHS = { ssn1: 3, ssn2: 2, ssn3: 4 } as const;

function definitionMaxLength(field: FieldDefinition, control: CeacControl | undefined): string {
  if (control?.part === 'year') return '4';
  if (control?.part && control.part in SSN_LENGTHS)
    return String(SSN_LENGTHS[control.part as keyof typeof SSN_LENGTHS]);
  return field.maxLength === undefined ? NONE : String(field.maxLength);
}

function definitionCharset(field: FieldDefinition, control: CeacControl | undefined): string {
  if (control?.part === 'year' || control?.part?.startsWith('ssn')) return 'digits';
  if (field.type !== 'text' && field.type !== 'textarea') return 'n/a';
  if (field.format) return FORMAT_CHARSETS[field.format] ?? field.format;
  return field.charset ? CHARSET_NAMES[field.charset] : NONE;
}

function definitionRequired(field: FieldDefinition, control: CeacControl | undefined): string {
  if (!field.required) return 'no';
  if (control?.part === 'day' || control?.part === 'month' || control?.part === 'year')
    return field.date?.requiredParts.includes(control.part) ? 'yes' : 'no';
  return 'yes';
}

const KIND_OF_TYPE: Record<string, string> = {
  text: 'text',
  textarea: 'textarea',
  yesNo: 'radio-yn',
  select: 'select',
  checkbox: 'checkbox',
};

function definitionKind(field: FieldDefinition, located: Located): string {
  if (located.role === 'add' || located.role === 'remove') return 'button';
  if (located.role === 'companionHidden') return 'hidden';
  if (located.role === 'companion') return 'checkbox';
  const control = located.control!;
  const expected = field.type === 'date' ? control.kind : KIND_OF_TYPE[field.type];
  return expected === control.kind ? control.kind : `${field.type} as ${control.kind}`;
}

const COMPANION_LABELS: Record<string, string> = {
  doesNotApply: 'Does Not Apply',
  doesNotApplyTechnology: 'Does Not Apply/Technology Not Available',
  doNotKnow: 'Do Not Know',
  noExpiration: 'No Expiration',
};

/** The smallest number of items the inventory asks for ("at least two contacts", "at least one row"). */
function inventoryMinimum(rows: InventoryRow[]): number {
  const words: Record<string, number> = { one: 1, two: 2, three: 3 };
  for (const row of rows) {
    const m = row.notes.match(/at least (\d+|one|two|three) (?:rows?|contacts?)/i);
    if (m) return words[m[1].toLowerCase()] ?? Number(m[1]);
  }
  return 1;
}

/** The inventory's key of one definition control (dates are three rows, the SSN three boxes). */
function baseKey(rowKey: string): string {
  return rowKey.replace(/\.(day|month|year)$/, '').replace(/^(usSocialSecurityNumber)\.part\d$/, '$1');
}

// ---- the comparison ----------------------------------------------------------------------------

/** Every difference between the definition and the inventory rows. */
export function differences(rows: InventoryRow[]): Difference[] {
  const located = locateAll();
  const productPages = new Set(DS160_SECTIONS.flatMap((s) => s.ceacPages));
  const pageRows = new Map<string, InventoryRow[]>();
  for (const row of rows) pageRows.set(row.page_node, [...(pageRows.get(row.page_node) ?? []), row]);
  const out: Difference[] = [];
  const diff = (row: InventoryRow, aspect: InventoryAspect, inventory: string, definition: string) => {
    if (inventory !== definition)
      out.push({ page: row.page_node, fieldKey: row.field_key, aspect, inventory, definition });
  };
  const seenRepeaters = new Set<string>();
  for (const row of rows) {
    const found = located.get(`${row.page_node}|${rowId(row)}`);
    if (!found) {
      if (productPages.has(row.page_node)) diff(row, 'absent', row.control, NONE);
      continue;
    }
    const { section, field, role, control } = found;
    diff(row, 'id', idMatchOf(row), control?.idMatch === 'prefix' ? 'prefix' : 'exact');
    diff(row, 'kind', row.control, definitionKind(field, found));
    if (role === 'add' || role === 'remove') {
      diff(row, 'key', row.field_key.split('[]')[0], field.key);
      continue;
    }
    if (role === 'companionHidden') {
      diff(row, 'key', row.field_key, field.companion!.key);
      continue;
    }
    diff(row, 'key', baseKey(row.field_key), field.key);
    const explicit = row.options.includes('=');
    diff(row, 'options', inventoryOptions(row), definitionOptions(field, control, explicit));
    if (row.max_length) diff(row, 'maxLength', row.max_length, definitionMaxLength(field, control));
    if (row.charset !== 'n/a' || field.type === 'text' || field.type === 'textarea')
      diff(row, 'charset', row.charset, definitionCharset(field, control));
    diff(row, 'required', row.required === 'no' ? 'no' : 'yes', definitionRequired(field, control));
    const companion = field.companion;
    diff(
      row,
      'companion',
      row.companion_id ? `${row.companion_id} (${row.companion_label})` : NONE,
      companion ? `${companion.ceacId} (${COMPANION_LABELS[companion.kind]})` : NONE,
    );
    // Reveal: the inventory's text parsed, or kept as text when it is prose.
    const reveals = definitionReveals(section, field);
    if (!row.reveal_when) diff(row, 'reveal', NONE, reveals[0]);
    else {
      const parsed = parseReveal(row.reveal_when, { section, pageRows: pageRows.get(row.page_node) ?? [] });
      const inventory = parsed ? canonical(parsed, section.key) : `"${row.reveal_when}"`;
      if (!reveals.includes(inventory)) diff(row, 'reveal', inventory, reveals[0]);
    }
    // Repeaters: the id on every item row, the cap and minimum once per repeater.
    const repeater = repeaterOf(section, field);
    diff(row, 'repeater', row.repeater || NONE, repeater?.repeater?.ceacRepeaterId ?? NONE);
    if (repeater?.repeater && row.repeater && !seenRepeaters.has(row.repeater)) {
      seenRepeaters.add(row.repeater);
      const spec = repeater.repeater;
      const itemRows = rows.filter((r) => r.page_node === row.page_node && r.repeater === row.repeater);
      const cap = itemRows.find((r) => r.repeater_cap)?.repeater_cap;
      diff(row, 'repeaterCap', cap ?? 'unknown', spec.capSource === 'ceac' ? String(spec.cap) : 'unknown');
      diff(row, 'minItems', String(inventoryMinimum(itemRows)), String(spec.minItems));
    }
  }
  // The other way: every id the definition maps exists in the inventory.
  const inventoryIds = new Set(
    rows.flatMap((r) => [`${r.page_node}|${rowId(r)}`, `${r.page_node}|${r.companion_id}`]),
  );
  for (const [id, { section, field }] of located) {
    if (!inventoryIds.has(id)) {
      const [page, ceacId] = id.split('|');
      out.push({
        page,
        fieldKey: `${section.key}.${field.key}`,
        aspect: 'notInInventory',
        inventory: NONE,
        definition: ceacId,
      });
    }
  }
  return out;
}
