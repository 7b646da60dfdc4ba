// Misbehaviour switches (POST/DELETE /__test/faults): slow pages, server errors, expired
// sessions, a renamed element — each changes what a robot meets, and nothing else.
import type { Server } from 'node:http';
import { postName } from '../src/ceac-names';
import {
  BUTTON,
  Browser,
  F,
  atPersonal1 as atPersonal1Of,
  setFaults as setFaultsOf,
  startSim,
} from './ceac-client';

let server: Server;
let url: string;
let draws: number[] = [];

beforeAll(async () => {
  // errorRate is tested with a fixed sequence of draws instead of Math.random.
  ({ server, url } = await startSim({ testHooks: true, random: () => draws.shift() ?? 0.99 }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(async () => {
  draws = [];
  await fetch(`${url}/__test/faults`, { method: 'DELETE' });
});

const P1 = '/GenNIV/General/complete/complete_personal.aspx?node=Personal1';

const setFaults = (body: unknown) => setFaultsOf(url, body);
const atPersonal1 = () => atPersonal1Of(url);

async function saved(b: Browser, id: string) {
  const rec = (await (await b.hook(`/applications/${id}`)).json()) as {
    pages: Record<string, Record<string, string>>;
  };
  return rec.pages.Personal1;
}

describe('faults', () => {
  it('refuses invalid switches', async () => {
    expect((await setFaults({ errorRate: 2 })).status).toBe(400);
    expect((await setFaults({ slowMs: -1 })).status).toBe(400);
    expect((await setFaults({ renameElement: { from: 'a' } })).status).toBe(400);
    expect(await (await fetch(`${url}/__test/faults`)).json()).toEqual({
      slowMs: 0,
      errorRate: 0,
      renameElement: null,
      throttlePerMinute: null,
      f5Challenge: false,
      unknownQuestion: null,
      renameOption: null,
      reorderPages: null,
    });
  });

  it('slowMs delays every page but not the test hooks; DELETE restores speed', async () => {
    const b = new Browser(url);
    expect((await setFaults({ slowMs: 400 })).status).toBe(200);
    let t = Date.now();
    await b.get('/GenNIV/Default.aspx');
    expect(b.status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(390);
    t = Date.now();
    await b.hook('/faults');
    expect(Date.now() - t).toBeLessThan(300);
    await fetch(`${url}/__test/faults`, { method: 'DELETE' });
    t = Date.now();
    await b.get('/GenNIV/Default.aspx');
    expect(Date.now() - t).toBeLessThan(300);
  });

  it("errorRate answers the share of requests with ASP.NET's 500 page, before anything is saved", async () => {
    const { b, id } = await atPersonal1();
    await setFaults({ errorRate: 0.5 });
    draws = [0.2, 0.7, 0.4, 0.9];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await b.get(P1);
      statuses.push(b.status);
    }
    expect(statuses).toEqual([500, 200, 500, 200]);
    draws = [0.1];
    await b.post({ [`${F}tbxAPP_SURNAME`]: 'LOST' }, BUTTON.save);
    expect(b.status).toBe(500);
    expect(b.html).toContain("Server Error in '/' Application.");
    expect(await saved(b, id)).toBeUndefined();
    draws = [0.6];
    b.url = P1;
    await b.post({ [`${F}tbxAPP_SURNAME`]: 'KEPT' }, BUTTON.save);
    expect((await saved(b, id))[`${F}tbxAPP_SURNAME`]).toBe('KEPT');
  });

  it('expireSessions ends every live session now: the next request meets the time-out page', async () => {
    const one = await atPersonal1();
    const two = await atPersonal1();
    expect((await setFaults({ expireSessions: true })).status).toBe(200);
    for (const { b } of [one, two]) {
      await b.post({ [`${F}tbxAPP_SURNAME`]: 'AFTER' }, BUTTON.save);
      expect(b.url).toBe('/GenNIV/Logout.aspx');
      expect(b.html).toContain('Session Timed Out');
    }
    expect(await saved(one.b, one.id)).toBeUndefined();
    // One-shot: a new session works normally.
    const fresh = await atPersonal1();
    expect(fresh.b.node()).toBe('Personal1');
  });

  it('renameElement changes the rendered id and post name; only the new name is understood', async () => {
    const { b, id } = await atPersonal1();
    const from = `${F}tbxAPP_SURNAME`;
    const to = `${F}tbxAPP_SURNAME_V2`;
    await setFaults({ renameElement: { from, to } });
    await b.get(P1);
    expect(b.html).toContain(`id="${to}" name="${postName(to)}"`);
    expect(b.html).not.toContain(`id="${from}"`);
    await b.post({ [from]: 'OLDNAME' }, BUTTON.save);
    expect(await saved(b, id)).not.toHaveProperty(from);
    b.url = P1;
    await b.post({ [to]: 'NEWNAME' }, BUTTON.save);
    expect((await saved(b, id))[from]).toBe('NEWNAME');
    await fetch(`${url}/__test/faults`, { method: 'DELETE' });
    await b.get(P1);
    expect(b.html).toContain(`id="${from}"`);
  });
});

describe('throttling', () => {
  it('more requests than throttlePerMinute from one address get the F5 block page; off again, pages return', async () => {
    const b = new Browser(url);
    expect((await setFaults({ throttlePerMinute: 0 })).status).toBe(400);
    await setFaults({ throttlePerMinute: 3 });
    const bodies: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await b.get('/GenNIV/Default.aspx');
      bodies.push(b.html);
    }
    expect(bodies.slice(0, 3).every((h) => h.includes('Getting Started'))).toBe(true);
    for (const h of bodies.slice(3)) {
      expect(h).toContain('The requested URL was rejected. Please consult with your administrator.');
      expect(h).toContain('Your support ID is:');
    }
    await fetch(`${url}/__test/faults`, { method: 'DELETE' });
    await b.get('/GenNIV/Default.aspx');
    expect(b.html).toContain('Getting Started');
  });
});
