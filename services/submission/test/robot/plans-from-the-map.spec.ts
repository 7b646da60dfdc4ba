// The robot's plan comes from the shared CEAC map: applicable pages in CEAC order, only visible
// answers, locks applied, Does Not Apply boxes instead of their fields, CEAC's value styles.
import { MARRIED_B1B2_TOURIST, MEXICO_BORN_APPLICANT } from '@portico/shared-types/src/fixtures';
import { withAnswer } from '@portico/shared-types/src/fixtures/with-answer';
import { controlIndex, planApplication, type PageAction } from '../../src/robot';
import { absentAnswer, actionElementId, startPageValue } from '../../src/robot/plan';

const F = 'ctl00_SiteContentPlaceHolder_FormView1_';
const setOn = (actions: PageAction[], id: string) =>
  actions.find((a) => a.kind === 'set' && a.id === id) as Extract<PageAction, { kind: 'set' }> | undefined;

describe("the robot's plan", () => {
  it('lists the applicable pages in CEAC order (married: Spouse; no student or work pages)', () => {
    const nodes = planApplication(MARRIED_B1B2_TOURIST).map((p) => p.node);
    expect(nodes.slice(0, 3)).toEqual(['Personal1', 'Personal2', 'Travel']);
    expect(nodes).toContain('Spouse');
    expect(nodes).not.toContain('DeceasedSpouse');
    expect(nodes).not.toContain('TemporaryWork');
    expect(nodes.at(-1)).toBe('SecurityandBackground5');
  });

  it('sends no answer of a hidden question (kept in the form, never filed)', () => {
    const answers = withAnswer(MARRIED_B1B2_TOURIST, 'personalP1', 'otherNames', [
      { surname: 'LI', givenName: 'WEI' },
    ]);
    const personal1 = planApplication(answers)[0].actions;
    expect(setOn(personal1, `${F}rblOtherNames`)?.value).toBe('N');
    expect(personal1.some((a) => a.kind === 'set' && a.id.includes('DListAlias'))).toBe(false);
  });

  it('ticks the Does Not Apply box instead of typing the field', () => {
    const passport = planApplication(MARRIED_B1B2_TOURIST).find((p) => p.node === 'PptVisa')!.actions;
    expect(passport.some((a) => a.kind === 'companion' && a.id === `${F}cbexPPT_BOOK_NUM_NA`)).toBe(true);
    expect(setOn(passport, `${F}tbxPPT_BOOK_NUM`)).toBeUndefined();
  });

  it('applies the Mexico lock (no specific travel plans) whatever the stored answer', () => {
    const answers = withAnswer(MEXICO_BORN_APPLICANT, 'visaPurposePage', 'hasSpecificTravelPlans', 'Y');
    const travel = planApplication(answers).find((p) => p.node === 'Travel')!.actions;
    expect(setOn(travel, `${F}rblSpecificTravel`)?.value).toBe('N');
  });

  it('writes dates in CEAC option styles and takes the interview post for the start page', () => {
    const personal1 = planApplication(MARRIED_B1B2_TOURIST)[0].actions;
    const birth = personal1.filter((a) => a.kind === 'set' && a.field === 'birthDate');
    expect(birth.map((a) => (a.kind === 'set' ? [a.control, a.value] : null))).toEqual([
      ['select', expect.stringMatching(/^\d{2}$/)],
      ['select', expect.stringMatching(/^[A-Z]{3}$|^\d{1,2}$/)],
      ['text', expect.stringMatching(/^\d{4}$/)],
    ]);
    expect(startPageValue(MARRIED_B1B2_TOURIST, 'ctl00_SiteContentPlaceHolder_ucLocation_ddlLocation')).toBe(
      'SHG',
    );
  });

  it('points every element id of a page, repeater items included, at our section and answer path', () => {
    const index = controlIndex('Personal1');
    expect(index.get(`${F}DListAlias_ctl02_tbxGIVEN_NAME`)).toMatchObject({
      section: 'personalP1',
      field: 'otherNames.2.givenName',
    });
    expect(index.get(`${F}rblOtherNames_1`)).toMatchObject({ field: 'usedOtherNames' });
  });

  it('knows which controls an answer reveals on CEAC (what a partial postback must show)', () => {
    const answers = withAnswer(
      withAnswer(MARRIED_B1B2_TOURIST, 'personalP1', 'usedOtherNames', 'Y'),
      'personalP1',
      'otherNames',
      [
        { surname: 'LI', givenName: 'WEI' },
        { surname: 'WANG', givenName: 'WEI' },
      ],
    );
    const personal1 = planApplication(answers)[0].actions;
    expect(setOn(personal1, `${F}rblOtherNames`)?.reveals).toEqual(
      expect.arrayContaining([`${F}DListAlias_ctl00_tbxSURNAME`, `${F}DListAlias_ctl01_tbxGIVEN_NAME`]),
    );
    // An answer nothing depends on reveals nothing.
    expect(setOn(personal1, `${F}tbxAPP_SURNAME`)?.reveals).toBeUndefined();
  });

  it('leaves out only a No or a Does Not Apply box when CEAC does not ask the question', () => {
    const plan = planApplication(MARRIED_B1B2_TOURIST);
    const actions = plan.flatMap((p) => p.actions);
    const no = actions.find((a) => a.kind === 'set' && a.control === 'radio' && a.value === 'N')!;
    const yes = withAnswer(MARRIED_B1B2_TOURIST, 'personalP1', 'usedOtherNames', 'Y');
    const yesAction = setOn(planApplication(yes)[0].actions, `${F}rblOtherNames`)!;
    const box = actions.find((a) => a.kind === 'companion')!;
    const text = setOn(plan[0].actions, `${F}tbxAPP_SURNAME`)!;
    expect([absentAnswer(no), absentAnswer(box), absentAnswer(yesAction), absentAnswer(text)]).toEqual([
      'no',
      'box',
      null,
      null,
    ]);
    expect(actionElementId(yesAction)).toBe(`${F}rblOtherNames_0`);
    expect(actionElementId(setOn(plan[0].actions, `${F}rblOtherNames`)!)).toBe(`${F}rblOtherNames_1`);
  });
});
