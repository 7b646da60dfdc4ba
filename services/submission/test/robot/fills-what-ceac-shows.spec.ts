// Questions CEAC may hide (ADR 0041): the simulator asks Security and Background Part 4's removal
// hearing questions only of applicants who have been in the U.S., as the record says CEAC does. The
// robot fills what the page shows: a planned "No" there is left out and recorded in the filing's
// steps; a planned "Yes" stops the filing before the page is sent, naming the question.
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { withAnswer } from '@portico/shared-types/src/fixtures/with-answer';
import {
  pageValues,
  recorder,
  robotInput,
  type SimRecord,
  useRobotBrowser,
  useSim,
  POSTBACK_MODES,
} from './harness';
import { fileApplication } from '../../src/robot';

jest.setTimeout(90_000);

const F = 'ctl00_SiteContentPlaceHolder_FormView1_';
const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);
const REMOVAL = 'Have you ever been the subject of a removal or deportation hearing?';

const browser = useRobotBrowser();

describe.each(POSTBACK_MODES)('with %s postbacks', (postbacks) => {
  const sim = useSim({ postbacks });

  it('leaves out a planned No CEAC does not ask, and records it', async () => {
    expect(MARRIED_B1B2_TOURIST.securityBackgroundPage4?.hasBeenInRemovalHearing).toBe('N');
    const hooks = recorder(sim(), { passportNumber });
    const outcome = await fileApplication(browser(), robotInput(sim(), MARRIED_B1B2_TOURIST), hooks);
    expect(outcome.kind).toBe('completed');
    if (outcome.kind !== 'completed') return;
    const record = await sim().hook<SimRecord>(`/applications/${outcome.applicationId}`);
    const page = pageValues(record, 'SecurityandBackground4')!;
    expect(page[`${F}rblRemovalHearing`]).toBeUndefined();
    expect(page[`${F}rblDeport`]).toBe('N');
    expect(hooks.steps.filter((s) => s.code === 'questionNotAsked' && s.params.question === REMOVAL)).toEqual(
      [
        expect.objectContaining({
          page: 'SecurityandBackground4',
          message: `CEAC did not ask "${REMOVAL}" on SecurityandBackground4, so the answer "No" was not sent`,
        }),
      ],
    );
  });

  it('stops on a planned Yes CEAC does not ask, naming the question, before the page is sent with Next', async () => {
    let answers = withAnswer(MARRIED_B1B2_TOURIST, 'securityBackgroundPage4', 'hasBeenInRemovalHearing', 'Y');
    answers = withAnswer(
      answers,
      'securityBackgroundPage4',
      'removalHearingExplanation',
      'HEARING IN 2010, CASE CLOSED',
    );
    const hooks = recorder(sim(), { passportNumber });
    const result = fileApplication(browser(), robotInput(sim(), answers), hooks);
    await expect(result).rejects.toMatchObject({
      code: 'questionHidden',
      params: { question: REMOVAL, page: 'SecurityandBackground4' },
      message: `CEAC did not show "${REMOVAL}" on SecurityandBackground4, but this form answers it. Filing stopped before anything wrong was sent; nothing was submitted. Check the answer; if it is right, tell Portico support: CEAC may have changed.`,
    });
    // The page's reveals may have posted its other answers (all true); its Next was never pressed.
    const record = await sim().hook<
      SimRecord & { pageStates: Record<string, { completed: boolean } | undefined> }
    >(`/applications/${hooks.last()?.applicationId}`);
    expect(record.pageStates.SecurityandBackground3?.completed).toBe(true);
    expect(record.pageStates.SecurityandBackground4?.completed ?? false).toBe(false);
    expect(pageValues(record, 'SecurityandBackground4')?.[`${F}rblRemovalHearing`]).toBeUndefined();
    expect(pageValues(record, 'SecurityandBackground5')).toBeUndefined();
  });
});
