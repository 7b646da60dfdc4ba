// The robot waits for whichever way a postback goes (ADR 0041): a new page, or an UpdatePanel's
// partial postback answered and applied; it finds the panel's controls again after the panel is
// replaced, never starts a partial postback over one in flight, and never sleeps for a fixed time.
// On a page of the tests' own that behaves as CEAC's ASP.NET AJAX pages do (ajax-page.ts), in
// real Chromium.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAjaxPage, type AjaxPageServer } from './ajax-page';
import { CeacPage } from '../../src/robot/ceac-page';
import { TransientRobotError, launchRobotBrowser } from '../../src/robot';

jest.setTimeout(60_000);

let browser: Browser;
let server: AjaxPageServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchRobotBrowser(), startAjaxPage()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  server.log.length = 0;
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  server.releaseSlow();
  await context.close();
});

/** The robot's page driver on `page`, recording the pages it saw load. */
function driver(timeoutMs = 10_000): { ceac: CeacPage; loaded: string[] } {
  const loaded: string[] = [];
  const ceac = new CeacPage(page, {
    timeoutMs,
    checkAbort: () => undefined,
    onPage: async () => {
      loaded.push(new URL(page.url()).pathname);
    },
  });
  return { ceac, loaded };
}

const exists = (id: string) => page.evaluate((i) => document.getElementById(i) !== null, id);

describe('a postback, whichever way it goes', () => {
  it('a Yes inside an UpdatePanel posts back in the background: the robot waits until the answer is applied, and finds the panel again', async () => {
    // The manager is idle as soon as the answer arrives, but applies it only once a script it needs
    // has loaded (held here): the robot must wait for the answer applied (endRequest), not less.
    await page.goto(`${server.url}/page?holdScripts`);
    const { ceac, loaded } = driver();
    let done = false;
    const postback = ceac
      .postback(() => page.click('[id="rblOther_0"]'), 'after Yes', ['tbxOtherName'])
      .finally(() => (done = true));
    await server.scriptRequested;
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a robot that does not wait
    expect(done).toBe(false);
    server.releaseScripts();
    expect(await postback).toBe('partial');
    expect(loaded).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/page');
    expect(server.log.map((e) => [e.target, e.partial])).toEqual([['rblOther$0', true]]);
    // The panel was replaced whole: the box it revealed is there, the radio found again is the new one.
    expect(await exists('tbxOtherName')).toBe(true);
    expect(await page.isChecked('[id="rblOther_0"]')).toBe(true);
    expect(
      await page.evaluate(
        () => (document.forms[0].elements.namedItem('__VIEWSTATE') as HTMLInputElement).value,
      ),
    ).toBe('v1');
  });

  it('with a manager that has no endRequest event, the controls the answer reveals say when it is applied', async () => {
    await page.goto(`${server.url}/page?noEndRequest&holdScripts`);
    const { ceac } = driver();
    let done = false;
    const postback = ceac
      .postback(() => page.click('[id="rblOther_0"]'), 'after Yes', ['tbxOtherName'])
      .finally(() => (done = true));
    await server.scriptRequested;
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a robot that does not wait
    expect(done).toBe(false);
    server.releaseScripts();
    expect(await postback).toBe('partial');
    expect(await exists('tbxOtherName')).toBe(true);
  });

  it('Next posts the whole page: the robot waits for the new page', async () => {
    await page.goto(`${server.url}/page`);
    const { ceac, loaded } = driver();
    expect(await ceac.postback(() => page.click('[id="btnNext"]'), 'after Next')).toBe('navigation');
    expect(loaded).toEqual(['/next']);
    expect(await exists('arrived')).toBe(true);
  });

  it('a partial postback whose answer sends the page elsewhere is followed to the new page', async () => {
    await page.goto(`${server.url}/page`);
    const { ceac, loaded } = driver();
    expect(await ceac.postback(() => page.selectOption('[id="ddlAway"]', 'A'), 'after Away')).toBe(
      'navigation',
    );
    expect(loaded).toEqual(['/next']);
  });

  it('a partial postback CEAC answers with an error is CEAC being unwell (transient)', async () => {
    await page.goto(`${server.url}/page`);
    const { ceac } = driver();
    const result = ceac.postback(() => page.selectOption('[id="ddlBoom"]', 'A'), 'after Boom');
    await expect(result).rejects.toBeInstanceOf(TransientRobotError);
    await expect(result).rejects.toThrow('CEAC answered HTTP 500 to a partial postback after Boom');
  });

  it('a partial postback CEAC never answers is transient after the time limit', async () => {
    await page.goto(`${server.url}/page`);
    const { ceac } = driver(800);
    await expect(ceac.postback(() => page.selectOption('[id="ddlSlow"]', 'A'), 'after Slow')).rejects.toThrow(
      /CEAC did not answer in time \(1 s\) after Slow/,
    );
  });

  it('never starts a partial postback while another is in flight: it waits for that one to end', async () => {
    await page.goto(`${server.url}/page`);
    const { ceac } = driver();
    // The page itself starts one (held by the server); the robot then answers a question.
    await page.selectOption('[id="ddlSlow"]', 'A');
    await server.arrived('ddlSlow');
    const yes = ceac.postback(() => page.click('[id="rblOther_0"]'), 'after Yes', ['tbxOtherName']);
    // Room for a robot that does not wait to cut in (it would abort the slow one).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.log.map((e) => e.target)).toEqual(['ddlSlow']);
    server.releaseSlow();
    expect(await yes).toBe('partial');
    const [slow, other] = server.log;
    expect(slow).toMatchObject({ target: 'ddlSlow', aborted: false });
    expect(other.target).toBe('rblOther$0');
    expect(other.arrivedAt).toBeGreaterThanOrEqual(slow.answeredAt!);
    expect(await exists('tbxOtherName')).toBe(true);
  });
});
