// Drift faults ("CEAC changed", issue 17 item 6): an unknown required question, a renamed option
// code, reordered pages — set through POST /__test/faults or CEAC_SIM_FAULTS, over real HTTP.
import type { Server } from 'node:http';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { createCeacSim } from '../src/app';
import { postName } from '../src/ceac-names';
import {
  BUTTON,
  Browser,
  F,
  P,
  atPersonal1 as atPersonal1Of,
  setFaults as setFaultsOf,
  startSim,
} from './ceac-client';
import { definitionPage, fromAnswers } from './fill-from-answers';

let server: Server;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startSim({ testHooks: true }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(async () => {
  await fetch(`${url}/__test/faults`, { method: 'DELETE' });
});

const P1 = '/GenNIV/General/complete/complete_personal.aspx?node=Personal1';
const P2 = '/GenNIV/General/complete/complete_personal.aspx?node=Personal2';

const setFaults = (body: unknown) => setFaultsOf(url, body);
const atPersonal1 = () => atPersonal1Of(url);

async function record(b: Browser, id: string) {
  return (await (await b.hook(`/applications/${id}`)).json()) as {
    pages: Record<string, Record<string, string>>;
  };
}

/** The sidebar's captions, in order. */
const sidebar = (html: string) =>
  [
    ...(/<ul id="sidebar">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li[^>]*>(?:<a[^>]*>)?([^<]+)/g),
  ].map((m) => m[1]);

describe('drift faults: switches', () => {
  it('refuses invalid drift switches and lists them among the faults', async () => {
    for (const bad of [
      { unknownQuestion: { node: 'Nowhere' } },
      { unknownQuestion: { node: 'Personal1', kind: 'date' } },
      { unknownQuestion: { node: 'Personal1', id: `${F}tbxAPP_SURNAME` } },
      { unknownQuestion: { node: 'Personal1', id: 'bad id' } },
      { renameOption: { from: 'CHIN' } },
      { renameOption: { from: 'NOSUCH', to: 'NEW' } },
      { renameOption: { from: 'CHIN', to: 'CAN' } },
      { reorderPages: ['Personal1'] },
      { reorderPages: ['Personal1', 'Personal1'] },
      { reorderPages: ['Personal1', 'Nowhere'] },
    ])
      expect((await setFaults(bad)).status).toBe(400);
    expect(await (await fetch(`${url}/__test/faults`)).json()).toMatchObject({
      unknownQuestion: null,
      renameOption: null,
      reorderPages: null,
    });
  });

  it('CEAC_SIM_FAULTS sets the switches at start (DELETE returns to them); a bad value fails at start', () => {
    const saved = process.env.CEAC_SIM_FAULTS;
    try {
      process.env.CEAC_SIM_FAULTS = '{"reorderPages":["Personal2"]}';
      expect(() => createCeacSim({ testHooks: true })).toThrow(/CEAC_SIM_FAULTS: reorderPages/);
      process.env.CEAC_SIM_FAULTS = 'not json';
      expect(() => createCeacSim({ testHooks: true })).toThrow(/CEAC_SIM_FAULTS must be a JSON object/);
    } finally {
      if (saved === undefined) delete process.env.CEAC_SIM_FAULTS;
      else process.env.CEAC_SIM_FAULTS = saved;
    }
  });

  it('CEAC_SIM_FAULTS drifts a started simulator, and DELETE /__test/faults returns to it', async () => {
    const saved = process.env.CEAC_SIM_FAULTS;
    process.env.CEAC_SIM_FAULTS = JSON.stringify({ reorderPages: ['Travel', 'Personal2'] });
    const own = await startSim({ testHooks: true });
    if (saved === undefined) delete process.env.CEAC_SIM_FAULTS;
    else process.env.CEAC_SIM_FAULTS = saved;
    try {
      const b = new Browser(own.url);
      await b.startApplication();
      await b.answerSecurityQuestion();
      expect(sidebar(b.html).slice(0, 3)).toEqual(['Personal 1', 'Travel', 'Personal 2']);
      await fetch(`${own.url}/__test/faults`, { method: 'DELETE' });
      await b.get(P1);
      expect(sidebar(b.html).slice(0, 3)).toEqual(['Personal 1', 'Travel', 'Personal 2']);
      await fetch(`${own.url}/__test/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reorderPages: null }),
      });
      await b.get(P1);
      expect(sidebar(b.html).slice(0, 3)).toEqual(['Personal 1', 'Personal 2', 'Travel']);
    } finally {
      await new Promise<void>((resolve) => own.server.close(() => resolve()));
    }
  });
});

describe('drift faults: the pages', () => {
  it('unknownQuestion: a required Yes/No question the record does not have blocks Next until answered', async () => {
    const { b, id } = await atPersonal1();
    const filed = await b.fillApplicationPages(MARRIED_B1B2_TOURIST, 'Personal2');
    expect(filed).toEqual(['Personal1']);
    const values = (await record(b, id)).pages.Personal2;
    const added = `${F}rblNEW_QUESTION`;
    expect(
      (await setFaults({ unknownQuestion: { node: 'Personal2', label: 'Do you hold a new card?' } })).status,
    ).toBe(200);
    await b.get(P1);
    expect(b.has(`${added}_0`)).toBe(false); // only on the page named
    await b.get(P2);
    expect(b.has(`${added}_0`)).toBe(true);
    expect(b.html).toContain('Do you hold a new card?');
    // First question of the page by default.
    expect(b.html.indexOf(`${added}_0`)).toBeLessThan(b.html.indexOf('data-field="nationality"'));
    // A robot that knows nothing of it: Next refuses, the page stays, nothing is completed.
    const page = definitionPage('Personal2')!;
    const { values: answers } = fromAnswers(page, MARRIED_B1B2_TOURIST[page.section] ?? {});
    await b.post(answers, BUTTON.next);
    expect(b.node()).toBe('Personal2');
    expect(b.errors()).toEqual(['The question "Do you hold a new card?" has not been answered.']);
    expect(values).toBeUndefined();
    expect((await record(b, id)).pages.Personal2).toBeUndefined();
    // Answered, Next goes on and the answer is kept under its element id.
    await b.post({ ...answers, [added]: 'N' }, BUTTON.next);
    expect(b.node()).toBe('Travel');
    expect((await record(b, id)).pages.Personal2[added]).toBe('N');
  });

  it('unknownQuestion as a text box at a position; off again, the page is CEAC’s', async () => {
    const { b } = await atPersonal1();
    await setFaults({
      unknownQuestion: { node: 'Personal1', kind: 'text', id: `${F}tbxNEW_FIELD`, position: 2 },
    });
    await b.get(P1);
    expect(b.html).toContain(`id="${F}tbxNEW_FIELD" name="${postName(`${F}tbxNEW_FIELD`)}"`);
    await b.post({}, BUTTON.next);
    expect(b.errors()).toContain('A question CEAC added has not been completed.');
    await fetch(`${url}/__test/faults`, { method: 'DELETE' });
    await b.get(P1);
    expect(b.has(`${F}tbxNEW_FIELD`)).toBe(false);
  });

  it('renameOption: the select offers the new code; the old one is refused, the new one kept', async () => {
    const { b, id } = await atPersonal1();
    await b.fillApplicationPages(MARRIED_B1B2_TOURIST, 'Personal2');
    const nationality = `${F}ddlAPP_NATL`;
    expect(
      (await setFaults({ renameOption: { from: 'CHIN', to: 'CHN', elementId: nationality } })).status,
    ).toBe(200);
    await b.get(P2);
    const select = new RegExp(`<select id="${nationality}"[\\s\\S]*?</select>`).exec(b.html)![0];
    expect(select).toContain('<option value="CHN">CHINA</option>');
    expect(select).not.toContain('value="CHIN"');
    // Only that select: the birth country list elsewhere keeps CEAC's code.
    await b.get(P1);
    expect(b.html).toContain('value="CHIN"');
    await b.get(P2);
    await b.post({ [nationality]: 'CHIN' }, BUTTON.next);
    expect(b.node()).toBe('Personal2');
    expect(b.errors()).toContain('Country/Region of Origin (Nationality) has not been selected.');
    await b.post({ [nationality]: 'CHN' }, BUTTON.save);
    expect((await record(b, id)).pages.Personal2[nationality]).toBe('CHN');
  });

  it('renameOption without an element id renames the code everywhere, the interview posts too', async () => {
    await setFaults({ renameOption: { from: 'SHG', to: 'SHA' } });
    const b = new Browser(url);
    await b.get('/GenNIV/Default.aspx');
    expect(b.html).toContain('<option value="SHA">');
    expect(b.html).not.toContain('value="SHG"');
    await b.post(
      {
        [`${P}ucLocation_ddlLocation`]: 'SHG',
        [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: await b.captcha(),
      },
      { __EVENTTARGET: postName(`${P}lnkNew`) },
    );
    expect(b.errors().join() + b.html).toContain('Location has not been selected.');
    expect(await b.startApplication('SHA')).toMatch(/^AA/);
  });

  it('a renamed code still reveals what the old one did (CEAC follows its own code)', async () => {
    const { b } = await atPersonal1();
    // Marital status M reveals nothing on Personal1, but decides the Spouse page.
    const status = `${F}ddlAPP_MARITAL_STATUS`;
    await setFaults({ renameOption: { from: 'M', to: 'MAR', elementId: status } });
    await b.get(P1);
    expect(b.html).toContain('<option value="MAR">MARRIED</option>');
    await b.post({ [status]: 'MAR' }, BUTTON.save);
    expect(sidebar(b.html)).toContain('Family: Spouse');
    await b.post({ [status]: 'S' }, BUTTON.save);
    expect(sidebar(b.html)).not.toContain('Family: Spouse');
  });

  it('reorderPages: the pages come in the new order in the sidebar, Back/Next and the flow', async () => {
    const { b } = await atPersonal1();
    await setFaults({ reorderPages: ['Travel', 'Personal2'] });
    await b.get(P1);
    expect(sidebar(b.html).slice(0, 4)).toEqual(['Personal 1', 'Travel', 'Personal 2', 'Travel Companions']);
    expect(b.html).toContain('value="Next: Travel"');
    const filed = await b.fillApplicationPages(MARRIED_B1B2_TOURIST, 'Travel');
    expect(filed).toEqual(['Personal1']);
    expect(b.node()).toBe('Travel');
    expect(b.html).toContain('value="Back: Personal 1"');
    expect(b.html).toContain('value="Next: Personal 2"');
    // Personal 2 is not open before Travel is done.
    await b.get(P2);
    expect(b.node()).toBe('Travel');
  });
});
