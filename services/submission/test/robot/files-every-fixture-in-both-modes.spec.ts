// Every complete application (shared-types fixtures: the tourist, student, worker, widowed and
// Mexico-born applicants, the first-time J1 exchange visitor and the C1/D crew member) files on the
// real simulator with real Chromium, with CEAC's partial postbacks (async, CEAC's own) and with
// full-page posts, CEAC's rules unrelaxed: no ds160 error, and the simulator's record holds every
// answer value by value, in CEAC's case.
import { COMPLETE_APPLICATIONS, MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { withAnswer } from '@portico/shared-types/src/fixtures/with-answer';
import {
  compareWithCeac,
  pageValues,
  expectedCeacValues,
  recorder,
  robotInput,
  useRobotBrowser,
  useSim,
  POSTBACK_MODES,
  type SimRecord,
} from './harness';
import { fileApplication } from '../../src/robot';

jest.setTimeout(120_000);

const F = 'ctl00_SiteContentPlaceHolder_FormView1_';

const browser = useRobotBrowser();

describe.each(POSTBACK_MODES)('with %s postbacks', (postbacks) => {
  const sim = useSim({ postbacks });

  it.each(Object.entries(COMPLETE_APPLICATIONS))('files the %s', async (_name, answers) => {
    const hooks = recorder(sim(), { passportNumber: String(answers.passportPage?.passportDocumentNumber) });
    const partialBefore = sim().requests.partial;
    const outcome = await fileApplication(browser(), robotInput(sim(), answers), hooks);
    // The reveals travelled as CEAC sends them: partial postbacks in async mode, page loads in full.
    if (postbacks === 'full') expect(sim().requests.partial).toBe(partialBefore);
    else expect(sim().requests.partial).toBeGreaterThan(partialBefore);
    // 0 ds160 errors (shown in full when CEAC refused something).
    expect(outcome.kind === 'ds160Error' ? outcome.errors : outcome.kind).toBe('completed');
    if (outcome.kind !== 'completed') return;
    const record = await sim().hook<SimRecord>(`/applications/${outcome.applicationId}`);
    expect(record.location).toBe(answers.visaPurposePage?.interviewLocation);
    expect(record.submitCount).toBe(1);
    expect(compareWithCeac(expectedCeacValues(answers), record, hooks.steps)).toEqual([]);
    // No page was refused on the way (0 ds160 errors).
    expect(hooks.steps.filter((s) => s.code === 'pageRefused')).toEqual([]);
  });

  it("sends text in CEAC's case: names and addresses in upper case, the e-mail as typed", async () => {
    let answers = withAnswer(MARRIED_B1B2_TOURIST, 'personalP1', 'surname', 'Wang');
    answers = withAnswer(answers, 'personalP1', 'givenName', 'Li');
    answers = withAnswer(answers, 'addressAndPhonePage', 'homeAddress.line1', '88 Wensan Road');
    answers = withAnswer(answers, 'addressAndPhonePage', 'email', 'Li.Wang@Example.com');
    const hooks = recorder(sim(), { passportNumber: 'EA1234567' });
    const outcome = await fileApplication(browser(), robotInput(sim(), answers), hooks);
    expect(outcome.kind).toBe('completed');
    if (outcome.kind !== 'completed') return;
    const record = await sim().hook<SimRecord>(`/applications/${outcome.applicationId}`);
    const personal = pageValues(record, 'Personal1')!;
    const address = pageValues(record, 'AddressPhone')!;
    expect([personal[`${F}tbxAPP_SURNAME`], personal[`${F}tbxAPP_GIVEN_NAME`]]).toEqual(['WANG', 'LI']);
    expect([address[`${F}tbxAPP_ADDR_LN1`], address[`${F}tbxAPP_EMAIL_ADDR`]]).toEqual([
      '88 WENSAN ROAD',
      'Li.Wang@Example.com',
    ]);
    expect(compareWithCeac(expectedCeacValues(answers), record, hooks.steps)).toEqual([]);
  });
});
