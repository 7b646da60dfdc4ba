// The CEAC field inventory (shared/spec/ds160-field-inventory.csv), read for the tests that measure
// the definition against it. The `shared` folder sits beside the repository's checkout (in CI and
// in /work/main) or a level higher (a worktree under /work/wt): it is looked for upwards.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';

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

const INVENTORY_FILE = join('shared', 'spec', 'ds160-field-inventory.csv');

/** The inventory's path: the nearest `shared/spec/ds160-field-inventory.csv` above this folder. */
export function inventoryPath(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, INVENTORY_FILE);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${INVENTORY_FILE} not found above ${from}`);
  }
}

let cached: InventoryRow[] | undefined;

export function readInventory(): InventoryRow[] {
  cached ??= parse(readFileSync(inventoryPath(), 'utf8'), { columns: true, skip_empty_lines: true }) as InventoryRow[];
  return cached;
}

/**
 * The element id of a row. The crew page's job title was seen only as a prefix
 * (`…_tbxJobTitle (prefix only)`): the id is the prefix.
 */
export function rowId(row: Pick<InventoryRow, 'ceac_id'>): string {
  return row.ceac_id.replace(/ \(prefix only\)$/, '');
}

/** Whether the row's id is the whole id or only its start. */
export function idMatchOf(row: Pick<InventoryRow, 'ceac_id'>): 'prefix' | 'exact' {
  return row.ceac_id.endsWith(' (prefix only)') ? 'prefix' : 'exact';
}
