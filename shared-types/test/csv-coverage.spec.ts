// Every control of the CEAC field inventory is either in the definition or listed as
// deliberately not mapped, with a reason. The inventory is always present in CI.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CEAC_MAX_REPEATER_ITEMS, DS160_SECTIONS, UNMAPPED_CEAC_CONTROLS } from '../src/ds160';

const CSV_PATH = resolve(__dirname, '../../../shared/spec/ds160-field-inventory.csv');

function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [header, ...body] = rows;
  return body
    .filter((r) => r.length > 1)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** CEAC pages outside the questionnaire: the robot and simulator own them. */
const PAGES_OUTSIDE_THE_QUESTIONNAIRE: Record<string, string> = {
  Default: 'start page (interview post, captcha): chosen when the robot starts an application',
  SecureQuestion: 'security question and privacy consent: set by the robot with the applicant',
  CrewVisa: 'crew visa page (C1/D): no product section in the spec',
  UploadPhoto: 'photo step: handled by the submission flow, not by answers',
  IdentixUpload: 'photo step: handled by the submission flow, not by answers',
  IdentixResult: 'photo step: handled by the submission flow, not by answers',
  ConfirmPhoto: 'photo step: handled by the submission flow, not by answers',
  SignCertify: 'sign page: the applicant signs personally (22 CFR 41.103)',
  Done: 'confirmation page: read by the robot, not answered',
};

const rows = parseCsv(readFileSync(CSV_PATH, 'utf8'));
const productPages = new Set(DS160_SECTIONS.flatMap((s) => s.ceacPages));

const definedIds = new Map<string, string>();
for (const section of DS160_SECTIONS) {
  for (const field of section.fields) {
    const page = field.ceac?.page ?? '';
    const ids = [
      ...(field.ceac?.controls.map((c) => c.id) ?? []),
      field.companion?.ceacId,
      field.companion?.hiddenCeacId,
      field.repeater?.addButtonId,
      field.repeater?.removeButtonId,
    ];
    for (const id of ids) if (id) definedIds.set(`${page}|${id}`, `${section.key}.${field.key}`);
  }
}
const unmapped = new Map(UNMAPPED_CEAC_CONTROLS.map((u) => [`${u.page}|${u.ceacId}`, u.reason]));

describe('field inventory coverage', () => {
  it('reads the 552 inventory rows', () => {
    expect(rows).toHaveLength(552);
  });

  it('covers every control of the questionnaire pages, or says why not', () => {
    const missing = rows
      .filter((r) => productPages.has(r.page_node))
      .filter(
        (r) => !definedIds.has(`${r.page_node}|${r.ceac_id}`) && !unmapped.get(`${r.page_node}|${r.ceac_id}`),
      )
      .map((r) => `${r.page_node} ${r.field_key} ${r.ceac_id}`);
    expect(missing).toEqual([]);
  });

  it('maps every row that has a product section key to a questionnaire page', () => {
    expect(
      rows.filter((r) => r.section_key && !productPages.has(r.page_node)).map((r) => r.page_node),
    ).toEqual([]);
  });

  it('gives a reason for every page outside the questionnaire', () => {
    const pages = new Set(rows.map((r) => r.page_node).filter((p) => !productPages.has(p)));
    const unexplained = [...pages].filter(
      (p) => !PAGES_OUTSIDE_THE_QUESTIONNAIRE[p] && !p.startsWith('Review'),
    );
    expect(unexplained).toEqual([]);
  });

  it('invents no CEAC ids: every mapped control is in the inventory', () => {
    const inventory = new Set(
      rows
        .flatMap((r) => [`${r.page_node}|${r.ceac_id}`, `${r.page_node}|${r.companion_id}`])
        .filter((id) => !id.endsWith('|')),
    );
    expect([...definedIds.keys()].filter((id) => !inventory.has(id))).toEqual([]);
    expect([...unmapped.keys()].filter((id) => !id.endsWith('|') && !inventory.has(id))).toEqual([]);
  });

  it("uses the inventory's field keys", () => {
    const keyOf = new Map<string, string>();
    for (const section of DS160_SECTIONS) {
      for (const field of section.fields) {
        for (const control of field.ceac?.controls ?? [])
          keyOf.set(`${field.ceac?.page}|${control.id}`, field.key);
      }
    }
    const renamed = rows
      .filter((r) => keyOf.has(`${r.page_node}|${r.ceac_id}`))
      .filter((r) => {
        const expected = r.field_key
          .replace(/\.(day|month|year)$/, '')
          .replace(/^(usSocialSecurityNumber)\.part\d$/, '$1');
        return keyOf.get(`${r.page_node}|${r.ceac_id}`) !== expected;
      })
      .map((r) => `${r.field_key} → ${keyOf.get(`${r.page_node}|${r.ceac_id}`)}`);
    expect(renamed).toEqual([]);
  });

  it('keeps CEAC max lengths and option lists from the inventory', () => {
    const byId = new Map(rows.map((r) => [`${r.page_node}|${r.ceac_id}`, r]));
    const drift: string[] = [];
    for (const section of DS160_SECTIONS) {
      for (const field of section.fields) {
        if (field.type !== 'text' && field.type !== 'textarea') continue;
        const control = field.ceac?.controls[0];
        const row = control && byId.get(`${field.ceac?.page}|${control.id}`);
        if (!row || !row.max_length || field.key === 'usSocialSecurityNumber') continue;
        if (Number(row.max_length) !== field.maxLength)
          drift.push(`${section.key}.${field.key}: ${row.max_length} vs ${field.maxLength}`);
      }
    }
    expect(drift).toEqual([]);
  });

  it("takes CEAC's repeater caps from the inventory, and no cap exceeds CEAC's 100 items (ctl00..ctl99)", () => {
    const capOf = new Map<string, number>();
    for (const r of rows) if (r.repeater && r.repeater_cap) capOf.set(r.repeater, Number(r.repeater_cap));
    expect(capOf.size).toBeGreaterThan(0);
    const drift: string[] = [];
    for (const section of DS160_SECTIONS) {
      for (const field of section.fields) {
        const spec = field.repeater;
        if (!spec) continue;
        const known = capOf.get(spec.ceacRepeaterId);
        if (spec.cap > CEAC_MAX_REPEATER_ITEMS)
          drift.push(`${field.key}: ${spec.cap} > ${CEAC_MAX_REPEATER_ITEMS}`);
        if (known !== undefined && (spec.cap !== known || spec.capSource !== 'ceac'))
          drift.push(`${field.key}: CEAC ${known} vs ${spec.cap} (${spec.capSource})`);
        if (known === undefined && spec.capSource === 'ceac') drift.push(`${field.key}: no CEAC cap known`);
      }
    }
    expect(drift).toEqual([]);
  });
});
