// CEAC's partial postbacks (ds160-page-environment §2, §5.1): a change inside an UpdatePanel posts
// in the background and the delta replaces only that panel. Over HTTP (the delta format) and in a
// real Chromium (the page script, get_isInAsyncPostBack, a second postback aborting the first).
import type { Server } from 'node:http';
import { type Browser as Chromium, type Page } from 'playwright-core';
import { decodeDelta, encodeDelta } from '../src/async-postback';
import { postName } from '../src/ceac-names';
import { Browser, F, startSim, launchChromium } from './ceac-client';

let server: Server;
let url: string;
let chromiumBrowser: Chromium;

beforeAll(async () => {
  ({ server, url } = await startSim({ testHooks: true, postbacks: 'async', lenient: ['any-tab'] }));
  chromiumBrowser = await launchChromium();
}, 30_000);
afterAll(async () => {
  await chromiumBrowser?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const OTHER_NAMES = `${F}rblOtherNames`;
const ALIAS_SURNAME = `${F}DListAlias_ctl00_tbxSURNAME`;
const TELECODE = `${F}rblTelecodeQuestion`;
const TELECODE_SURNAME = `${F}tbxAPP_TelecodeSURNAME`;
const PANEL1 = 'ctl00$SiteContentPlaceHolder$FormView1$UpdatePanel1';

async function personal1(): Promise<Browser> {
  const http = new Browser(url);
  await http.startApplication('JAK');
  await http.answerSecurityQuestion();
  expect(http.node()).toBe('Personal1');
  return http;
}

async function openInChromium(http: Browser): Promise<Page> {
  const context = await chromiumBrowser.newContext();
  const [name, value] = http.cookie.split('=');
  await context.addCookies([{ name, value, url }]);
  const page = await context.newPage();
  await page.goto(url + http.url);
  return page;
}

async function asyncPost(http: Browser, panel: string, target: string, values: Record<string, string>) {
  const body = new URLSearchParams();
  body.append('ctl00$ScriptManager1', `${panel}|${target}`);
  for (const [id, value] of Object.entries(values)) body.append(postName(id), value);
  body.append('__EVENTTARGET', target);
  body.append('__EVENTARGUMENT', '');
  body.append('__VIEWSTATE', /id="__VIEWSTATE" value="([^"]*)"/.exec(http.html)![1]);
  body.append('__ASYNCPOST', 'true');
  return fetch(url + http.url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
      'x-microsoftajax': 'Delta=true',
      cookie: http.cookie,
    },
    body: body.toString(),
  });
}

describe('the delta format', () => {
  it('encodes and decodes length|type|id|content| records, lengths in UTF-16 units', () => {
    const records = [
      { type: 'updatePanel', id: 'p1', content: '<div>Đ|单 | x</div>' },
      { type: 'hiddenField', id: '__VIEWSTATE', content: 'abc' },
    ];
    const text = encodeDelta(records);
    expect(text.startsWith(`${records[0].content.length}|updatePanel|p1|`)).toBe(true);
    expect(decodeDelta(text)).toEqual(records);
    expect(() => decodeDelta('5|updatePanel|p1|abc|')).toThrow();
  });
});

describe('partial postbacks over HTTP', () => {
  it('answers a change inside a panel with that panel only, the hidden fields and the page records', async () => {
    const http = await personal1();
    expect(http.html).toContain(`_initialize('ctl00$ScriptManager1', 'aspnetForm', ['t`);
    expect(http.html).toContain(`'t${PANEL1}', ''`);
    expect(http.html).toMatch(/\], \[\], \[\], 180, 'ctl00'\);/);
    const res = await asyncPost(http, PANEL1, `${postName(OTHER_NAMES)}$0`, { [OTHER_NAMES]: 'Y' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const records = decodeDelta(await res.text());
    const panels = records.filter((r) => r.type === 'updatePanel');
    expect(panels.map((p) => p.id)).toEqual(['ctl00_SiteContentPlaceHolder_FormView1_UpdatePanel1']);
    expect(panels[0].content).toContain(`id="${ALIAS_SURNAME}"`);
    expect(panels[0].content).not.toContain('tbxAPP_SURNAME"'); // outside the panel
    expect(records.find((r) => r.type === 'hiddenField' && r.id === '__VIEWSTATE')?.content).toBeTruthy();
    expect(records.find((r) => r.type === 'asyncPostBackTimeout')?.content).toBe('180');
    expect(records.find((r) => r.type === 'panelsToRefreshIDs')?.content).toBe(PANEL1);
    // Nothing was saved by a postback.
    const id = /id="ctl00_lblAppID">([^<]+)</.exec(http.html)![1];
    const record = (await (await http.hook(`/applications/${id}`)).json()) as {
      pages: object;
      events: { node: string; action: string; panel?: string; target?: string }[];
    };
    expect(record.pages).toEqual({});
    // The record tells how the change travelled (the e2e journeys read it).
    expect(record.events).toEqual([
      expect.objectContaining({
        node: 'Personal1',
        action: 'partialPostback',
        panel: PANEL1,
        target: `${postName(OTHER_NAMES)}$0`,
      }),
    ]);
  });

  it('answers a partial postback of an ended session with a pageRedirect record, not a 303', async () => {
    const http = await personal1();
    await http.hook('/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 21 * 60_000 }) });
    const res = await asyncPost(http, PANEL1, `${postName(OTHER_NAMES)}$0`, { [OTHER_NAMES]: 'Y' });
    expect(res.status).toBe(200);
    expect(decodeDelta(await res.text())).toEqual([
      { type: 'pageRedirect', id: '', content: '/GenNIV/Logout.aspx' },
    ]);
  });

  it('refuses an unknown panel with an error record', async () => {
    const http = await personal1();
    const res = await asyncPost(http, 'ctl00$Nope', `${postName(OTHER_NAMES)}$0`, { [OTHER_NAMES]: 'Y' });
    const records = decodeDelta(await res.text());
    expect(records[0]).toMatchObject({ type: 'error', id: '500' });
  });
});

describe('partial postbacks in Chromium', () => {
  it('reveals the other-names list in the background: no navigation, the panel replaced, typed values kept', async () => {
    const http = await personal1();
    const page = await openInChromium(http);
    const sent: { headers: Record<string, string>; body: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push({ headers: r.headers(), body: r.postData() ?? '' });
    });
    try {
      await page.fill(`#${F}tbxAPP_SURNAME`, 'TYPED-NOT-SAVED');
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.click(`#${OTHER_NAMES}_0`);
      await page.waitForSelector(`#${ALIAS_SURNAME}`);
      await page.waitForFunction(
        () =>
          !(
            window as unknown as {
              Sys: {
                WebForms: { PageRequestManager: { getInstance(): { get_isInAsyncPostBack(): boolean } } };
              };
            }
          ).Sys.WebForms.PageRequestManager.getInstance().get_isInAsyncPostBack(),
      );
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await page.inputValue(`#${F}tbxAPP_SURNAME`)).toBe('TYPED-NOT-SAVED');
      expect(sent).toHaveLength(1);
      expect(sent[0].headers['x-microsoftajax']).toBe('Delta=true');
      const body = new URLSearchParams(sent[0].body);
      expect(body.get('ctl00$ScriptManager1')).toBe(`${PANEL1}|${postName(OTHER_NAMES)}$0`);
      expect(body.get('__ASYNCPOST')).toBe('true');
      expect(body.get(postName(`${F}tbxAPP_SURNAME`))).toBe('TYPED-NOT-SAVED');
      // The revealed input works like any other: Next saves it.
      await page.fill(`#${ALIAS_SURNAME}`, 'OLDNAME');
      expect(await page.isChecked(`#${OTHER_NAMES}_0`)).toBe(true);
    } finally {
      await page.context().close();
    }
  }, 30_000);

  it('tells a postback in flight, and a second partial postback aborts the first', async () => {
    const http = await personal1();
    const page = await openInChromium(http);
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.postData() ?? ''));
    try {
      await http.hook('/faults', { method: 'POST', body: JSON.stringify({ slowMs: 1500 }) });
      await page.click(`#${OTHER_NAMES}_0`);
      // The click's handler starts the postback from a zero-delay timer (as CEAC's do): it is in
      // flight once that timer ran, and stays so for the simulator's 1.5 s delay.
      const inFlight = await page
        .waitForFunction(
          () =>
            (
              window as unknown as {
                Sys: {
                  WebForms: { PageRequestManager: { getInstance(): { get_isInAsyncPostBack(): boolean } } };
                };
              }
            ).Sys.WebForms.PageRequestManager.getInstance().get_isInAsyncPostBack(),
          undefined,
          { timeout: 1_000 },
        )
        .then(
          () => true,
          () => false,
        );
      expect(inFlight).toBe(true);
      await page.click(`#${TELECODE}_0`);
      await page.waitForSelector(`#${TELECODE_SURNAME}`, { timeout: 10_000 });
      await page.waitForFunction(
        () =>
          !(
            window as unknown as {
              Sys: {
                WebForms: { PageRequestManager: { getInstance(): { get_isInAsyncPostBack(): boolean } } };
              };
            }
          ).Sys.WebForms.PageRequestManager.getInstance().get_isInAsyncPostBack(),
      );
      expect(failed).toHaveLength(1);
      expect(new URLSearchParams(failed[0]).get('ctl00$ScriptManager1')).toContain(PANEL1);
      // The aborted postback's panel was never replaced.
      expect(await page.$(`#${ALIAS_SURNAME}`)).toBeNull();
    } finally {
      await http.hook('/faults', { method: 'DELETE' });
      await page.context().close();
    }
  }, 30_000);

  it('posts the whole page in full-post mode (test hook), with no request manager', async () => {
    const http = await personal1();
    await http.hook('/mode', { method: 'POST', body: JSON.stringify({ postbacks: 'full' }) });
    try {
      await http.get(http.url);
      expect(http.html).not.toContain('PageRequestManager._initialize');
      const page = await openInChromium(http);
      try {
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
        await Promise.all([page.waitForNavigation(), page.click(`#${OTHER_NAMES}_0`)]);
        await page.waitForSelector(`#${ALIAS_SURNAME}`);
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
      } finally {
        await page.context().close();
      }
    } finally {
      await http.hook('/mode', { method: 'POST', body: JSON.stringify({ postbacks: 'async' }) });
    }
  }, 30_000);
});

it('the mode hook refuses an unknown postback mode', async () => {
  const http = new Browser(url);
  const res = await http.hook('/mode', { method: 'POST', body: JSON.stringify({ postbacks: 'sometimes' }) });
  expect(res.status).toBe(400);
});
