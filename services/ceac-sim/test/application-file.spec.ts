// The application file (ds160-facts §2.8) and a new application from a previous one, over real
// HTTP: "SAVE APPLICATION FILE" after Save, "Upload an Application" on the start page (another
// simulator too, as after 30 days), refused files, and "Create a New Application" after submission.
import type { Server } from 'node:http';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { FILE_IDS, FILE_PATHS, decodeApplicationFile } from '../src/application-file';
import { postName } from '../src/ceac-names';
import { FILING_IDS as I } from '../src/filing';
import { BUTTON, Browser, F, P, retrieve, startSim } from './ceac-client';
import { asCeacAsks } from './fill-from-answers';

const servers: Server[] = [];
let url: string;

beforeAll(async () => {
  const sim = await startSim({ testHooks: true });
  servers.push(sim.server);
  url = sim.url;
});
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

const P1 = '/GenNIV/General/complete/complete_personal.aspx?node=Personal1';
const SURNAME = `${F}tbxAPP_SURNAME`;

async function record(base: string, id: string) {
  const res = await fetch(`${base}/__test/applications/${id}`);
  return res.status === 200
    ? ((await res.json()) as {
        applicationId: string;
        securityAnswer: string | null;
        pages: Record<string, Record<string, string>>;
        pageStates: Record<string, { completed: boolean }>;
      })
    : undefined;
}

/** Save on Personal 2 after Personal 1 was filed; the browser downloads the application file. */
async function savedFile(): Promise<{ b: Browser; id: string; file: Buffer }> {
  const b = new Browser(url);
  const id = await b.startApplication();
  await b.answerSecurityQuestion();
  await b.fillApplicationPages(MARRIED_B1B2_TOURIST, 'Personal2');
  await b.post({ [`${F}ddlAPP_NATL`]: 'CHIN' }, BUTTON.save);
  expect(b.has(FILE_IDS.savePanel)).toBe(true);
  expect(b.html).toContain(
    `<a id="${FILE_IDS.saveLink}" href="${FILE_PATHS.save}">SAVE APPLICATION FILE</a>`,
  );
  const res = await fetch(url + FILE_PATHS.save, { headers: { cookie: b.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${id}.dat"`);
  return { b, id, file: Buffer.from(await res.arrayBuffer()) };
}

/** Start page → location, captcha, UPLOAD AN APPLICATION → the upload page; then the file. */
async function upload(base: string, file: Buffer | undefined): Promise<Browser> {
  const b = new Browser(base);
  await b.get('/GenNIV/Default.aspx');
  expect(b.has(FILE_IDS.uploadLink)).toBe(true);
  await b.post(
    {
      [`${P}ucLocation_ddlLocation`]: 'SHG',
      [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: await b.captcha(),
    },
    { __EVENTTARGET: postName(FILE_IDS.uploadLink) },
  );
  expect(b.url).toBe(FILE_PATHS.upload);
  await b.postMultipart(
    { [postName(FILE_IDS.uploadButton)]: 'Upload Application' },
    file && { name: postName(FILE_IDS.uploadFile), bytes: file, type: 'application/octet-stream' },
  );
  return b;
}

describe('the application file', () => {
  it('Save shows SAVE APPLICATION FILE; the file is opaque; the panel shows once', async () => {
    const { b, file } = await savedFile();
    expect(file.includes(Buffer.from('WANG'))).toBe(false);
    expect(decodeApplicationFile(file)?.pages.Personal1.values[SURNAME]).toBeTruthy();
    await b.get(b.url);
    expect(b.has(FILE_IDS.savePanel)).toBe(false);
  });

  it('Upload an Application restores it under its ID where it stood, on another simulator too', async () => {
    const { id, file } = await savedFile();
    const before = await record(url, id);
    // Another simulator: nothing stored there (as after the 30 days of retention).
    const other = await startSim({ testHooks: true });
    servers.push(other.server);
    expect(await record(other.url, id)).toBeUndefined();
    const b = await upload(other.url, file);
    expect(b.node()).toBe('Personal2');
    expect(b.html).toContain(`id="ctl00_lblAppID">${id}<`);
    expect(b.html).toContain('<option value="CHIN" selected="selected">');
    const after = await record(other.url, id);
    expect(after?.pages).toEqual(before?.pages);
    expect(after?.pageStates.Personal1.completed).toBe(true);
    expect(after?.securityAnswer).toBe(before?.securityAnswer);
  });

  it('refuses a missing, a foreign and a changed file, and the upload page without the start page', async () => {
    const { file } = await savedFile();
    expect((await upload(url, undefined)).errors()).toEqual(['Application file has not been selected.']);
    expect((await upload(url, Buffer.from('not an application'))).errors()).toEqual([
      'The file you uploaded is not a valid application file.',
    ]);
    const changed = Buffer.from(file);
    changed[changed.length - 3] ^= 0x55;
    expect((await upload(url, changed)).errors()).toEqual([
      'The file you uploaded is not a valid application file.',
    ]);
    const direct = new Browser(url);
    await direct.get(FILE_PATHS.upload);
    expect(direct.url).toBe('/GenNIV/Default.aspx');
  });
});

describe('a new application from a previous one', () => {
  it('after submission, "Create a New Application" starts a new ID prefilled except the U.S. travel plans', async () => {
    const b = new Browser(url);
    const id = await b.startApplication('SHG');
    await b.answerSecurityQuestion('Smith Jones');
    await b.fillApplicationPages(asCeacAsks(MARRIED_B1B2_TOURIST));
    await b.post({}, { [postName(I.uploadPhoto)]: 'Upload Your Photo' });
    await b.postMultipart({ [`${postName(I.photoNoImage)}.x`]: '1', [`${postName(I.photoNoImage)}.y`]: '1' });
    await b.post({}, BUTTON.next);
    for (let i = 0; i < 7; i += 1) await b.post({}, BUTTON.next);
    const passport = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);
    await b.post(
      {
        [I.fgmc]: 'on',
        [I.preparerAssisted]: 'N',
        [I.passport]: passport,
        [I.signCaptcha]: await b.captcha(),
      },
      { [postName(I.signAndSubmit)]: 'Sign and Submit Application' },
    );
    const old = await record(url, id);
    expect(old).toBeDefined();
    // Retrieval of the submitted application.
    const surname = old!.pages.Personal1[SURNAME];
    const r = await retrieve(
      url,
      id,
      surname.slice(0, 5),
      old!.pages.Personal1[`${F}tbxDOBYear`],
      'Smith Jones',
    );
    expect(r.has(FILE_IDS.createNew)).toBe(true);
    await r.post({}, { [postName(FILE_IDS.createNew)]: 'Create a New Application' });
    expect(r.url).toBe('/GenNIV/Common/ConfirmApplicationID.aspx?node=SecureQuestion');
    const newId = /id="ctl00_lblAppID">([^<]+)</.exec(r.html)![1];
    expect(newId).not.toBe(id);
    await r.answerSecurityQuestion('Other Answer');
    expect(r.url).toBe(P1);
    expect(r.html).toContain(`value="${surname}"`);
    const fresh = await record(url, newId);
    expect(fresh?.pages.Personal1).toEqual(old!.pages.Personal1);
    expect(fresh?.pages.PptVisa).toEqual(old!.pages.PptVisa);
    expect(fresh?.pages.Travel).toBeUndefined();
    expect(Object.values(fresh!.pageStates).every((s) => !s.completed)).toBe(true);
    // The submitted one is unchanged.
    expect((await record(url, id))?.pages).toEqual(old!.pages);
  });
});
