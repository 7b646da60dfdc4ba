// The simulator's pages come from the captured record (data/ds160-field-inventory.csv): ids,
// kinds, labels, option codes, reveals, page rules; nothing from the questionnaire.
import { buildFacts, renderFields, validatePage, type ItemCounts } from '../src/form-page';
import { ALL_PAGES, applicablePages, findPage } from '../src/pages';
import { INVENTORY } from '../src/record';
import { parseReveal, type Facts } from '../src/reveal';

const FV = 'ctl00_SiteContentPlaceHolder_FormView1_';

/** Facts from page values keyed by element id (as the record stores them). */
function factsOf(pages: Record<string, Record<string, string>>, counts: ItemCounts = {}): Facts {
  return buildFacts(
    Object.entries(pages).map(([node, values]) => ({ page: findPage(node)!, values, counts: { ...counts } })),
  );
}

const page = (node: string) => findPage(node)!;

describe('pages from the captured record', () => {
  it('has every application page of the inventory in CEAC order, the crew page last', () => {
    expect(ALL_PAGES.map((p) => p.node)).toEqual([
      'Personal1',
      'Personal2',
      'Travel',
      'TravelCompanions',
      'PreviousUSTravel',
      'AddressPhone',
      'PptVisa',
      'USContact',
      'Relatives',
      'Spouse',
      'PrevSpouse',
      'DeceasedSpouse',
      'WorkEducation1',
      'WorkEducation2',
      'WorkEducation3',
      'SecurityandBackground1',
      'SecurityandBackground2',
      'SecurityandBackground3',
      'SecurityandBackground4',
      'SecurityandBackground5',
      'ExchangeVisitor2',
      'ExchangeVisitor3',
      'TemporaryWork',
      'CrewVisa',
    ]);
  });

  it('maps every input control of those pages in the inventory to a question of its page', () => {
    const ids = new Set(ALL_PAGES.flatMap((p) => p.questions.flatMap((q) => q.controls.map((c) => c.id))));
    const rows = INVENTORY.filter(
      (r) =>
        ALL_PAGES.some((p) => p.node === r.page_node) &&
        ['text', 'textarea', 'select', 'radio-yn', 'checkbox'].includes(r.control),
    );
    expect(rows.length).toBeGreaterThan(300);
    for (const r of rows) expect(ids).toContain(/^[A-Za-z0-9_]+/.exec(r.ceac_id)![0]);
  });

  it('labels questions with question_en and offers CEAC option codes from its own lists', () => {
    const html = renderFields(page('Personal2'), {}, factsOf({}), []);
    expect(html).toContain('<label>Country/Region of Origin (Nationality)</label>');
    expect(html).toContain('<option value="IDSA">INDONESIA</option>');
    const p1 = renderFields(page('Personal1'), {}, factsOf({}), []);
    expect(p1).toContain('<label>Surnames</label>');
    // Personal 1's birth month values are the labels (inventory: "value = label").
    expect(p1).toContain('<option value="JAN">JAN</option>');
    // Travel's day values are unpadded (inventory note).
    const travel = renderFields(
      page('Travel'),
      { [`${FV}rblSpecificTravel`]: 'Y' },
      factsOf({ Travel: { [`${FV}rblSpecificTravel`]: 'Y' } }),
      [],
    );
    expect(travel).toContain(`id="${FV}ddlARRIVAL_US_DTEDay"`);
    expect(travel).toMatch(/<option value="1">1<\/option>/);
  });

  it('reads the inventory grammar of reveal_when, with its aliases and worded conditions', () => {
    const f = (plain: Record<string, string>, items: Record<string, string[]> = {}): Facts => ({
      value: (k) => plain[k],
      itemValue: (k, i) => items[k]?.[i],
      itemCount: (prefix) =>
        Math.max(
          0,
          ...Object.entries(items)
            .filter(([k]) => k.startsWith(prefix))
            .map(([, v]) => v.length),
        ),
    });
    const payer = parseReveal('(tripPayer=O and payer.addressSameAsApplicant=N) or tripPayer=C');
    expect(payer.test(f({ tripPayer: 'C' }))).toBe(true);
    expect(payer.test(f({ tripPayer: 'O', 'payer.addressSameAsApplicant': 'Y' }))).toBe(false);
    expect(payer.test(f({ tripPayer: 'O', 'payer.addressSameAsApplicant': 'N' }))).toBe(true);
    const students = parseReveal('visaClass in F*|J*|M* (page rule)');
    expect(students.test(f({}, { 'tripPurposes[].purposeSpecify': ['B1-B2', 'J2-SP'] }))).toBe(true);
    expect(students.test(f({}, { 'tripPurposes[].purposeSpecify': ['B1-B2'] }))).toBe(false);
    expect(parseReveal('primaryOccupation not in H,RT,N').test(f({ primaryOccupation: 'H' }))).toBe(false);
    expect(parseReveal('primaryOccupation not in H,RT,N').test(f({ primaryOccupation: 'B' }))).toBe(true);
    expect(parseReveal('hasVisitedUS=Y (inferred)').keys).toEqual(['hasBeenInUs']);
    expect(
      parseReveal('maritalStatus in M,C,P; spouseAddressType=O').test(
        f({ maritalStatus: 'M', spouseAddressType: 'O' }),
      ),
    ).toBe(true);
    expect(() => parseReveal('who knows')).toThrow();
  });
});

describe('questions CEAC may hide', () => {
  const p4 = page('SecurityandBackground4');
  it('asks the removal, hearing and visa-violation questions only of applicants who were in the U.S.', () => {
    const never = renderFields(
      p4,
      {},
      factsOf({ PreviousUSTravel: { [`${FV}rblPREV_US_TRAVEL_IND`]: 'N' } }),
      [],
    );
    expect(never).not.toContain(`${FV}rblRemovalHearing`);
    expect(never).not.toContain(`${FV}rblVisaViolation`);
    expect(never).toContain(`${FV}rblImmigrationFraud`);
    const been = renderFields(
      p4,
      {},
      factsOf({ PreviousUSTravel: { [`${FV}rblPREV_US_TRAVEL_IND`]: 'Y' } }),
      [],
    );
    expect(been).toContain(`${FV}rblRemovalHearing_0`);
    expect(been).toContain(`${FV}rblFailToAttend_0`);
    // Next does not ask for a question not shown.
    const errors = validatePage(
      p4,
      {},
      factsOf({ PreviousUSTravel: { [`${FV}rblPREV_US_TRAVEL_IND`]: 'N' } }),
    );
    expect(errors.map((e) => e.controlId)).not.toContain(`${FV}rblRemovalHearing`);
  });

  it('asks the ESTA question of Visa Waiver Program nationals only', () => {
    const prev = page('PreviousUSTravel');
    const german = renderFields(prev, {}, factsOf({ Personal2: { [`${FV}ddlAPP_NATL`]: 'GER' } }), []);
    expect(german).toContain(`${FV}rblVWP_DENIAL_IND_0`);
    const chinese = renderFields(prev, {}, factsOf({ Personal2: { [`${FV}ddlAPP_NATL`]: 'CHIN' } }), []);
    expect(chinese).not.toContain(`${FV}rblVWP_DENIAL_IND`);
  });

  it('asks the exchange-visitor residency question of former visa holders only', () => {
    const p5 = page('SecurityandBackground5');
    expect(
      renderFields(p5, {}, factsOf({ PreviousUSTravel: { [`${FV}rblPREV_VISA_IND`]: 'N' } }), []),
    ).not.toContain('rblExchangeVisitor');
    expect(
      renderFields(p5, {}, factsOf({ PreviousUSTravel: { [`${FV}rblPREV_VISA_IND`]: 'Y' } }), []),
    ).toContain('rblExchangeVisitor_0');
  });
});

describe('pages by marital status and visa class', () => {
  const nodes = (personal1: Record<string, string>, travel: Record<string, string> = {}) =>
    applicablePages(factsOf({ Personal1: personal1, Travel: travel })).map((p) => p.node);
  const MARITAL = `${FV}ddlAPP_MARITAL_STATUS`;
  const SPECIFY = `${FV}dlPrincipalAppTravel_ctl00_ddlOtherPurpose`;

  it.each([
    ['M', ['Spouse']],
    ['C', ['Spouse']],
    ['P', ['Spouse']],
    ['D', ['PrevSpouse']],
    ['W', ['DeceasedSpouse']],
    ['S', []],
  ])('marital status %s shows %j', (status, expected) => {
    const shown = nodes({ [MARITAL]: status as string }).filter((n) => /Spouse/.test(n));
    expect(shown).toEqual(expected);
  });

  it('the former-spouse page asks the number of former spouses and each one (never an empty page)', () => {
    const html = renderFields(page('PrevSpouse'), {}, factsOf({ Personal1: { [MARITAL]: 'D' } }), []);
    expect(html).toContain(`${FV}tbxNumberOfPrevSpouses`);
    expect(html).toContain(`${FV}DListSpouse_ctl00_tbxSURNAME`);
    expect(html).toContain(`${FV}DListSpouse_ctl00_ddlDomEndMonth`);
    expect(html).toContain(`${FV}DListSpouse_ctl00_InsertButtonSpouse`);
  });

  it('the crew page (16 controls) comes for C1-D and D-D only', () => {
    expect(nodes({}, { [SPECIFY]: 'C1-D' })).toContain('CrewVisa');
    expect(nodes({}, { [SPECIFY]: 'D-D' })).toContain('CrewVisa');
    expect(nodes({}, { [SPECIFY]: 'B1-B2' })).not.toContain('CrewVisa');
    const crew = page('CrewVisa');
    expect(crew.questions.flatMap((q) => q.controls)).toHaveLength(16);
    const html = renderFields(
      crew,
      { [`${FV}rblAGENCY_IND`]: 'Y', [`${FV}rblSEAGOING_VESSEL_IND`]: 'Y' },
      factsOf({ CrewVisa: { [`${FV}rblAGENCY_IND`]: 'Y', [`${FV}rblSEAGOING_VESSEL_IND`]: 'Y' } }),
      [],
    );
    for (const c of crew.questions.flatMap((q) => q.controls))
      expect(html).toContain(`id="${c.kind === 'radio-yn' ? `${c.id}_0` : c.id}"`);
  });
});

describe('rules across questions', () => {
  const messages = (
    node: string,
    values: Record<string, string>,
    others: Record<string, Record<string, string>> = {},
  ) => validatePage(page(node), values, factsOf({ ...others, [node]: values })).map((e) => e.message);

  it("refuses a person's relationship for an organisation-only U.S. contact", () => {
    const base = {
      [`${FV}cbxUS_POC_NAME_NA`]: 'on',
      [`${FV}tbxUS_POC_ORGANIZATION`]: 'ACME HOTELS',
    };
    const rule =
      "'Relationship to You' cannot be 'Spouse', 'Relative', or 'Friend' if only the Organization Name is selected.";
    expect(messages('USContact', { ...base, [`${FV}ddlUS_POC_REL_TO_APP`]: 'C' })).toContain(rule);
    expect(messages('USContact', { ...base, [`${FV}ddlUS_POC_REL_TO_APP`]: 'B' })).not.toContain(rule);
  });

  it('writes the explanation message pattern for an unexplained Yes', () => {
    expect(messages('SecurityandBackground1', { [`${FV}rblDisease`]: 'Y' })).toContain(
      'The explanation for question "Do you have a communicable disease of public health signific...?" has not been completed.',
    );
  });

  it('refuses another nationality equal to the main one', () => {
    const values = {
      [`${FV}ddlAPP_NATL`]: 'IDSA',
      [`${FV}rblAPP_OTH_NATL_IND`]: 'Y',
      [`${FV}dtlOTHER_NATL_ctl00_ddlOTHER_NATL`]: 'IDSA',
    };
    expect(messages('Personal2', values).join('\n')).toMatch(
      /cannot be the same as your Country\/Region of Origin/,
    );
  });

  it('asks F1, J1 and M1 students for at least two additional contacts', () => {
    const travel = { Travel: { [`${FV}dlPrincipalAppTravel_ctl00_ddlOtherPurpose`]: 'F1-F1' } };
    expect(
      messages('ExchangeVisitor2', { [`${FV}dtlStudentAddPOC_ctl00_tbxADD_POC_SURNAME`]: 'ONE' }, travel),
    ).toContain('At least two contacts must be listed.');
  });
});

describe('leniency for clients written before issue 17', () => {
  it('parses CEAC_SIM_LENIENT lists and refuses unknown names', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { parseLeniency } = require('../src/app') as typeof import('../src/app');
    expect(parseLeniency(undefined)).toEqual([]);
    expect(parseLeniency('hidden-questions, padded-days')).toEqual(['hidden-questions', 'padded-days']);
    expect(parseLeniency('all')).toEqual(['hidden-questions', 'padded-days', 'student-contacts', 'any-tab']);
    expect(parseLeniency('everything')).toBeUndefined();
  });

  it('hidden-questions asks everyone; padded-days pads Travel days; student-contacts accepts one', () => {
    const lenient = new Set(['hidden-questions', 'padded-days', 'student-contacts']);
    const facts = (pages: Record<string, Record<string, string>>) =>
      buildFacts(
        Object.entries(pages).map(([node, values]) => ({ page: findPage(node)!, values })),
        lenient,
      );
    expect(
      renderFields(page('PreviousUSTravel'), {}, facts({ Personal2: { [`${FV}ddlAPP_NATL`]: 'CHIN' } }), []),
    ).toContain(`${FV}rblVWP_DENIAL_IND_0`);
    const travel = { [`${FV}rblSpecificTravel`]: 'Y' };
    expect(renderFields(page('Travel'), travel, facts({ Travel: travel }), [])).toContain(
      '<option value="01">01</option>',
    );
    const student = { Travel: { [`${FV}dlPrincipalAppTravel_ctl00_ddlOtherPurpose`]: 'F1-F1' } };
    const one = { [`${FV}dtlStudentAddPOC_ctl00_tbxADD_POC_SURNAME`]: 'ONE' };
    expect(
      validatePage(page('ExchangeVisitor2'), one, facts({ ...student, ExchangeVisitor2: one })).map(
        (e) => e.message,
      ),
    ).not.toContain('At least two contacts must be listed.');
  });
});
