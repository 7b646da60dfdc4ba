// The CEAC simulator over real HTTP: start page, captcha, Application ID, page order, reveals,
// validation, Does Not Apply, Save/Back, retrieval, idle time-out and the test hooks.
import type { Server } from 'node:http';
import { REFERENCE_LISTS } from '@portico/shared-types';
import { postName } from '../src/ceac-names';
import { BUTTON, Browser, F, P, startSim, retrieve as retrieveOf } from './ceac-client';

const COUNTRY = REFERENCE_LISTS.countries[0].code;
const OTHER_COUNTRY = REFERENCE_LISTS.countries[1].code;
const P1 = '/GenNIV/General/complete/complete_personal.aspx?node=Personal1';
const P2 = '/GenNIV/General/complete/complete_personal.aspx?node=Personal2';

const validPersonal1: Record<string, string> = {
  [`${F}tbxAPP_SURNAME`]: 'NGUYEN',
  [`${F}tbxAPP_GIVEN_NAME`]: 'AN',
  [`${F}cbexAPP_FULL_NAME_NATIVE_NA`]: 'on',
  [`${F}rblOtherNames`]: 'N',
  [`${F}rblTelecodeQuestion`]: 'N',
  [`${F}ddlAPP_GENDER`]: 'F',
  [`${F}ddlAPP_MARITAL_STATUS`]: 'S',
  [`${F}ddlDOBDay`]: '07',
  [`${F}ddlDOBMonth`]: 'MAY',
  [`${F}tbxDOBYear`]: '1990',
  [`${F}tbxAPP_POB_CITY`]: 'HANOI',
  [`${F}cbexAPP_POB_ST_PROVINCE_NA`]: 'on',
  [`${F}ddlAPP_POB_CNTRY`]: COUNTRY,
};

let server: Server;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startSim({ testHooks: true }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The contract's record (pages: node → values), with each page's completion joined back in. */
async function record(b: Browser, id: string) {
  const raw = (await (await b.hook(`/applications/${id}`)).json()) as {
    securityAnswer: string | null;
    pages: Record<string, Record<string, string>>;
    pageStates: Record<string, { completed: boolean }>;
    events: { node: string; action: string }[];
  };
  return {
    ...raw,
    pages: Object.fromEntries(
      Object.entries(raw.pages).map(([node, values]) => [
        node,
        { values, completed: raw.pageStates[node].completed },
      ]),
    ) as Record<string, { values: Record<string, string>; completed: boolean }>,
  };
}

async function atPersonal1(): Promise<{ b: Browser; id: string }> {
  const b = new Browser(url);
  const id = await b.startApplication();
  await b.answerSecurityQuestion();
  return { b, id };
}

describe('start page and Application ID', () => {
  it('serves /livez', async () => {
    const res = await fetch(`${url}/livez`);
    expect(res.status).toBe(200);
  });

  it('renders the location select and a PNG captcha whose code is not in the page', async () => {
    const b = new Browser(url);
    await b.get('/GenNIV/Default.aspx');
    expect(b.has(`${P}ucLocation_ddlLocation`)).toBe(true);
    expect(b.html).toContain(`name="${postName(`${P}ucLocation_ddlLocation`)}"`);
    expect(b.html).toContain(
      'c_default_ctl00_sitecontentplaceholder_uclocation_identifycaptcha1_defaultcaptcha_CaptchaImage',
    );
    const code = await b.captcha();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(b.html).not.toContain(code);
    const image = await fetch(`${url}/GenNIV/BotDetectCaptcha.ashx?get=image`, {
      headers: { cookie: b.cookie },
    });
    expect(image.headers.get('content-type')).toContain('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.toString('latin1')).not.toContain(code);
  });

  it('mints AA + 8 upper-case letters/digits, shown top-right and in lblBarcode', async () => {
    const b = new Browser(url);
    const id = await b.startApplication();
    expect(id).toMatch(/^AA[A-Z0-9]{8}$/);
    expect(b.url).toContain('ConfirmApplicationID.aspx?node=SecureQuestion');
    expect(b.html).toContain(`id="${P}lblBarcode">${id}<`);
  });

  it('refuses a wrong captcha and a missing location without minting an application', async () => {
    const b = new Browser(url);
    await b.get('/GenNIV/Default.aspx');
    await b.post(
      { [`${P}ucLocation_ddlLocation`]: 'SHG', [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: 'WRONG1' },
      { __EVENTTARGET: postName(`${P}lnkNew`) },
    );
    expect(b.html).toContain('The code entered does not match the code displayed on the page.');
    expect(b.html).not.toContain('ctl00_lblAppID');
    await b.post(
      { [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: await b.captcha() },
      { __EVENTTARGET: postName(`${P}lnkNew`) },
    );
    expect(b.html).toContain('Location has not been selected.');
    expect(b.html).not.toContain('ctl00_lblAppID');
  });

  it('a captcha image is good for one attempt only', async () => {
    const b = new Browser(url);
    await b.get('/GenNIV/Default.aspx');
    const code = await b.captcha();
    await b.post(
      { [`${P}ucLocation_ddlLocation`]: 'SHG', [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: 'WRONG1' },
      { __EVENTTARGET: postName(`${P}lnkNew`) },
    );
    await b.post(
      { [`${P}ucLocation_ddlLocation`]: 'SHG', [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: code },
      { __EVENTTARGET: postName(`${P}lnkNew`) },
    );
    expect(b.html).toContain('The code entered does not match the code displayed on the page.');
    expect(b.html).not.toContain('ctl00_lblAppID');
  });

  it('requires the Privacy Act box, a question and an answer before Personal 1', async () => {
    const b = new Browser(url);
    const id = await b.startApplication();
    await b.post(
      { [`${P}ddlQuestions`]: '3', [`${P}txtAnswer`]: 'X' },
      { [postName(`${P}btnContinue`)]: 'Continue' },
    );
    expect(b.url).toContain('SecureQuestion');
    expect(b.html).toContain('Please correct all areas in error');
    expect((await record(b, id)).securityAnswer).toBeNull();
    await b.get(P1);
    expect(b.url).toContain('SecureQuestion');
    await b.answerSecurityQuestion();
    expect(b.url).toBe(P1);
  });
});

describe('application pages', () => {
  it('renders Personal 1 from the mapping with real ids, post names and Does-Not-Apply pairs', async () => {
    const { b } = await atPersonal1();
    expect(b.html).toContain(
      `id="${F}tbxAPP_SURNAME" name="ctl00$SiteContentPlaceHolder$FormView1$tbxAPP_SURNAME"`,
    );
    expect(b.html).toMatch(/id="ctl00_SiteContentPlaceHolder_FormView1_tbxAPP_SURNAME"[^>]*maxlength="33"/);
    expect(b.has(`${F}rblOtherNames_0`)).toBe(true);
    expect(b.has(`${F}cbexAPP_FULL_NAME_NATIVE_NA`)).toBe(true);
    expect(b.has(`${F}tbxAPP_FULL_NAME_NATIVE_NA`)).toBe(true);
    expect(b.html).toContain('<option value="MAY">MAY</option>');
    expect(b.html).toContain('id="ctl00_SiteContentPlaceHolder_UpdateButton3"');
    expect(b.html).toContain('value="Next: Personal 2"');
    // Hidden until revealed: the other-names repeater and the telecode boxes.
    expect(b.has(`${F}DListAlias_ctl00_tbxSURNAME`)).toBe(false);
    expect(b.has(`${F}tbxAPP_TelecodeSURNAME`)).toBe(false);
  });

  it('locks pages after the first incomplete one', async () => {
    const { b } = await atPersonal1();
    await b.get(P2);
    expect(b.url).toBe(P1);
    expect(b.html).toContain('<li class="disabled">Personal 2</li>');
  });

  it('reveals questions server-side on a Yes/No postback, without saving', async () => {
    const { b, id } = await atPersonal1();
    await b.post(
      { [`${F}rblOtherNames`]: 'Y', [`${F}tbxAPP_SURNAME`]: 'NGUYEN' },
      { __EVENTTARGET: `${postName(`${F}rblOtherNames`)}$0` },
    );
    expect(b.has(`${F}DListAlias_ctl00_tbxSURNAME`)).toBe(true);
    expect(b.html).toContain(`name="ctl00$SiteContentPlaceHolder$FormView1$DListAlias$ctl00$tbxSURNAME"`);
    expect(b.html).toMatch(/id="ctl00_SiteContentPlaceHolder_FormView1_tbxAPP_SURNAME"[^>]*value="NGUYEN"/);
    expect((await record(b, id)).pages.Personal1).toBeUndefined();
    await b.post({ [`${F}rblOtherNames`]: 'N' }, { __EVENTTARGET: `${postName(`${F}rblOtherNames`)}$1` });
    expect(b.has(`${F}DListAlias_ctl00_tbxSURNAME`)).toBe(false);
  });

  it('Next validates with CEAC message patterns and the red summary, and saves nothing', async () => {
    const { b, id } = await atPersonal1();
    await b.post({ [`${F}tbxAPP_GIVEN_NAME`]: 'AN', [`${F}tbxDOBYear`]: '1990' }, BUTTON.next);
    expect(b.url).toBe(P1);
    expect(b.html).toContain('Please correct all areas in error');
    const errors = b.errors();
    expect(errors).toContain('Surnames has not been completed.');
    expect(errors).toContain('Sex has not been selected.');
    expect(errors).toContain('Date of Birth is invalid. Month, Day, and Year are required.');
    expect(errors).toContain(
      'The question "Have you ever used other names (i.e., maiden, religious, pro...?" has not been answered.',
    );
    expect(errors).toContain(
      'The question "Do you have a telecode that represents your name?" has not been answered.',
    );
    expect(errors).not.toContain(expect.stringContaining('Given'));
    expect(b.html).toContain(`id="${F}tbxAPP_SURNAME_customVal"`);
    expect((await record(b, id)).pages.Personal1).toBeUndefined();
  });

  it('rejects characters outside the field family set', async () => {
    const { b } = await atPersonal1();
    await b.post({ ...validPersonal1, [`${F}tbxAPP_SURNAME`]: 'NGUYỄN' }, BUTTON.next);
    expect(b.url).toBe(P1);
    expect(b.errors()).toEqual([
      "Surnames is invalid. Only the following characters are valid for this field: A-Z, hyphen (-), apostrophe ('), single spaces in between names",
    ]);
  });

  it('a ticked Does Not Apply box lifts the requirement and clears its field', async () => {
    const { b, id } = await atPersonal1();
    const withoutNa = { ...validPersonal1 };
    delete withoutNa[`${F}cbexAPP_FULL_NAME_NATIVE_NA`];
    await b.post(withoutNa, BUTTON.next);
    expect(b.errors().length).toBe(1);
    await b.post({ ...validPersonal1, [`${F}tbxAPP_FULL_NAME_NATIVE`]: 'Nguyễn An' }, BUTTON.next);
    expect(b.url).toBe(P2);
    const saved = (await record(b, id)).pages.Personal1;
    expect(saved.completed).toBe(true);
    expect(saved.values[`${F}cbexAPP_FULL_NAME_NATIVE_NA`]).toBe('on');
    expect(saved.values[`${F}tbxAPP_FULL_NAME_NATIVE`]).toBeUndefined();
    expect(saved.values[`${F}tbxAPP_SURNAME`]).toBe('NGUYEN');
    expect(saved.values[`${F}ddlDOBMonth`]).toBe('MAY');
  });

  it('Save stores without validating and stays; Back returns; Next unlocks Personal 2', async () => {
    const { b, id } = await atPersonal1();
    await b.post({ [`${F}tbxAPP_SURNAME`]: 'PARTIAL' }, BUTTON.save);
    expect(b.url).toBe(P1);
    expect(b.errors()).toEqual([]);
    expect(b.html).toMatch(/tbxAPP_SURNAME"[^>]*value="PARTIAL"/);
    let rec = await record(b, id);
    expect(rec.pages.Personal1.values[`${F}tbxAPP_SURNAME`]).toBe('PARTIAL');
    expect(rec.pages.Personal1.completed).toBe(false);
    await b.get(P2);
    expect(b.url).toBe(P1);
    await b.post(validPersonal1, BUTTON.next);
    expect(b.url).toBe(P2);
    expect(b.has(`${F}ddlAPP_NATL`)).toBe(true);
    expect(b.html).toContain('value="Back: Personal 1"');
    await b.post({}, BUTTON.back);
    expect(b.url).toBe(P1);
    expect(b.html).toMatch(/tbxAPP_SURNAME"[^>]*value="NGUYEN"/);
    rec = await record(b, id);
    expect(rec.events.map((e) => e.action)).toEqual(['save', 'next']);
  });
});

describe('data-driven pages beyond Personal 1', () => {
  it('a select postback reveals its dependent question (marital status OTHER)', async () => {
    const { b } = await atPersonal1();
    expect(b.html).toContain(
      "onchange=\"setDirty();setTimeout('__doPostBack(\\'ctl00$SiteContentPlaceHolder$FormView1$ddlAPP_MARITAL_STATUS",
    );
    expect(b.has(`${F}tbxOtherMaritalStatus`)).toBe(false);
    await b.post(
      { [`${F}ddlAPP_MARITAL_STATUS`]: 'O' },
      { __EVENTTARGET: postName(`${F}ddlAPP_MARITAL_STATUS`) },
    );
    expect(b.has(`${F}tbxOtherMaritalStatus`)).toBe(true);
    expect(b.html).toMatch(/<option value="O" selected="selected">OTHER<\/option>/);
  });

  it('answers of questions hidden again are not filed', async () => {
    const { b, id } = await atPersonal1();
    await b.post(
      { ...validPersonal1, [`${F}rblOtherNames`]: 'Y', [`${F}DListAlias_ctl00_tbxSURNAME`]: 'TRAN' },
      { __EVENTTARGET: `${postName(`${F}rblOtherNames`)}$0` },
    );
    expect(b.html).toMatch(/DListAlias_ctl00_tbxSURNAME"[^>]*value="TRAN"/);
    await b.post({ ...validPersonal1, [`${F}DListAlias_ctl00_tbxSURNAME`]: 'TRAN' }, BUTTON.next);
    expect(b.url).toBe(P2);
    const saved = (await record(b, id)).pages.Personal1.values;
    expect(saved[`${F}DListAlias_ctl00_tbxSURNAME`]).toBeUndefined();
    expect(saved[`${F}rblOtherNames`]).toBe('N');
  });

  it('Add Another and Remove post back and renumber the ctlNN items', async () => {
    const { b, id } = await atPersonal1();
    const alias = (n: number, field: string) => `${F}DListAlias_ctl${String(n).padStart(2, '0')}_${field}`;
    await b.post(
      { ...validPersonal1, [`${F}rblOtherNames`]: 'Y' },
      { __EVENTTARGET: `${postName(`${F}rblOtherNames`)}$0` },
    );
    expect(b.has(alias(0, 'InsertButtonAlias'))).toBe(true);
    expect(b.has(alias(0, 'DeleteButtonAlias'))).toBe(false);
    const first = {
      ...validPersonal1,
      [`${F}rblOtherNames`]: 'Y',
      [alias(0, 'tbxSURNAME')]: 'TRAN',
      [alias(0, 'tbxGIVEN_NAME')]: 'BINH',
    };
    await b.post(first, { __EVENTTARGET: postName(alias(0, 'InsertButtonAlias')) });
    expect(b.has(alias(1, 'tbxSURNAME'))).toBe(true);
    expect(b.html).toContain('name="ctl00$SiteContentPlaceHolder$FormView1$DListAlias$ctl01$tbxSURNAME"');
    // An added item is validated like the first.
    await b.post(first, BUTTON.next);
    expect(b.url).toBe(P1);
    expect(b.errors()).toHaveLength(2);
    const both = { ...first, [alias(1, 'tbxSURNAME')]: 'LE', [alias(1, 'tbxGIVEN_NAME')]: 'CHI' };
    await b.post(both, { __EVENTTARGET: postName(alias(0, 'DeleteButtonAlias')) });
    expect(b.has(alias(1, 'tbxSURNAME'))).toBe(false);
    expect(b.html).toMatch(/DListAlias_ctl00_tbxSURNAME"[^>]*value="LE"/);
    await b.post(
      {
        ...validPersonal1,
        [`${F}rblOtherNames`]: 'Y',
        [alias(0, 'tbxSURNAME')]: 'LE',
        [alias(0, 'tbxGIVEN_NAME')]: 'CHI',
      },
      BUTTON.next,
    );
    expect(b.url).toBe(P2);
    const saved = (await record(b, id)).pages.Personal1.values;
    expect(saved[alias(0, 'tbxSURNAME')]).toBe('LE');
    expect(saved[alias(1, 'tbxSURNAME')]).toBeUndefined();
  });

  it('Personal 2: repeater item reveals, item ids, Does Not Apply boxes, then Next unlocks Travel', async () => {
    const { b, id } = await atPersonal1();
    await b.post(validPersonal1, BUTTON.next);
    expect(b.url).toBe(P2);
    await b.post(
      { [`${F}rblAPP_OTH_NATL_IND`]: 'Y' },
      { __EVENTTARGET: `${postName(`${F}rblAPP_OTH_NATL_IND`)}$0` },
    );
    expect(b.has(`${F}dtlOTHER_NATL_ctl00_ddlOTHER_NATL`)).toBe(true);
    expect(b.has(`${F}dtlOTHER_NATL_ctl00_tbxOTHER_PPT_NUM`)).toBe(false);
    const base = {
      [`${F}ddlAPP_NATL`]: COUNTRY,
      [`${F}rblAPP_OTH_NATL_IND`]: 'Y',
      [`${F}dtlOTHER_NATL_ctl00_ddlOTHER_NATL`]: OTHER_COUNTRY,
      [`${F}dtlOTHER_NATL_ctl00_rblOTHER_PPT_IND`]: 'Y',
      [`${F}rblPermResOtherCntryInd`]: 'N',
      [`${F}cbexAPP_NATIONAL_ID_NA`]: 'on',
      [`${F}cbexAPP_SSN_NA`]: 'on',
      [`${F}cbexAPP_TAX_ID_NA`]: 'on',
    };
    await b.post(base, { __EVENTTARGET: `${postName(`${F}dtlOTHER_NATL_ctl00_rblOTHER_PPT_IND`)}$0` });
    expect(b.has(`${F}dtlOTHER_NATL_ctl00_tbxOTHER_PPT_NUM`)).toBe(true);
    await b.post(base, BUTTON.next);
    expect(b.url).toBe(P2);
    expect(b.errors()).toHaveLength(1);
    await b.post({ ...base, [`${F}dtlOTHER_NATL_ctl00_tbxOTHER_PPT_NUM`]: 'B1234567' }, BUTTON.next);
    expect(b.errors()).toEqual([]);
    expect(b.url).toContain('node=Travel');
    const saved = (await record(b, id)).pages.Personal2;
    expect(saved.completed).toBe(true);
    expect(saved.values[`${F}dtlOTHER_NATL_ctl00_tbxOTHER_PPT_NUM`]).toBe('B1234567');
  });
});

describe('retrieval', () => {
  async function filled(): Promise<string> {
    const { b, id } = await atPersonal1();
    await b.post(validPersonal1, BUTTON.next);
    return id;
  }

  const retrieve = (id: string, surname: string, year: string, answer: string) =>
    retrieveOf(url, id, surname, year, answer);

  it('opens the application at its first incomplete page with the right four facts', async () => {
    const id = await filled();
    const b = await retrieve(id, 'NGUYE', '1990', 'Smith Jones');
    expect(b.url).toBe(P2);
    expect(b.html).toContain(`id="ctl00_lblAppID">${id}<`);
  });

  it.each([
    ['surname', 'NGUYX', '1990', 'Smith Jones'],
    ['birth year', 'NGUYE', '1991', 'Smith Jones'],
    ['security answer', 'NGUYE', '1990', 'smith jones'],
  ])('refuses a wrong %s', async (_what, surname, year, answer) => {
    const id = await filled();
    const b = await retrieve(id, surname, year, answer);
    expect(b.url).toContain('Recovery.aspx');
    expect(b.html).toContain('does not match');
    await b.get(P1);
    expect(b.url).toBe('/GenNIV/Default.aspx');
  });
});

describe('retention', () => {
  it('an application older than 30 days can no longer be retrieved', async () => {
    const own = await startSim({ testHooks: true });
    try {
      const b = new Browser(own.url);
      const id = await b.startApplication();
      const lookUp = async () => {
        const r = new Browser(own.url);
        await r.get('/GenNIV/Default.aspx');
        await r.post(
          {
            [`${P}ucLocation_ddlLocation`]: 'SHG',
            [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: await r.captcha(),
          },
          { __EVENTTARGET: postName(`${P}lnkRetrieve`) },
        );
        await r.post(
          { [`${P}ApplicationRecovery1_tbxApplicationID`]: id },
          { [postName(`${P}ApplicationRecovery1_btnBarcodeSubmit`)]: 'Continue' },
        );
        return r;
      };
      expect((await lookUp()).has(`${P}ApplicationRecovery1_txbSurname`)).toBe(true);
      await b.hook('/clock', {
        method: 'POST',
        body: JSON.stringify({ advanceMs: 30 * 24 * 3600_000 + 60_000 }),
      });
      const late = await lookUp();
      expect(late.has(`${P}ApplicationRecovery1_txbSurname`)).toBe(false);
      expect(late.html).toContain('Application ID is invalid.');
    } finally {
      await new Promise((resolve) => own.server.close(resolve));
    }
  });
});

describe('idle time-out', () => {
  it('warns at 15 minutes and ends the session after 20 idle minutes', async () => {
    const { b } = await atPersonal1();
    expect(b.html).toContain("InitializeTimeoutTimer('20', 'False')");
    expect(b.html).toContain('sessionTimeoutMs=1200000,sessionWarningMs=900000;');
    await (
      await b.hook('/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 19 * 60_000 }) })
    ).json();
    await b.get(P1);
    expect(b.url).toBe(P1);
    await (
      await b.hook('/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 20 * 60_000 + 1000 }) })
    ).json();
    await b.get(P1);
    expect(b.url).toBe('/GenNIV/Logout.aspx');
    await b.get(P1);
    expect(b.url).toBe('/GenNIV/Default.aspx');
  });
});

describe('test hooks', () => {
  it('are refused without CEAC_SIM_TEST_HOOKS=1', async () => {
    const previous = process.env.CEAC_SIM_TEST_HOOKS;
    delete process.env.CEAC_SIM_TEST_HOOKS;
    const plain = await startSim({});
    try {
      const b = new Browser(plain.url);
      await b.get('/GenNIV/Default.aspx');
      for (const [path, init] of [
        ['/captcha', {}],
        ['/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 1 }) }],
        ['/applications/AA00000000', {}],
        ['/applications', {}],
        ['/last-captcha', {}],
        ['/reset', { method: 'POST' }],
        ['/faults', { method: 'POST', body: JSON.stringify({ errorRate: 1 }) }],
        ['/faults', { method: 'DELETE' }],
      ] as const) {
        const res = await b.hook(path, init);
        expect(res.status).toBe(403);
        expect(await res.text()).not.toMatch(/"code"/);
      }
      // The refused fault switch changed nothing: pages still answer.
      await b.get('/GenNIV/Default.aspx');
      expect(b.status).toBe(200);
    } finally {
      if (previous !== undefined) process.env.CEAC_SIM_TEST_HOOKS = previous;
      await new Promise((resolve) => plain.server.close(resolve));
    }
  });
});
