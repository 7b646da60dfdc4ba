// The definition measured against the CEAC field inventory (ADR 0040): every control of a
// questionnaire page is compared with the definition (id, field key, kind, options, max length,
// character set, required flag, reveal condition, repeater, cap, minimum count, Does-Not-Apply box),
// and every difference must be in the reviewed allow-list with a reason — no more, no fewer.
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { CEAC_MAX_REPEATER_ITEMS, DS160_SECTIONS } from '../src/ds160';
import {
  INVENTORY_DIFFERENCES,
  PAGES_OUTSIDE_THE_QUESTIONNAIRE,
  type InventoryDifference,
} from '../src/ds160/inventory-differences';
import { readInventory, type InventoryRow } from './support/inventory';
import { differences, type Difference } from './support/inventory-diff';

const rows = readInventory();
const productPages = new Set(DS160_SECTIONS.flatMap((s) => s.ceacPages));

const keyOf = (d: Difference) => [d.page, d.fieldKey, d.aspect, d.inventory, d.definition].join(' | ');

function withRow(key: string, change: Partial<InventoryRow>): InventoryRow[] {
  return rows.map((r) => (`${r.page_node}|${r.field_key}` === key ? { ...r, ...change } : r));
}

describe('the definition against the CEAC field inventory', () => {
  const found = differences(rows);
  const listed = new Map(INVENTORY_DIFFERENCES.map((d) => [keyOf(d), d]));

  it('reads the 552 inventory rows', () => {
    expect(rows).toHaveLength(552);
  });

  it('differs from the inventory only where the allow-list says why', () => {
    expect(found.filter((d) => !listed.has(keyOf(d))).map(keyOf)).toEqual([]);
  });

  it('lists no difference that no longer exists', () => {
    const current = new Set(found.map(keyOf));
    expect(INVENTORY_DIFFERENCES.filter((d) => !current.has(keyOf(d))).map(keyOf)).toEqual([]);
  });

  it('lists each difference once, with a reason', () => {
    const keys = INVENTORY_DIFFERENCES.map(keyOf);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(INVENTORY_DIFFERENCES.filter((d: InventoryDifference) => d.reason.trim().length < 20)).toEqual([]);
  });

  it('puts every row with a product section key on a questionnaire page', () => {
    expect(
      rows.filter((r) => r.section_key && !productPages.has(r.page_node)).map((r) => r.page_node),
    ).toEqual([]);
  });

  it('says who handles every page outside the questionnaire', () => {
    const outside = [...new Set(rows.map((r) => r.page_node))].filter((p) => !productPages.has(p));
    expect(outside.filter((p) => !PAGES_OUTSIDE_THE_QUESTIONNAIRE[p])).toEqual([]);
    expect(Object.keys(PAGES_OUTSIDE_THE_QUESTIONNAIRE).filter((p) => productPages.has(p))).toEqual([]);
  });

  it("keeps every repeater within CEAC's 100 items (ctl00..ctl99)", () => {
    const over = DS160_SECTIONS.flatMap((s) => s.fields)
      .filter((f) => (f.repeater?.cap ?? 0) > CEAC_MAX_REPEATER_ITEMS)
      .map((f) => f.key);
    expect(over).toEqual([]);
  });
});

// The comparison itself: a change of any aspect on either side is a difference.
describe('the comparison', () => {
  const base = new Set(differences(rows).map(keyOf));
  const fresh = (changed: InventoryRow[]) => differences(changed).filter((d) => !base.has(keyOf(d)));

  it.each([
    ['max length', 'Personal1|surname', { max_length: '34' }, 'maxLength', '34', '33'],
    ['character set', 'Personal1|surname', { charset: 'address' }, 'charset', 'address', 'name'],
    ['required flag', 'Personal1|surname', { required: 'no' }, 'required', 'no', 'yes'],
    ['kind', 'Personal1|surname', { control: 'textarea' }, 'kind', 'textarea', 'text'],
    ['options', 'Personal1|gender', { options: 'M=MALE|F=FEMALE|X=OTHER' }, 'options', 'F,M,X', 'F,M'],
    [
      'reveal',
      'Personal1|telecodeSurname',
      { reveal_when: 'hasTelecodeName=N' },
      'reveal',
      'personalP1.hasTelecodeName in N',
      'personalP1.hasTelecodeName in Y',
    ],
    [
      'repeater cap',
      'PreviousUSTravel|previousVisits[].arrivalDate.day',
      { repeater_cap: '6' },
      'repeaterCap',
      '6',
      '5',
    ],
    [
      'companion',
      'Personal1|birthState',
      { companion_label: 'Do Not Know' },
      'companion',
      'ctl00_SiteContentPlaceHolder_FormView1_cbexAPP_POB_ST_PROVINCE_NA (Do Not Know)',
      'ctl00_SiteContentPlaceHolder_FormView1_cbexAPP_POB_ST_PROVINCE_NA (Does Not Apply)',
    ],
  ] as const)('finds a changed %s', (_name, row, change, aspect, inventory, definition) => {
    expect(fresh(withRow(row, change))).toEqual([expect.objectContaining({ aspect, inventory, definition })]);
  });

  it('finds a control the definition does not have, and an id the inventory does not', () => {
    const renamed = fresh(
      withRow('Personal1|surname', { ceac_id: 'ctl00_SiteContentPlaceHolder_FormView1_tbxX' }),
    );
    expect(renamed.map((d) => d.aspect).sort()).toEqual(['absent', 'notInInventory']);
  });
});

// ADR 0040 summarises the allow-list: its table must say how many entries each category has.
describe('the allow-list as ADR 0040 reviews it', () => {
  const adrDir = resolve(__dirname, '../../docs/adr');
  const adr = readFileSync(
    resolve(adrDir, readdirSync(adrDir).find((name) => name.startsWith('0040-'))!),
    'utf8',
  );

  it('counts every category as the file does, and the total', () => {
    const counts = new Map<string, number>();
    for (const d of INVENTORY_DIFFERENCES) counts.set(d.category, (counts.get(d.category) ?? 0) + 1);
    const table = new Map(
      [...adr.matchAll(/^\| (\w+) +\| +(\d+) \|/gm)].map(([, category, count]) => [category, Number(count)]),
    );
    expect(Object.fromEntries(table)).toEqual(Object.fromEntries(counts));
    expect(adr).toContain(`${INVENTORY_DIFFERENCES.length} entries`);
  });
});
