import { expect, test, type Page } from '@playwright/test';
import {
  DS160_SECTIONS,
  applyLocks,
  getAnswer,
  sectionApplies,
  visibleFieldInstances,
} from '@portico/shared-types';
import { createBusinessWorkspace, newAccount, newEmail, violations } from './identity-helpers';
import { createClientLink } from './client-intake-helpers';
import { graphql } from './editor-helpers';
import { buyCredits, creditBalance } from './billing-helpers';
import {
  APPLICATION,
  CEAC_URL,
  answerCaptcha,
  answerCaptchaInLiveView,
  completeForm,
  currentWorkspace,
  fileAndAnswerTheCaptcha,
  signInLiveView,
  tapSignAsWatcher,
} from './filing-helpers';

/** An agency gives its preparer details for CEAC in Workspace settings → Branding (docs/adr/0024). */
async function givePreparerDetails(page: Page, workspaceId: string): Promise<void> {
  await page.goto(`/workspaces/${workspaceId}/settings`);
  const group = page.getByRole('group', { name: 'Preparer on CEAC' });
  await expect(group).toBeVisible({ timeout: 20_000 });
  await group.getByLabel('Preparer surnames').fill('Chen');
  await group.getByLabel('Preparer given names').fill('Mei');
  await group.getByLabel('Street address (line 1)').fill('88 Harbour Road');
  await group.getByLabel('City').fill('Hong Kong');
  await group.getByLabel('Country/region').selectOption('HNK');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding settings updated successfully')).toBeVisible();
  expect(await violations(page)).toEqual([]);
}

// The simulator's captcha hook and fault switch are global to it: these journeys run one after the
// other (one file, one worker), and no other journey files on the simulator (the supervision project,
// e2e/supervision, files on it only after every journey has finished).
test.describe.configure({ timeout: 240_000 });

test("a user files a complete form on CEAC: answers the captcha on CEAC's page in the live view, signs on CEAC's page in the live view on a phone, and sees the confirmation number without a reload", async ({
  page,
  browser,
}) => {
  await newAccount(page, 'files-on-ceac');
  const workspaceId = await currentWorkspace(page);
  const name = `Wang Li files ${Date.now().toString(36)}`;
  const formId = await completeForm(page, workspaceId, name);

  // From the form overview, as a new user would.
  await page.goto(`/workspaces/${workspaceId}/forms/${formId}`);
  await page.getByRole('link', { name: 'File on CEAC' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `File ${name} on CEAC` })).toBeVisible();
  await expect(page.getByText('One submission credit of this workspace is used.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // A new workspace has no credit: filing is refused, nothing starts, and Pricing is offered.
  await page.getByRole('button', { name: 'Use one credit and file on CEAC' }).click();
  const refusal = page.getByTestId('create-refusal');
  await expect(refusal).toContainText('No form credits left.');
  await expect(refusal.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  await expect(page).toHaveURL(new RegExp(`/forms/${formId}/submissions/new$`));
  await buyCredits(page, workspaceId, 1);
  await page.getByRole('button', { name: 'Use one credit and file on CEAC' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${formId}/submissions/[0-9a-f-]{36}$`));
  const submissionId = new URL(page.url()).pathname.split('/').at(-1)!;
  // A marker that a reload would wipe: everything below happens on this one page load.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // CEAC's start page captcha, handed to the person watching: Portico's prompt offers it, and the
  // live view hands over CEAC's own page, where they type it and tap CEAC's button (the other
  // journeys answer in the prompt).
  const captcha = page.getByTestId('captcha-prompt');
  await expect(captcha).toBeVisible({ timeout: 60_000 });
  await expect(captcha.getByLabel('Characters in the picture')).toBeFocused();
  await answerCaptchaInLiveView(page, submissionId);
  await expect(captcha).toBeHidden({ timeout: 30_000 });

  // The robot fills every page, then stops on CEAC's sign page: the applicant signs there, in the
  // live view of the robot's browser, on a phone (the same account, a browser of its own).
  await expect(page.getByTestId('live-filing').getByTestId('live-view-status')).toHaveText(
    "Your turn: your taps and keys reach CEAC's page.",
    { timeout: 150_000 },
  );
  // The timeline follows the newest steps; the earlier pages hold every CEAC page filled.
  await expect(page.getByTestId('steps')).toContainText('Sign and submit');
  await expect(page.getByTestId('current-page')).toHaveText('Current CEAC page: Sign and submit');
  expect(await violations(page)).toEqual([]);
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    storageState: await page.context().storageState(),
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`/workspaces/${workspaceId}/forms/${formId}/submissions/${submissionId}`);
  await phone.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the live view is wider than the phone').toBeLessThanOrEqual(390);
  await signInLiveView(phone, submissionId);
  await expect(phone.getByTestId('confirmation-number')).toHaveText(/^AA[0-9A-Z]{8}$/, { timeout: 60_000 });
  expect(await phone.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await phoneContext.close();

  const confirmation = page.getByTestId('confirmation-number');
  await expect(confirmation).toHaveText(/^AA[0-9A-Z]{8}$/, { timeout: 60_000 });
  await expect(page.getByTestId('submission-status')).toHaveText('Completed');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  const number = (await confirmation.textContent())!;
  await expect(page.getByTestId('application-id')).toHaveText(number);
  await expect(page.getByTestId('security-answer')).not.toBeEmpty();
  expect(await violations(page)).toEqual([]);

  // The simulator filed it once, with every answer of the form (each visible text answer, by its CEAC id).
  const record = (await (await page.request.get(`${CEAC_URL}/__test/applications/${number}`)).json()) as {
    signed: boolean;
    confirmationNumber: string;
    submitCount: number;
    signPostback: { at: string; session: string };
    pages: Record<string, Record<string, string>>;
  };
  expect(record.signed).toBe(true);
  expect(record.confirmationNumber).toBe(number);
  expect(record.submitCount).toBe(1);
  // The Sign and Submit postback came from the robot's CEAC session, the live view's page, right
  // after the applicant's last relayed tap (the evidence record, shown with the submission).
  const { submission } = await graphql<{
    submission: {
      signatureEvidence: { outcome: string; ceacSession: string; inputs: { kind: string; at: string }[] }[];
    };
  }>(
    page,
    'query E($id: ID!) { submission(id: $id) { signatureEvidence { outcome ceacSession inputs { kind at } } } }',
    {
      id: submissionId,
    },
  );
  const evidence = submission.signatureEvidence.at(-1)!;
  expect(evidence.outcome).toBe('signed');
  expect(record.signPostback.session).toBe(evidence.ceacSession);
  const lastTap = Date.parse(evidence.inputs.filter((i) => i.kind === 'mouse-up').at(-1)!.at);
  const postback = Date.parse(record.signPostback.at);
  expect(postback - lastTap).toBeGreaterThanOrEqual(0);
  expect(postback - lastTap).toBeLessThan(3_000);
  // The filing took its one credit, once.
  expect(await creditBalance(page, workspaceId)).toMatchObject({ purchased: 1, used: 1, available: 0 });
  const answers = applyLocks(APPLICATION);
  let compared = 0;
  for (const section of DS160_SECTIONS) {
    if (!sectionApplies(section.key, answers)) continue;
    for (const instance of visibleFieldInstances(section.key, answers)) {
      const ceac = instance.field.ceac;
      if (!ceac || instance.indexes.length > 0 || !['text', 'textarea'].includes(instance.field.type))
        continue;
      const value = getAnswer(answers[section.key] ?? {}, instance.path);
      if (typeof value !== 'string' || value === '') continue;
      // One text box per answer (dates and split boxes are the robot's specs' business).
      if (ceac.controls.length !== 1 || !['text', 'textarea'].includes(ceac.controls[0].kind)) continue;
      const control = ceac.controls[0].id;
      expect(record.pages[ceac.page]?.[control]?.toUpperCase(), `${section.key}.${instance.path}`).toBe(
        value.toUpperCase(),
      );
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThan(20);

  // The lists show it too.
  await page.goto(`/workspaces/${workspaceId}/submissions?status=completed`);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(number);
  await page.goto(`/workspaces/${workspaceId}/forms/${formId}/submissions`);
  await expect(page.getByRole('link', { name: `Open the submission of ${name}` })).toHaveAttribute(
    'href',
    `/workspaces/${workspaceId}/forms/${formId}/submissions/${submissionId}`,
  );

  // A filed form says so (list and overview), and filing it again is a deliberate new DS-160, after a
  // warning, that takes a new credit (docs/adr/0043).
  await page.goto(`/workspaces/${workspaceId}/forms`);
  await expect(page.getByRole('row').filter({ hasText: name }).getByTestId('form-row-status')).toHaveText(
    `Filed on CEAC · ${number}`,
  );
  await page.goto(`/workspaces/${workspaceId}/forms/${formId}`);
  await expect(page.getByTestId('form-status')).toHaveText(`Filed on CEAC · ${number}`);
  await expect(page.getByRole('link', { name: 'File on CEAC' })).toHaveCount(0);
  await page.getByRole('link', { name: 'File a new DS-160' }).click();
  await page.getByRole('button', { name: 'File a new DS-160' }).click();
  const again = page.getByRole('alertdialog', { name: 'File a new DS-160?' });
  await expect(again).toContainText(`confirmation number ${number}`);
  await expect(again).toContainText(
    'the earlier application id will no longer be the one to use at the interview',
  );
  expect(await violations(page)).toEqual([]);
  await again.getByRole('button', { name: 'Yes, file a new DS-160' }).click();
  // It needs a new credit, and none is left: nothing starts.
  await expect(page.getByTestId('create-refusal')).toContainText('No form credits left.');
  await expect(page).toHaveURL(new RegExp(`/forms/${formId}/submissions/new$`));
  expect(await creditBalance(page, workspaceId)).toMatchObject({ purchased: 1, used: 1, available: 0 });
});

test('an agency files a client’s form; the client signs through a link with the submit permission; both see the confirmation number without a reload', async ({
  browser,
}) => {
  const agencyContext = await browser.newContext();
  const agency = await agencyContext.newPage();
  await newAccount(agency, 'files-agency');
  const agencyName = `Filing Agency ${Date.now().toString(36)}`;
  const workspaceId = await createBusinessWorkspace(agency, agencyName);
  const name = `Wang Li for the agency ${Date.now().toString(36)}`;
  const formId = await completeForm(agency, workspaceId, name);
  const url = await createClientLink(agency, workspaceId, formId, {
    clientName: 'Wang Li',
    clientEmail: newEmail('wang'),
    permissions: ['Read', 'Submit'],
    language: 'en',
  });

  await buyCredits(agency, workspaceId, 1);
  // CEAC asks who prepared the application: an agency without its preparer details is sent to Branding.
  await agency.goto(`/workspaces/${workspaceId}/forms/${formId}/submissions/new`);
  await agency.getByRole('button', { name: 'Use one credit and file on CEAC' }).click();
  await expect(agency.getByText(/in Workspace settings → Branding, then file again/)).toBeVisible();
  expect((await creditBalance(agency, workspaceId)).available).toBe(1); // refused: no credit taken
  await givePreparerDetails(agency, workspaceId);

  await agency.goto(`/workspaces/${workspaceId}/forms/${formId}/submissions/new`);
  await agency.getByRole('button', { name: 'Use one credit and file on CEAC' }).click();
  await expect(agency).toHaveURL(new RegExp(`/forms/${formId}/submissions/[0-9a-f-]{36}$`));
  await agency.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await answerCaptcha(agency);

  // An agency member may not sign: the page says who signs, and how to reach them.
  const waiting = agency.getByTestId('waiting-for-applicant');
  await expect(waiting).toBeVisible({ timeout: 150_000 });
  await expect(waiting.getByRole('heading')).toHaveText('Waiting for the applicant to sign');
  await expect(agency.getByRole('button', { name: 'Sign and Submit Application' })).toHaveCount(0);
  // The agency watches the robot's page read-only: its tap on Sign and Submit does nothing.
  const agencySubmission = new URL(agency.url()).pathname.split('/').at(-1)!;
  await tapSignAsWatcher(agency, agencySubmission);
  await agency.waitForTimeout(1_000);
  await expect(agency.getByTestId('submission-status')).not.toHaveText('Completed');

  // The client opens their link in a browser of their own and signs there.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(url);
  const panel = client.getByTestId('intake-sign-panel');
  await expect(panel.getByTestId('live-signing-guide')).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText(
    'I certify under penalty of perjury that the foregoing is true and correct.',
  );
  expect(await violations(client)).toEqual([]);
  await signInLiveView(client, agencySubmission);

  // The client's status reads Completed with the number; the agency's page shows it live.
  await expect(client.getByTestId('intake-submission-status')).toHaveText('Filed on CEAC', {
    timeout: 60_000,
  });
  const number = agency.getByTestId('confirmation-number');
  await expect(number).toHaveText(/^AA[0-9A-Z]{8}$/, { timeout: 30_000 });
  await expect(client.getByTestId('intake-confirmation')).toContainText((await number.textContent())!);
  expect(await agency.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(await violations(client)).toEqual([]);
  // CEAC was told the agency prepared the application, with its branding details.
  const record = await agency.request.get(`${CEAC_URL}/__test/applications/${await number.textContent()}`);
  expect(((await record.json()) as { preparer: unknown }).preparer).toMatchObject({
    surname: 'CHEN',
    givenName: 'MEI',
    address: { line1: '88 HARBOUR ROAD', city: 'HONG KONG', country: 'HNK' },
    relationship: 'AGENT',
  });
  await clientContext.close();
  await agencyContext.close();
});

test('a filing CEAC cannot take ends on the page with a message a person understands and "Try again"', async ({
  page,
}) => {
  await newAccount(page, 'files-errored');
  const workspaceId = await currentWorkspace(page);
  const formId = await completeForm(page, workspaceId, `Wang Li errored ${Date.now().toString(36)}`);
  await buyCredits(page, workspaceId, 1);
  // CEAC changes a page under the robot (the simulator's fault switch; put back whatever happens).
  const faults = await page.request.post(`${CEAC_URL}/__test/faults`, {
    data: {
      renameElement: {
        from: 'ctl00_SiteContentPlaceHolder_FormView1_tbxAPP_SURNAME',
        to: 'ctl00_SiteContentPlaceHolder_FormView1_tbxAPP_SURNAME_NEW',
      },
    },
  });
  expect(faults.ok()).toBe(true);
  try {
    await fileAndAnswerTheCaptcha(page, workspaceId, formId);
    const panel = page.getByTestId('errored-panel');
    await expect(panel).toBeVisible({ timeout: 120_000 });
  } finally {
    await page.request.delete(`${CEAC_URL}/__test/faults`);
  }
  const panel = page.getByTestId('errored-panel');
  await expect(page.getByTestId('submission-status')).toHaveText('Failed');
  await expect(panel).toContainText('CEAC changed');
  await expect(panel.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    `/workspaces/${workspaceId}/forms/${formId}/submissions/new`,
  );
  expect(await violations(page)).toEqual([]);
});

test('a client on a phone answers a question whose reveal is a partial postback on CEAC, and the agency files it: the simulator took the reveal as an async postback and holds the answers', async ({
  browser,
  request,
}) => {
  // CEAC's default: a change inside an UpdatePanel posts back in the background (ADR 0039).
  const mode = await request.post(`${CEAC_URL}/__test/mode`, { data: { postbacks: 'async' } });
  expect(mode.ok()).toBe(true);
  const agencyContext = await browser.newContext();
  const agency = await agencyContext.newPage();
  await newAccount(agency, 'files-phone');
  const workspaceId = await createBusinessWorkspace(agency, `Phone Agency ${Date.now().toString(36)}`);
  const name = `Wang Li on a phone ${Date.now().toString(36)}`;
  const formId = await completeForm(agency, workspaceId, name);
  const url = await createClientLink(agency, workspaceId, formId, {
    clientName: 'Wang Li',
    clientEmail: newEmail('wang-phone'),
    permissions: ['Read', 'Fill'],
    language: 'en',
  });
  // The applicant signs through a link of her own that may submit (the agency sends it with the first).
  const signing = await createClientLink(agency, workspaceId, formId, {
    clientName: 'Wang Li (signature)',
    clientEmail: newEmail('wang-phone-sign'),
    permissions: ['Read', 'Submit'],
    language: 'en',
  });

  // The client, on a phone, says she used another name: on CEAC that answer reveals the other-names
  // list through a partial postback of Personal Information 1's UpdatePanel1.
  const PHONE = { width: 375, height: 812 };
  const clientContext = await browser.newContext({ viewport: PHONE });
  const client = await clientContext.newPage();
  await client.goto(url);
  // The agency prepared every answer already, so the landing offers to go on editing.
  const start = client.getByRole('button', { name: 'Continue Editing', exact: true });
  await expect(start).toBeEnabled({ timeout: 20_000 });
  await start.click();
  await expect(client).toHaveURL(new RegExp(`/client-intake/${formId}/(overview|edit/[A-Za-z0-9]+)$`));
  await client.goto(`/client-intake/${formId}/edit/personalP1`);
  await expect(client).toHaveURL(new RegExp(`/client-intake/${formId}/edit/personalP1$`));
  const question = client.getByRole('radiogroup', { name: /Have you ever used other names/ });
  await question.getByRole('radio', { name: 'Yes' }).check();
  const otherSurname = client.getByRole('textbox', { name: /^Other Surnames Used/ });
  await otherSurname.fill('ZHANG');
  await otherSurname.blur();
  const otherGiven = client.getByRole('textbox', { name: 'Other Given Names Used', exact: true });
  await otherGiven.fill('LIHUA');
  await otherGiven.blur();
  await expect(client.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved');
  const width = await client.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the section is wider than the phone').toBeLessThanOrEqual(PHONE.width);
  expect(await violations(client)).toEqual([]);

  // The agency reviews the client's changes and accepts each one (its own answer was No).
  await agency.goto(`/workspaces/${workspaceId}/forms/${formId}/edit/personalP1`);
  const accept = agency.getByRole('button', { name: "Accept the client's change" });
  await expect(accept.first()).toBeVisible({ timeout: 20_000 });
  while ((await accept.count()) > 0) {
    const before = await accept.count();
    await accept.first().click();
    await expect(accept).toHaveCount(before - 1);
  }
  await expect(agency.getByText(/Flagged for review/)).toHaveCount(0);
  await agency.reload();
  await expect(agency.getByRole('textbox', { name: /^Other Surnames Used/ })).toHaveValue('ZHANG');

  // The agency files; the client signs on the phone.
  await buyCredits(agency, workspaceId, 1);
  await givePreparerDetails(agency, workspaceId);
  await fileAndAnswerTheCaptcha(agency, workspaceId, formId);
  await expect(agency.getByTestId('waiting-for-applicant')).toBeVisible({ timeout: 150_000 });
  const signerContext = await browser.newContext({ viewport: PHONE });
  const signer = await signerContext.newPage();
  await signer.goto(signing);
  await signInLiveView(signer, new URL(agency.url()).pathname.split('/').at(-1)!);
  const number = agency.getByTestId('confirmation-number');
  await expect(number).toHaveText(/^AA[0-9A-Z]{8}$/, { timeout: 60_000 });

  const record = (await (
    await agency.request.get(`${CEAC_URL}/__test/applications/${await number.textContent()}`)
  ).json()) as {
    pages: Record<string, Record<string, string>>;
    events: { node: string; action: string; panel?: string; target?: string }[];
  };
  const personal1 = record.pages.Personal1;
  expect(personal1['ctl00_SiteContentPlaceHolder_FormView1_rblOtherNames']).toBe('Y');
  expect(personal1['ctl00_SiteContentPlaceHolder_FormView1_DListAlias_ctl00_tbxSURNAME']).toBe('ZHANG');
  expect(personal1['ctl00_SiteContentPlaceHolder_FormView1_DListAlias_ctl00_tbxGIVEN_NAME']).toBe('LIHUA');
  // The robot's Yes went CEAC's way: a partial postback of the panel, no navigation.
  expect(record.events).toContainEqual(
    expect.objectContaining({
      node: 'Personal1',
      action: 'partialPostback',
      panel: 'ctl00$SiteContentPlaceHolder$FormView1$UpdatePanel1',
    }),
  );
  await signerContext.close();
  await clientContext.close();
  await agencyContext.close();
});
