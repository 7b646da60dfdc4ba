// Primary Occupation reveals its questions only after Save (ds160-facts §2.1), with the
// saveOnlyReveal option; without it the select posts back like the others.
import type { Server } from 'node:http';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { BUTTON, Browser, F, startSim } from './ceac-client';

const OCCUPATION = `${F}ddlPresentOccupation`;
const EMPLOYER = `${F}tbxEmpSchName`;

async function atWorkEducation1(url: string) {
  const b = new Browser(url);
  await b.startApplication();
  await b.answerSecurityQuestion();
  await b.fillApplicationPages(MARRIED_B1B2_TOURIST, 'WorkEducation1');
  expect(b.node()).toBe('WorkEducation1');
  return b;
}

describe('with saveOnlyReveal', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await startSim({ testHooks: true, saveOnlyReveal: true }));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the occupation select does not post back; a postback keeps the questions hidden; Save reveals them', async () => {
    const b = await atWorkEducation1(url);
    expect(b.html).toMatch(new RegExp(`<select id="${OCCUPATION}" name="[^"]+" onchange="setDirty\\(\\);">`));
    expect(b.has(EMPLOYER)).toBe(false);
    // Another control's postback with a new occupation: still hidden, the choice kept.
    await b.post({ [OCCUPATION]: 'CS' }, { __EVENTTARGET: 'ctl00$SiteContentPlaceHolder$FormView1$other' });
    expect(b.html).toContain('<option value="CS" selected="selected">');
    expect(b.has(EMPLOYER)).toBe(false);
    await b.post({ [OCCUPATION]: 'CS' }, BUTTON.save);
    expect(b.node()).toBe('WorkEducation1');
    expect(b.has(EMPLOYER)).toBe(true);
  });

  it('Next after choosing without Save shows the revealed questions as errors', async () => {
    const b = await atWorkEducation1(url);
    await b.post({ [OCCUPATION]: 'CS' }, BUTTON.next);
    expect(b.node()).toBe('WorkEducation1');
    expect(b.has(EMPLOYER)).toBe(true);
    expect(b.errors().some((e) => e.endsWith('has not been completed.'))).toBe(true);
  });
});

describe('without saveOnlyReveal (default)', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await startSim({ testHooks: true }));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the occupation select posts back and reveals the questions at once', async () => {
    const b = await atWorkEducation1(url);
    expect(b.html).toMatch(
      new RegExp(`<select id="${OCCUPATION}" name="[^"]+" onchange="setDirty\\(\\);setTimeout`),
    );
    await b.post(
      { [OCCUPATION]: 'CS' },
      { __EVENTTARGET: 'ctl00$SiteContentPlaceHolder$FormView1$ddlPresentOccupation' },
    );
    expect(b.has(EMPLOYER)).toBe(true);
  });
});
