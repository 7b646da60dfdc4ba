// Test helper: the values a person (or the robot) would post on a CEAC page for complete
// answers, read from Portico's questionnaire and its CEAC map (tests may use it; the simulator
// itself never does). Used to file the fixtures page by page over HTTP.
import {
  DS160_SECTIONS,
  MONTHS,
  type CeacControl,
  type FieldDefinition,
  sectionApplies,
  type FormAnswers,
  type SectionAnswers,
  type SectionKey,
} from '@portico/shared-types';
import { itemControlId } from '../src/ceac-names';
import type { PageValues } from '../src/store';

type ItemCounts = Record<string, number>;

interface CeacPage {
  node: string;
  section: SectionKey;
  fields: readonly FieldDefinition[];
}

const DEFINITION_PAGES: readonly CeacPage[] = DS160_SECTIONS.flatMap((section) =>
  section.ceacPages.map((node) => ({
    node,
    section: section.key,
    fields: section.fields.filter((f) => f.ceac?.page === node),
  })),
);

export function definitionPage(node: string): CeacPage | undefined {
  return DEFINITION_PAGES.find((p) => p.node === node);
}

interface FieldInstance {
  field: FieldDefinition;
  index?: number;
  controls: CeacControl[];
  companionId?: string;
  companionHiddenId?: string;
}

function repeaterOf(page: CeacPage, field: FieldDefinition): FieldDefinition | undefined {
  const at = field.key.indexOf('[]');
  if (at < 0) return undefined;
  const key = field.key.slice(0, at);
  return page.fields.find((f) => f.key === key && f.type === 'repeater');
}

function repeaters(page: CeacPage): FieldDefinition[] {
  return page.fields.filter((f) => f.type === 'repeater' && f.repeater);
}

function instances(page: CeacPage, _values: PageValues, given: ItemCounts): FieldInstance[] {
  const itemsOf = given;
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

function companionPath(field: FieldDefinition): string[] {
  const key = field.companion!.key;
  const at = key.indexOf('[].');
  return (at < 0 ? key : key.slice(at + 3)).split('.');
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

/** The definition's pages for these answers, in its order (what a filing plans to post). */
export function definitionPagesFor(answers: FormAnswers): CeacPage[] {
  return DEFINITION_PAGES.filter((p) => sectionApplies(p.section, answers));
}

/**
 * The answers as CEAC asks for them where the questionnaire still asks less (issue 17 item 6):
 * F1/J1/M1 applicants list at least two additional contacts; a fixture with one gets a second.
 */
export function asCeacAsks(answers: FormAnswers): FormAnswers {
  const copy = structuredClone(answers) as Record<string, Record<string, unknown>>;
  for (const section of Object.values(copy)) {
    const contacts = section?.contacts;
    if (Array.isArray(contacts) && contacts.length === 1)
      contacts.push({ ...(contacts[0] as object), surname: 'SECONDCONTACT', givenName: 'ALEX' });
  }
  return copy as FormAnswers;
}

const FV = 'ctl00_SiteContentPlaceHolder_FormView1_';
const VWP = new Set(
  'AND ASTL AUST BELG BRNI CHIL HRV CZEC DEN EST FIN FRAN GER GRC HUNG ICLD IRE ISRL ITLY JPN KOR LATV LCHT LITH LXM MLTA MON NETH NZLD NORW POL PORT QTAR SMAR SING SVK SVN SPN SWDN SWTZ TWAN GRBR ROM'.split(
    ' ',
  ),
);

/**
 * The page values without the questions CEAC does not show this applicant (issue 17 item 4; the
 * inventory's reveal_when and notes), stated here independently of the simulator's code.
 */
export function withoutHiddenQuestions(node: string, values: PageValues, answers: FormAnswers): PageValues {
  const out = { ...values };
  const a = answers as Record<string, Record<string, unknown> | undefined>;
  const beenInUs = a.previousUsTravelPage?.hasBeenInUs === 'Y';
  const hadVisa = a.previousUsTravelPage?.hasPreviousUsVisa === 'Y';
  const drop = (...ids: string[]) => ids.forEach((id) => delete out[FV + id]);
  if (node === 'PreviousUSTravel' && !VWP.has(String(a.personalP2?.nationality ?? '')))
    drop('rblVWP_DENIAL_IND', 'tbxVWP_DENIAL_EXPL');
  if (node === 'SecurityandBackground4' && !beenInUs)
    drop(
      'rblRemovalHearing',
      'tbxRemovalHearing',
      'rblFailToAttend',
      'tbxFailToAttend',
      'rblVisaViolation',
      'tbxVisaViolation',
    );
  if (node === 'SecurityandBackground5' && !beenInUs) drop('rblAttWoReimb', 'tbxAttWoReimb');
  if (node === 'SecurityandBackground5' && !hadVisa) drop('rblExchangeVisitor', 'tbxExchangeVisitor');
  return out;
}
