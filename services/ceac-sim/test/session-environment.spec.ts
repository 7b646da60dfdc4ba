// The rest of facts §5 in a real Chromium (playwright-core) against the simulator over real HTTP:
// the "Leave site?" guard, one session per tab, the idle alert that reloads, the time-out, and the
// F5 challenge frame before the location page.
import type { Server } from 'node:http';
import { type Browser as Chromium, type Dialog, type Page } from 'playwright-core';
import type { CeacSimOptions } from '../src/app';
import { Browser, F, P, startSim, launchChromium, setFaults } from './ceac-client';

let chromiumBrowser: Chromium;
const servers: Server[] = [];

beforeAll(async () => {
  chromiumBrowser = await launchChromium();
}, 30_000);
afterAll(async () => {
  await chromiumBrowser?.close();
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function sim(options: CeacSimOptions = {}): Promise<string> {
  const { server, url } = await startSim({ testHooks: true, postbacks: 'async', ...options });
  servers.push(server);
  return url;
}

const SURNAME = `#${F}tbxAPP_SURNAME`;
const P1 = '/GenNIV/General/complete/complete_personal.aspx?node=Personal1';

/** Start page → security question → Personal 1, with real clicks in one tab. */
async function startInTab(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/GenNIV/Default.aspx`);
  await Promise.all([page.waitForLoadState('load'), page.selectOption(`#${P}ucLocation_ddlLocation`, 'SHG')]);
  await page.waitForSelector(`#${P}ucLocation_ddlLocation >> option[value="SHG"][selected]`, {
    state: 'attached',
  });
  const { code } = (await (await page.request.get(`${url}/__test/captcha`)).json()) as { code: string };
  await page.fill(`#${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`, code);
  await page.click(`#${P}lnkNew`);
  await page.waitForURL(/ConfirmApplicationID\.aspx/);
  await page.click(`#${P}chkbxPrivacyAct`);
  await page.waitForSelector(`#${P}ddlQuestions:not([disabled])`);
  await page.selectOption(`#${P}ddlQuestions`, '3');
  await page.fill(`#${P}txtAnswer`, 'SMITH');
  await page.click(`#${P}btnContinue`);
  await page.waitForURL(/node=Personal1$/);
}

async function newTab(url: string, options?: { dialogs?: Dialog[] }) {
  const context = await chromiumBrowser.newContext();
  const page = await context.newPage();
  const dialogs = options?.dialogs;
  if (dialogs) page.on('dialog', (d) => void dialogs.push(d));
  return { context, page, url };
}

describe('the "Leave site?" guard', () => {
  it('a change arms it (setDirty); leaving asks, staying keeps the input; Save and Next pass without asking', async () => {
    const url = await sim();
    const dialogs: Dialog[] = [];
    const { context, page } = await newTab(url);
    try {
      await startInTab(page, url);
      expect(await page.evaluate(() => (window as unknown as { needToConfirm: boolean }).needToConfirm)).toBe(
        false,
      );
      page.on('dialog', (d) => {
        dialogs.push(d);
        // The first time the person stays, the second time leaves.
        void (dialogs.length === 1 ? d.dismiss() : d.accept());
      });
      await page.fill(SURNAME, 'DIRTY');
      await page.press(SURNAME, 'Tab'); // the change event: setDirty()
      expect(await page.evaluate(() => (window as unknown as { needToConfirm: boolean }).needToConfirm)).toBe(
        true,
      );
      await page.click('#sidebar a');
      await page.waitForTimeout(300);
      expect(dialogs.map((d) => d.type())).toEqual(['beforeunload']);
      expect(await page.inputValue(SURNAME)).toBe('DIRTY');
      await Promise.all([page.waitForEvent('load'), page.click('#sidebar a')]);
      expect(dialogs.map((d) => d.type())).toEqual(['beforeunload', 'beforeunload']);
      expect(await page.inputValue(SURNAME)).toBe(''); // never saved
      // Save clears the flag before posting: no question, and the value is kept.
      await page.fill(SURNAME, 'SAVED');
      await page.press(SURNAME, 'Tab');
      await Promise.all([page.waitForEvent('load'), page.click(`#${P}UpdateButton2`)]);
      expect(dialogs).toHaveLength(2);
      expect(await page.inputValue(SURNAME)).toBe('SAVED');
      // A refused Next shows input that is not saved: the guard is armed on the new page.
      await Promise.all([page.waitForEvent('load'), page.click(`#${P}UpdateButton3`)]);
      expect(dialogs).toHaveLength(2);
      expect(await page.isVisible(`#${P}FormView1_ValidationSummary`)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { needToConfirm: boolean }).needToConfirm)).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });
});

describe('one session per tab', () => {
  it('a deep link opened in another tab bounces to Default.aspx; the same tab keeps working', async () => {
    const url = await sim();
    const { context, page } = await newTab(url);
    try {
      await startInTab(page, url);
      const other = await context.newPage(); // same cookies, another tab
      await other.goto(url + P1);
      await other.waitForURL(/\/GenNIV\/Default\.aspx$/);
      expect(await other.isVisible(`#${P}ucLocation_ddlLocation`)).toBe(true);
      // The first tab is still bound to the session.
      await page.goto(url + P1);
      await page.waitForTimeout(300);
      expect(page.url()).toBe(url + P1);
      expect(await page.isVisible(SURNAME)).toBe(true);
      // A simulator told to relax the rule lets any tab in.
      await page.request.post(`${url}/__test/mode`, { data: { lenient: ['any-tab'] } });
      const third = await context.newPage();
      await third.goto(url + P1);
      await third.waitForTimeout(300);
      expect(third.url()).toBe(url + P1);
    } finally {
      await context.close();
    }
  });

  it('clients without scripts are not bound to a tab (the rule is the page script’s)', async () => {
    const url = await sim();
    const b = new Browser(url);
    await b.startApplication(); // the first page after the start binds the tab
    expect(b.html).toContain("sessionStorage.setItem('ceac.tab'");
    await b.answerSecurityQuestion();
    await b.get(P1);
    expect(b.node()).toBe('Personal1');
    expect(b.html).toContain("sessionStorage.getItem('ceac.tab')");
  });
});

describe('the idle alert and the time-out', () => {
  it('after the warning time a real alert() comes; closing it reloads the page and unsaved input is lost', async () => {
    const url = await sim({ idleWarningMs: 4000, idleTimeoutMs: 60_000 });
    const dialogs: Dialog[] = [];
    const { context, page } = await newTab(url);
    page.on('dialog', (d) => {
      dialogs.push(d);
      void d.accept();
    });
    try {
      await startInTab(page, url);
      await page.fill(SURNAME, 'UNSAVED');
      await page.press(SURNAME, 'Tab');
      const started = dialogs.length;
      await page.waitForEvent('load', { timeout: 10_000 }); // the reload after the alert
      const alerts = dialogs.slice(started);
      expect(alerts.map((d) => d.type())).toEqual(['alert']);
      expect(alerts[0].message()).toMatch(
        /There has been no activity for \d+ minutes\. Your session will time out in \d+ minutes\./,
      );
      expect(page.url()).toBe(url + P1);
      expect(await page.inputValue(SURNAME)).toBe('');
    } finally {
      await context.close();
    }
  });

  it('after the time-out the page goes to the time-out page and the session is over', async () => {
    const url = await sim({ idleWarningMs: 60_000, idleTimeoutMs: 5000 });
    const { context, page } = await newTab(url);
    try {
      await startInTab(page, url);
      await page.waitForURL(/\/GenNIV\/Logout\.aspx$/, { timeout: 10_000 });
      expect(await page.textContent('h1')).toBe('Session Timed Out');
      await page.goto(url + P1);
      await page.waitForURL(/\/GenNIV\/Default\.aspx$/);
    } finally {
      await context.close();
    }
  });

  it('the times are the instance’s; bad environment values stop the start', async () => {
    const url = await sim({ idleWarningMs: 4000, idleTimeoutMs: 9000 });
    const b = new Browser(url);
    await b.startApplication();
    expect(b.html).toContain('sessionTimeoutMs=9000,sessionWarningMs=4000;');
    const saved = process.env.CEAC_SIM_IDLE_TIMEOUT_MS;
    process.env.CEAC_SIM_IDLE_TIMEOUT_MS = 'soon';
    try {
      await expect(startSim({ testHooks: true })).rejects.toThrow(/CEAC_SIM_IDLE_TIMEOUT_MS/);
    } finally {
      if (saved === undefined) delete process.env.CEAC_SIM_IDLE_TIMEOUT_MS;
      else process.env.CEAC_SIM_IDLE_TIMEOUT_MS = saved;
    }
  });
});

describe('the F5 challenge frame (fault f5Challenge)', () => {
  it('over HTTP: an iframe clntcap_frame with an image, ans and jar stands before the location page once', async () => {
    const url = await sim();
    const post = (body: unknown) => setFaults(url, body);
    expect((await post({ f5Challenge: 'yes' })).status).toBe(400);
    expect((await post({ f5Challenge: true })).status).toBe(200);
    const b = new Browser(url);
    await b.get('/GenNIV/Default.aspx');
    expect(b.html).toMatch(/<iframe id="clntcap_frame" name="clntcap_frame" src="\/TSPD\/clntcap\?/);
    expect(b.has(`${P}ucLocation_ddlLocation`)).toBe(false);
    await b.get('/TSPD/clntcap');
    expect(b.has('clntcap_img') && b.has('ans') && b.has('jar')).toBe(true);
    const image = await fetch(`${url}/TSPD/clntcap/image`, { headers: { cookie: b.cookie } });
    expect(image.headers.get('content-type')).toBe('image/png');
    await b.request('/TSPD/clntcap', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'ans=WRONG1&jar=Submit',
    });
    expect(b.html).toContain('The characters did not match.');
    const { code } = (await (await b.hook('/challenge')).json()) as { code: string };
    await b.request('/TSPD/clntcap', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ans: code, jar: 'Submit' }).toString(),
    });
    expect(b.html).toContain("top.location.replace('/GenNIV/Default.aspx')");
    await b.get('/GenNIV/Default.aspx');
    expect(b.has(`${P}ucLocation_ddlLocation`)).toBe(true);
    expect(await b.startApplication()).toMatch(/^AA/);
    // Another session meets it too; off again, nobody does.
    const c = new Browser(url);
    await c.get('/GenNIV/Default.aspx');
    expect(c.has('clntcap_frame')).toBe(true);
    await fetch(`${url}/__test/faults`, { method: 'DELETE' });
    await c.get('/GenNIV/Default.aspx');
    expect(c.has(`${P}ucLocation_ddlLocation`)).toBe(true);
  });

  it('in Chromium: answering in the frame takes the whole tab to the location page', async () => {
    const url = await sim({ faults: { ...(await import('../src/faults')).NO_FAULTS, f5Challenge: true } });
    const { context, page } = await newTab(url);
    try {
      await page.goto(`${url}/GenNIV/Default.aspx`);
      const frame = page.frameLocator('#clntcap_frame');
      await frame.locator('#clntcap_img').waitFor();
      const { code } = (await (await page.request.get(`${url}/__test/challenge`)).json()) as { code: string };
      await frame.locator('#ans').fill(code);
      await frame.locator('#jar').click();
      await page.waitForSelector(`#${P}ucLocation_ddlLocation`);
      expect(page.url()).toBe(`${url}/GenNIV/Default.aspx`);
    } finally {
      await context.close();
    }
  });
});
