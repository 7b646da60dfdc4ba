// The captured CEAC record the simulator stands on (services/ceac-sim/data, a copy of
// shared/spec kept equal by test/data-in-sync.spec.ts): the field inventory, the postbacks and
// CEAC's code lists, read once at start. Nothing here comes from Portico's questionnaire.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReveal, type Cond } from './reveal';
import { parse } from 'csv-parse/sync';

/** `data/` beside `src/` and `dist/`. */
export const DATA_DIR = join(__dirname, '..', 'data');

export interface CodeOption {
  code: string;
  label: string;
  parent?: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as T;
}

/** CEAC's interview posts (`ddlLocation`): three-letter codes labelled "COUNTRY, CITY". */
export const POSTS: readonly CodeOption[] = readJson<{ posts: CodeOption[] }>('posts.json').posts;

const VISA = readJson<{ options: CodeOption[]; subclasses: CodeOption[] }>('lists/visa-classes.json');

/** CEAC's named code lists (the inventory's `options` column names them). */
export const LISTS: Readonly<Record<string, readonly CodeOption[]>> = {
  countries: readJson<{ options: CodeOption[] }>('lists/countries.json').options,
  'us-states': readJson<{ options: CodeOption[] }>('lists/us-states.json').options,
  months: readJson<{ options: CodeOption[] }>('lists/months.json').options,
  'visa-classes': VISA.options,
  'visa-subclasses': VISA.subclasses,
  posts: POSTS,
};

/** Visa Waiver Program nationalities (CEAC codes): who is asked the ESTA question. */
export const VWP_NATIONALITIES: ReadonlySet<string> = new Set(
  readJson<{ codes: string[] }>('lists/vwp-nationalities.json').codes,
);

/** The record's CSV files: a header row, quoted cells (csv-parse). */
export function parseCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: true, skip_empty_lines: true });
}

export interface InventoryRow {
  page_node: string;
  section_key: string;
  order: string;
  field_key: string;
  question_en: string;
  ceac_id: string;
  control: string;
  options: string;
  max_length: string;
  charset: string;
  required: string;
  companion_id: string;
  companion_label: string;
  reveal_when: string;
  repeater: string;
  repeater_cap: string;
  notes: string;
  source: string;
}

export const INVENTORY: readonly InventoryRow[] = parseCsv(
  readFileSync(join(DATA_DIR, 'ds160-field-inventory.csv'), 'utf8'),
) as unknown as InventoryRow[];

export const POSTBACKS = parseCsv(readFileSync(join(DATA_DIR, 'ds160-postbacks.csv'), 'utf8'));

// ---- The application pages ------------------------------------------------------------------

export type DatePart = 'day' | 'month' | 'year';
export type Charset =
  | 'name'
  | 'organization'
  | 'address'
  | 'free-text'
  | 'digits'
  | 'national-id'
  | 'email'
  | 'native'
  | 'handle'
  | 'program-number'
  | 'n/a';

export interface Control {
  id: string;
  /** text, textarea, select, radio-yn, checkbox. */
  kind: string;
  /** Date part, or `part1..3` of a split number (SSN). */
  part?: DatePart | 'part1' | 'part2' | 'part3';
  maxLength?: number;
  required: boolean;
}

export interface Question {
  /** The inventory's key without the part suffix: `birthDate`, `otherNames[].surname`. */
  key: string;
  node: string;
  /** CEAC's label (question_en, part names removed). */
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'radio-yn' | 'checkbox' | 'date' | 'split';
  controls: Control[];
  /** Asked whenever shown (inventory `yes`, and `conditional` read strictly; ADR 0039). */
  required: boolean;
  charset: Charset;
  maxLength?: number;
  /** Option codes and labels of a select (or the named list). */
  options?: readonly CodeOption[];
  /** The list is filtered by another question's value (Specify by Purpose of Trip). */
  filteredBy?: string;
  companion?: { id: string; label: string; hiddenId?: string };
  reveal?: Cond;
  repeaterId?: string;
  /**
   * A question CEAC shows only to some applicants on a condition the record infers (Security and
   * Background Part 4/5, the ESTA question): the `hiddenQuestions: 'show'` switch shows it to all.
   */
  mayHide: boolean;
  /** Month option values: 'MMM' where the inventory says value = label (Personal1 birth date). */
  monthValues: 'MMM' | 'numeric';
  /** Day option values: zero-padded except where the inventory says not (Travel). */
  dayPadded: boolean;
}

export interface Repeater {
  id: string;
  /** Item cap: the inventory's where known, else the simulator's (ADR 0039). */
  cap: number;
  addId?: string;
  removeId?: string;
  /** The list's own reveal (its first question's condition). */
  reveal?: Cond;
  keyPrefix: string;
}

export interface SimPage {
  node: string;
  caption: string;
  path: string;
  questions: Question[];
  repeaters: Repeater[];
  /** The page is part of the application only when this holds (class and spouse pages). */
  appliesWhen?: Cond;
}

/**
 * The application pages in CEAC order: the inventory's pages after the start page and the security
 * question, up to the photo step (ds160-facts §1: start, security question, the application's
 * pages, photo, review, sign, done). A page captured into the record is served without a list here.
 */
const APPLICATION_NODES: readonly string[] = (() => {
  const order = [...new Set(INVENTORY.map((r) => r.page_node))];
  const first = order.indexOf('SecureQuestion') + 1;
  const photo = order.indexOf('UploadPhoto');
  if (first === 0 || photo < first) throw new Error('The inventory lost its security-question or photo page');
  return order.slice(first, photo);
})();

/** Sidebar and Back/Next captions (CEAC's node captions). */
const CAPTIONS: Record<string, string> = {
  Personal1: 'Personal 1',
  Personal2: 'Personal 2',
  Travel: 'Travel',
  TravelCompanions: 'Travel Companions',
  PreviousUSTravel: 'Previous U.S. Travel',
  AddressPhone: 'Address and Phone',
  PptVisa: 'Passport',
  USContact: 'U.S. Contact',
  Relatives: 'Family: Relatives',
  Spouse: 'Family: Spouse',
  PrevSpouse: 'Family: Former Spouse',
  DeceasedSpouse: 'Family: Deceased Spouse',
  WorkEducation1: 'Work/Education: Present',
  WorkEducation2: 'Work/Education: Previous',
  WorkEducation3: 'Work/Education: Additional',
  SecurityandBackground1: 'Security/Background Part 1',
  SecurityandBackground2: 'Security/Background Part 2',
  SecurityandBackground3: 'Security/Background Part 3',
  SecurityandBackground4: 'Security/Background Part 4',
  SecurityandBackground5: 'Security/Background Part 5',
  ExchangeVisitor2: 'Additional Point of Contact',
  ExchangeVisitor3: 'SEVIS',
  TemporaryWork: 'Temporary Work Visa',
  CrewVisa: 'Crew Visa',
};

/** complete_<file>.aspx per node (CEAC groups several nodes under one page file). */
function pageFile(node: string): string {
  if (node.startsWith('Personal')) return 'complete_personal';
  if (node.startsWith('SecurityandBackground')) return 'complete_securityandbackground';
  if (node.startsWith('WorkEducation')) return 'complete_workeducation';
  return `complete_${node.toLowerCase()}`;
}

/**
 * Caps where the inventory has none ("most repeater caps are unknown"): CEAC's stricter reading is
 * a small list; five is the one cap the record attests (previous visits) and what product schemas
 * use, so every list without a captured cap takes it (ADR 0039).
 */
export const DEFAULT_REPEATER_CAP = 5;

/**
 * Unknown max lengths: the smallest cap the inventory shows for the same character set on a text
 * box (CEAC's stricter reading, ADR 0039). Textareas without one take 4000, as every captured one.
 */
const FAMILY_CAPS: Partial<Record<Charset, number>> = {
  name: 33,
  organization: 33,
  address: 20,
  'free-text': 40,
  digits: 15,
  'national-id': 20,
  email: 50,
};

const PART_SUFFIX = /\.(day|month|year|part1|part2|part3)$/;
const NAV_KEYS = /^(back|save|next|navBack|navSave|navNext)$/;

/** "Date (of Birth)" → "Date of Birth": the record's bracketed context read as words. */
function cleanLabel(label: string): string {
  return label
    .replace(/\((of [^)]*)\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Date (of Birth) - year" → "Date (of Birth)"; "Employment Date To (year)" → "Employment Date To". */
function baseLabel(label: string): string {
  return cleanLabel(label)
    .replace(/\s*[-–]\s*(day|month|year)$/i, '')
    .replace(/\s*\((day|month|year|first 3 digits|middle 2 digits|last 4 digits)\)$/i, '')
    .trim();
}

function optionsOf(spec: string): { options?: readonly CodeOption[]; filteredBy?: string } {
  if (!spec) return {};
  if (spec === 'visa-classes') return { options: LISTS['visa-classes'] };
  if (LISTS[spec]) return { options: LISTS[spec] };
  if (spec === 'days') return {};
  if (!spec.includes('=')) return {};
  return {
    options: spec.split('|').map((pair) => {
      const at = pair.indexOf('=');
      return { code: pair.slice(0, at), label: pair.slice(at + 1) };
    }),
  };
}

/**
 * Month option values: the labels (JAN..DEC) for dates of birth, numbers elsewhere (ds160-facts
 * §2.6: "DOB uses DD + MMM; other pages use numeric month values"; the inventory's notes dispute
 * some pages, and this fact decides them, ADR 0039).
 */
function monthValuesOf(rows: InventoryRow[]): 'MMM' | 'numeric' {
  return rows.some(
    (r) => /value = label/.test(r.notes) || /(birthDate|dateOfBirth|DOB)\.month$/.test(r.field_key),
  )
    ? 'MMM'
    : 'numeric';
}

function buildPage(node: string): SimPage {
  const rows = INVENTORY.filter((r) => r.page_node === node);
  const questions: Question[] = [];
  const repeaters = new Map<string, Repeater>();
  const byKey = new Map<string, Question>();
  let appliesWhen: Cond | undefined;
  const revealTextOf = new Map<string, string>();
  for (const row of rows) {
    const key = row.field_key;
    const idMatch = /^[A-Za-z0-9_]+/.exec(row.ceac_id)?.[0] ?? '';
    if (row.repeater && !repeaters.has(row.repeater)) {
      const prefix = key.slice(0, key.indexOf('[]'));
      repeaters.set(row.repeater, {
        id: row.repeater,
        cap: Number(row.repeater_cap) || DEFAULT_REPEATER_CAP,
        keyPrefix: prefix,
      });
    }
    if (row.control === 'button' || row.control === 'image') {
      if (NAV_KEYS.test(key) || !row.repeater) continue;
      const list = repeaters.get(row.repeater)!;
      if (/\.(add|addAnother)$/.test(key) && idMatch) list.addId = idMatch;
      if (/\.remove$/.test(key) && idMatch) list.removeId = idMatch;
      continue;
    }
    if (row.control === 'hidden') {
      // A Does-Not-Apply box's hidden twin (`…Na`): written with the box (facts §2.4).
      const owner = byKey.get(key.replace(/Na$/, ''));
      if (owner?.companion && idMatch) owner.companion.hiddenId = idMatch;
      continue;
    }
    if (!idMatch) continue;
    // The "(page rule)" reveal of a class page, and the marital status of the spouse pages, decide
    // whether the page exists at all (facts §5.6).
    if (!appliesWhen && /\(page rule/.test(row.reveal_when)) appliesWhen = parseReveal(row.reveal_when);
    if (
      !appliesWhen &&
      /^maritalStatus\b/.test(row.reveal_when) &&
      ['Spouse', 'PrevSpouse', 'DeceasedSpouse'].includes(node)
    )
      appliesWhen = parseReveal(row.reveal_when.split(';')[0]);
    const part = PART_SUFFIX.exec(key)?.[1] as Control['part'] | undefined;
    const base = part ? key.slice(0, -part.length - 1) : key;
    // Social media handles: "CEAC charset for handles not confirmed". The free-text set refuses
    // the underscore every platform allows in a handle, which cannot be CEAC's reading; the
    // simulator takes free-text plus "_" (ADR 0039).
    // The exchange-visitor program number: the row's national-id set has no hyphen, its own note
    // says the DS-2019 number has them ("letters, digits, hyphens", e.g. P-3-05133).
    const charset = (
      /\.identifier$/.test(key) ? 'handle' : key === 'programNumber' ? 'program-number' : row.charset || 'n/a'
    ) as Charset;
    const given = Number(row.max_length) || undefined;
    const maxLength =
      given ??
      (row.control === 'textarea'
        ? 4000
        : row.control !== 'text'
          ? undefined
          : charset === 'address' && /line[12]$/.test(key)
            ? 40
            : FAMILY_CAPS[charset]);
    // 'conditional' is read strictly: required whenever shown, unless its box is ticked (ADR 0039).
    // A date's day the notes call optional ("Month and Year are required") is not asked for.
    const optionalDay =
      part === 'day' && /day (looks|is|appears?) optional|suggests the day is optional/i.test(row.notes);
    const required = !optionalDay && (row.required === 'yes' || row.required === 'conditional');
    const control: Control = { id: idMatch, kind: row.control, part, maxLength, required };
    const existing = byKey.get(base);
    if (existing) {
      // Day values unpadded where the record says so (Travel's dates, previous visits).
      if (part === 'day' && /unpadded|without zero padding/.test(row.notes)) existing.dayPadded = false;
      existing.controls.push(control);
      existing.required = existing.required || required;
      if (part === 'month') existing.monthValues = monthValuesOf([row]);
      continue;
    }
    const pageRule = appliesWhen && /\(page rule/.test(row.reveal_when);
    // "same as X": the condition of question X on this page.
    const same = /^same as (\S+)$/.exec(row.reveal_when)?.[1];
    const revealText = pageRule ? '' : same ? (revealTextOf.get(same) ?? '') : row.reveal_when;
    revealTextOf.set(base, revealText);
    const q: Question = {
      key: base,
      node,
      label: part ? baseLabel(row.question_en) : cleanLabel(row.question_en),
      kind: part
        ? part === 'day' || part === 'month' || part === 'year'
          ? 'date'
          : 'split'
        : (row.control as Question['kind']),
      controls: [control],
      required,
      charset,
      maxLength: part ? undefined : maxLength,
      ...optionsOf(row.options),
      companion: row.companion_id
        ? {
            id: /^[A-Za-z0-9_]+/.exec(row.companion_id)![0],
            label: row.companion_label || 'Does Not Apply',
          }
        : undefined,
      reveal: revealText ? parseReveal(revealText) : undefined,
      mayHide: /\(inferred\)|^unknown/.test(revealText) || base === 'estaDenied',
      repeaterId: row.repeater || undefined,
      monthValues: part === 'month' ? monthValuesOf([row]) : 'numeric',
      dayPadded: true,
    };
    if (base === 'tripPurposes[].purposeSpecify') {
      q.options = LISTS['visa-subclasses'];
      q.filteredBy = 'tripPurposes[].purposeOfTrip';
    }
    if (q.kind === 'split') q.maxLength = undefined;
    if (part === 'day' && /unpadded|without zero padding/.test(row.notes)) q.dayPadded = false;
    byKey.set(base, q);
    questions.push(q);
  }
  for (const list of repeaters.values()) {
    const first = questions.find((q) => q.repeaterId === list.id);
    // Seven lists have no captured "Add Another" id: CEAC's naming, `<list>_ctl00_InsertButton<name>`
    // beside the list's own controls, stands in (inferred, ADR 0018 addendum).
    const sample = first?.controls[0]?.id;
    const at = sample?.indexOf(`${list.id}_ctl00_`) ?? -1;
    if (!list.addId && sample && at >= 0)
      list.addId = `${sample.slice(0, at + list.id.length)}_ctl00_InsertButton${list.id.replace(/^(dtl|DList|dlst|dl)/, '')}`;
    list.reveal = first?.reveal && !first.key.includes('[].has') ? outerReveal(first) : undefined;
  }
  return {
    node,
    caption: CAPTIONS[node] ?? node,
    path: `/GenNIV/General/complete/${pageFile(node)}.aspx?node=${node}`,
    questions,
    repeaters: [...repeaters.values()],
    appliesWhen,
  };
}

/** A list's own condition: its first question's, when that reads no item of the list. */
function outerReveal(first: Question): Cond | undefined {
  const prefix = first.key.slice(0, first.key.indexOf('[]') + 2);
  return first.reveal && !first.reveal.keys.some((k) => k.startsWith(prefix)) ? first.reveal : undefined;
}

export const APPLICATION_PAGES: readonly SimPage[] = APPLICATION_NODES.map(buildPage);
