// After the application pages: photo step, review, Sign and Submit, confirmation, retrieval of a
// submitted application and the contract's test hooks — over real HTTP, with complete fixtures
// filed page by page as the robot files them.
import type { Server } from 'node:http';
import sharp from 'sharp';
import type { FormAnswers } from '@portico/shared-types';
import { COMPLETE_APPLICATIONS, MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { postName } from '../src/ceac-names';
import { FILING_IDS as I, FILING_PATHS, REVIEW_PAGES, SIGN_MESSAGES } from '../src/filing';
import {
  asCeacAsks,
  definitionPagesFor as applicablePages,
  fromAnswers,
  withoutHiddenQuestions,
} from './fill-from-answers';
import { BUTTON, Browser, P, startSim, retrieve } from './ceac-client';

// Each test files a whole application over HTTP: allow for a loaded machine.
jest.setTimeout(30_000);

let server: Server;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startSim({ testHooks: true }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface RecordView {
  applicationId: string;
  location: string;
  pages: Record<string, Record<string, string>>;
  photo: { accepted: boolean; bytes: number; sha256: string; base64: string; error: string | null } | null;
  photoChoice: string | null;
  preparer: Record<string, unknown> | null;
  signed: boolean;
  submittedAt: string | null;
  confirmationNumber: string | null;
  submitCount: number;
  reviewed: string[];
  emails: string[];
}

async function record(b: Browser, id: string): Promise<RecordView> {
  return (await (await b.hook(`/applications/${id}`)).json()) as RecordView;
}

const image = (name: string) => ({ [`${postName(name)}.x`]: '10', [`${postName(name)}.y`]: '5' });

async function jpeg(
  width: number,
  height = width,
  options: { grey?: boolean; quality?: number; noisy?: boolean } = {},
) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1)
    raw[i] = options.noisy ? (i * 7919) % 251 : (Math.floor(i / 3 / width) + (i % (width * 3))) % 256;
  let img = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.grey) img = img.toColourspace('b-w');
  return img.jpeg({ quality: options.quality ?? 80 }).toBuffer();
}

/** A new application with every page filed from `answers`; the browser stands on Upload Photo. */
async function filedApplication(answers: FormAnswers = MARRIED_B1B2_TOURIST) {
  const b = new Browser(url);
  const id = await b.startApplication('SHG');
  await b.answerSecurityQuestion('Smith Jones');
  await b.fillApplicationPages(asCeacAsks(answers));
  return { b, id };
}

async function toPhotoTool(b: Browser) {
  await b.post({}, { [postName(I.uploadPhoto)]: 'Upload Your Photo' });
}

async function continueWithoutPhoto(b: Browser) {
  await toPhotoTool(b);
  await b.postMultipart(image(I.photoNoImage));
}

async function throughReview(b: Browser) {
  await b.post({}, BUTTON.next); // Confirm Photo → ReviewPersonal
  for (let i = 0; i < REVIEW_PAGES.length; i += 1) await b.post({}, BUTTON.next);
}

function signValues(passport: string, code: string, extra: Record<string, string> = {}) {
  return {
    [I.fgmc]: 'on',
    [I.preparerAssisted]: 'N',
    [I.passport]: passport,
    [I.signCaptcha]: code,
    ...extra,
  };
}

const SIGN = { [postName(I.signAndSubmit)]: 'Sign and Submit Application' };
const PASSPORT = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);

async function lastCaptcha(b: Browser): Promise<string> {
  return ((await (await b.hook('/last-captcha')).json()) as { code: string }).code;
}

describe('the application pages lead to the photo step', () => {
  it.each(Object.entries(COMPLETE_APPLICATIONS))(
    'files every page of the %s fixture, then opens Upload Photo; the record holds every value posted',
    async (_name, answers) => {
      const { b, id } = await filedApplication(answers);
      expect(b.url).toBe(FILING_PATHS.uploadPhoto);
      expect(b.has(I.uploadPhoto)).toBe(true);
      const rec = await record(b, id);
      const asked = asCeacAsks(answers);
      // A page of the questionnaire with nothing to post (its former-spouse node for a married
      // applicant) is no page on CEAC.
      for (const page of applicablePages(asked).filter(
        (p) => Object.keys(fromAnswers(p, asked[p.section] ?? {}).values).length > 0 || rec.pages[p.node],
      ))
        expect({ node: page.node, values: rec.pages[page.node] }).toEqual({
          node: page.node,
          values: withoutHiddenQuestions(
            page.node,
            fromAnswers(page, asked[page.section] ?? {}).values,
            asked,
          ),
        });
    },
  );

  it('refuses the photo step, review and sign pages while an application page is incomplete', async () => {
    const b = new Browser(url);
    await b.startApplication();
    await b.answerSecurityQuestion();
    for (const path of [
      FILING_PATHS.uploadPhoto,
      FILING_PATHS.confirmPhoto,
      REVIEW_PAGES[0].path,
      FILING_PATHS.sign,
      FILING_PATHS.done,
    ]) {
      await b.get(path);
      expect(b.node()).toBe('Personal1');
    }
  });
});

describe('photo step', () => {
  it('Upload Your Photo hands off to the photo tool with a file input and image buttons', async () => {
    const { b } = await filedApplication();
    await toPhotoTool(b);
    expect(b.url).toMatch(/^\/qotw\/Upload\.aspx\?[0-9a-f]{24}$/);
    expect(b.html).toContain('enctype="multipart/form-data"');
    expect(b.html).toContain(`type="file" id="${I.photoFile}" name="ctl00$cphMain$imageFileUpload"`);
    expect(b.html).toContain(`type="image" id="${I.photoUpload}" name="ctl00$cphButtons$btnUpload"`);
    expect(b.html).toContain(`type="image" id="${I.photoNoImage}" name="ctl00$cphButtons$btnNoImage"`);
  });

  it('Continue Without a Photo → Confirm Photo without a photo; the record has none', async () => {
    const { b, id } = await filedApplication();
    await continueWithoutPhoto(b);
    expect(b.url).toBe(FILING_PATHS.confirmPhoto);
    expect(b.has(I.confirmNoPhoto)).toBe(true);
    expect(b.has(I.confirmPhotoImage)).toBe(false);
    const rec = await record(b, id);
    expect(rec.photo).toBeNull();
    expect(rec.photoChoice).toBe('none');
  });

  it.each([
    [
      'a PNG',
      async () =>
        sharp({ create: { width: 600, height: 600, channels: 3, background: '#88aa66' } })
          .png()
          .toBuffer(),
      'The photo must be a JPEG (JFIF) file.',
    ],
    ['a non-square JPEG', () => jpeg(600, 700), 'The photo must be square: its height must equal its width.'],
    [
      'a 500 px JPEG',
      () => jpeg(500),
      'The photo must be at least 600 x 600 pixels and at most 1200 x 1200 pixels.',
    ],
    [
      'a 1300 px JPEG',
      () => jpeg(1300, 1300, { quality: 5 }),
      'The photo must be at least 600 x 600 pixels and at most 1200 x 1200 pixels.',
    ],
    [
      'a JPEG over 240 kB',
      () => jpeg(1200, 1200, { quality: 100, noisy: true }),
      'The photo file size must be 240 kB or less.',
    ],
    ['a greyscale JPEG', () => jpeg(600, 600, { grey: true }), 'The photo must be in colour (24-bit sRGB).'],
  ])(
    'rejects %s with an X and its reason; retry and Continue Without a Photo remain',
    async (_what, make, message) => {
      const { b, id } = await filedApplication();
      await toPhotoTool(b);
      const bytes = await make();
      await b.postMultipart(image(I.photoUpload), { name: postName(I.photoFile), bytes });
      expect(b.html).toContain('alt="X"');
      expect(b.html).toContain(message);
      expect(b.has(I.photoFile)).toBe(false);
      expect(b.has(I.photoTryAgain)).toBe(true);
      expect(b.has(I.photoNoImage)).toBe(true);
      expect(b.has(I.photoContinue)).toBe(false);
      const rec = await record(b, id);
      expect(rec.photo).toMatchObject({ accepted: false, bytes: bytes.length, error: message });
      expect(rec.photoChoice).toBeNull();
      // Continue Using This Photo cannot be forced with a rejected photo.
      await b.postMultipart(image(I.photoContinue));
      expect((await record(b, id)).photoChoice).toBeNull();
      // Try Again returns to the upload form; a good photo is then accepted.
      await b.postMultipart(image(I.photoTryAgain));
      expect(b.has(I.photoFile)).toBe(true);
      await b.postMultipart(image(I.photoUpload), { name: postName(I.photoFile), bytes: await jpeg(600) });
      expect(b.has(I.photoContinue)).toBe(true);
      expect((await record(b, id)).photo).toMatchObject({ accepted: true, error: null });
    },
  );

  it('an accepted photo: Continue Using This Photo → Confirm Photo shows it; the record keeps its bytes', async () => {
    const { b, id } = await filedApplication();
    await toPhotoTool(b);
    const bytes = await jpeg(800);
    expect(bytes.length).toBeLessThan(240 * 1024);
    await b.postMultipart(image(I.photoUpload), { name: postName(I.photoFile), bytes });
    expect(b.html).not.toContain('alt="X"');
    expect(b.has(I.photoContinue)).toBe(true);
    await b.postMultipart(image(I.photoContinue));
    expect(b.url).toBe(FILING_PATHS.confirmPhoto);
    expect(b.has(I.confirmPhotoImage)).toBe(true);
    const served = await fetch(url + FILING_PATHS.photoImage, { headers: { cookie: b.cookie } });
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const rec = await record(b, id);
    expect(rec.photo).toMatchObject({ accepted: true, bytes: bytes.length, error: null });
    expect(Buffer.from(rec.photo!.base64, 'base64').equals(bytes)).toBe(true);
    expect(rec.photoChoice).toBe('photo');
  });

  it('the photo tool refuses a link of another application', async () => {
    const { b } = await filedApplication();
    await toPhotoTool(b);
    const other = await filedApplication();
    await other.b.get(b.url);
    expect(other.b.status).toBe(403);
  });
});

describe('navigation between the steps', () => {
  it('Back buttons return a step; Choose a Different Photo hands off again', async () => {
    const { b } = await filedApplication();
    const last = applicablePages(MARRIED_B1B2_TOURIST).at(-1)!;
    await b.post({}, BUTTON.back);
    expect(b.node()).toBe(last.node);
    await b.get(FILING_PATHS.uploadPhoto);
    await continueWithoutPhoto(b);
    await b.post({}, BUTTON.back);
    expect(b.url).toBe(FILING_PATHS.uploadPhoto);
    await b.get(FILING_PATHS.confirmPhoto);
    await b.post({}, { [postName(I.uploadPhoto)]: 'Choose a Different Photo' });
    expect(b.url).toMatch(/^\/qotw\/Upload\.aspx\?/);
    await b.postMultipart(image(I.photoNoImage));
    await throughReview(b);
    expect(b.url).toBe(FILING_PATHS.sign);
    await b.post({}, BUTTON.back);
    expect(b.url).toBe(REVIEW_PAGES[REVIEW_PAGES.length - 1].path);
    await b.post({}, BUTTON.back);
    expect(b.url).toBe(REVIEW_PAGES[REVIEW_PAGES.length - 2].path);
  });

  it('retrieval of an unsubmitted application resumes where it stands (here: the sign page)', async () => {
    const { b, id } = await filedApplication();
    await continueWithoutPhoto(b);
    await throughReview(b);
    const r = await retrieve(url, id, 'WANG', '1988', 'Smith Jones');
    expect(r.url).toBe(FILING_PATHS.sign);
    expect(r.has(I.signAndSubmit)).toBe(true);
    expect(r.has(`${P}ApplicationRecovery1_pnlSubmittedApp`)).toBe(false);
  });
});

describe('review', () => {
  it('seven read-only pages in order with the saved answers and Edit links, then Sign', async () => {
    const { b } = await filedApplication();
    await continueWithoutPhoto(b);
    // The review stays locked until Confirm Photo's Next.
    await b.get(REVIEW_PAGES[0].path);
    expect(b.url).toBe(FILING_PATHS.confirmPhoto);
    await b.post({}, BUTTON.next);
    const seen: string[] = [];
    for (const review of REVIEW_PAGES) {
      expect(b.url).toBe(review.path);
      seen.push(b.node()!);
      expect(b.html).not.toMatch(/<input type="text"|<select/);
      if (review.node === 'ReviewPersonal') {
        expect(b.html).toContain('WANG');
        expect(b.html).toContain(`href="/GenNIV/General/complete/complete_personal.aspx?node=Personal1"`);
        expect(b.has(`${P}lnkEditPersonal1`)).toBe(true);
      }
      if (review.node === 'ReviewLocation') expect(b.html).toContain('SHANGHAI');
      // The sign page is locked until the last review page is passed.
      if (review.node !== 'ReviewLocation') {
        const peek = new Browser(url);
        peek.cookie = b.cookie;
        await peek.get(FILING_PATHS.sign);
        expect(peek.url).toBe(review.path);
      }
      await b.post({}, BUTTON.next);
    }
    expect(seen).toEqual([
      'ReviewPersonal',
      'ReviewTravel',
      'ReviewUSContact',
      'ReviewFamily',
      'ReviewWorkEducation',
      'ReviewSecurity',
      'ReviewLocation',
    ]);
    expect(b.url).toBe(FILING_PATHS.sign);
  });
});

describe('Sign and Submit', () => {
  async function atSign() {
    const { b, id } = await filedApplication();
    await continueWithoutPhoto(b);
    await throughReview(b);
    expect(b.url).toBe(FILING_PATHS.sign);
    return { b, id };
  }

  it('renders the FGM/C box, the preparer question, passport re-entry, captcha and Sign and Submit', async () => {
    const { b } = await atSign();
    for (const id of [
      I.fgmc,
      `${I.preparerAssisted}_0`,
      `${I.preparerAssisted}_1`,
      I.passport,
      I.signCaptchaImage,
      I.signCaptcha,
      I.signAndSubmit,
    ])
      expect(b.has(id)).toBe(true);
    expect(b.html).toContain('name="ctl00$SiteContentPlaceHolder$FormView3$rblPREP_IND"');
    expect(b.html).toContain('name="ctl00$SiteContentPlaceHolder$CodeTextBox"');
    expect(b.html).toContain('name="ctl00$SiteContentPlaceHolder$btnSignApp"');
    expect(b.has(I.preparerSurname)).toBe(false);
  });

  it('the preparer Yes postback reveals the preparer fields without signing', async () => {
    const { b, id } = await atSign();
    await b.post(
      { [I.preparerAssisted]: 'Y', [I.fgmc]: 'on' },
      { __EVENTTARGET: `${postName(I.preparerAssisted)}$0` },
    );
    for (const field of [
      I.preparerSurname,
      I.preparerGivenName,
      I.preparerNameNa,
      I.preparerOrganization,
      I.preparerOrganizationNa,
      I.preparerLine1,
      I.preparerCity,
      I.preparerStateNa,
      I.preparerZipNa,
      I.preparerCountry,
      I.preparerRelationship,
    ])
      expect(b.has(field)).toBe(true);
    expect(b.html).toContain(`id="${I.fgmc}" name="${postName(I.fgmc)}" checked="checked"`);
    expect((await record(b, id)).signed).toBe(false);
  });

  it('validates with CEAC-style messages and signs nothing while any is wrong', async () => {
    const { b, id } = await atSign();
    await b.post({ [I.signCaptcha]: 'WRONG1' }, SIGN);
    expect(b.errors()).toEqual([
      SIGN_MESSAGES.fgmc,
      SIGN_MESSAGES.preparerQuestion,
      SIGN_MESSAGES.passportMissing,
      SIGN_MESSAGES.captcha,
    ]);
    await b.post(signValues('X0000000', await lastCaptcha(b)), SIGN);
    expect(b.errors()).toEqual([SIGN_MESSAGES.passportMismatch]);
    await b.post(signValues(PASSPORT, await lastCaptcha(b), { [I.preparerAssisted]: 'Y' }), SIGN);
    expect(b.errors()).toEqual([
      'Surnames has not been completed.',
      'Given Names has not been completed.',
      'Organization Name has not been completed.',
      'Street Address (Line 1) has not been completed.',
      'City has not been completed.',
      'State/Province has not been completed.',
      'Postal Zone/ZIP Code has not been completed.',
      'Relationship to You has not been completed.',
      'Country/Region has not been selected.',
    ]);
    // The organisation-only relationship rule is the U.S. contact page's, not the preparer's
    // (issue 17): only the wrong code is refused here.
    await b.post(
      signValues(PASSPORT, 'WRONG1', {
        [I.preparerAssisted]: 'Y',
        [I.preparerNameNa]: 'on',
        [I.preparerOrganization]: 'ACME VISAS',
        [I.preparerLine1]: '1 MAIN ST',
        [I.preparerCity]: 'HANOI',
        [I.preparerStateNa]: 'on',
        [I.preparerZipNa]: 'on',
        [I.preparerCountry]: 'VTNM',
        [I.preparerRelationship]: 'FRIEND',
      }),
      SIGN,
    );
    expect(b.errors()).toEqual([SIGN_MESSAGES.captcha]);
    const rec = await record(b, id);
    expect(rec).toMatchObject({ signed: false, submitCount: 0, confirmationNumber: null });
  });

  it('a wrong captcha shows a new image: the old code no longer works', async () => {
    const { b, id } = await atSign();
    const first = await lastCaptcha(b);
    await b.post(signValues(PASSPORT, 'AAAAAA'), SIGN);
    expect(b.errors()).toEqual([SIGN_MESSAGES.captcha]);
    const second = await lastCaptcha(b);
    expect(b.html).toContain(I.signCaptchaImage);
    if (second !== first) {
      await b.post(signValues(PASSPORT, first), SIGN);
      expect(b.errors()).toEqual([SIGN_MESSAGES.captcha]);
    }
    expect((await record(b, id)).signed).toBe(false);
  });

  it('signs with an agency as preparer: success text, Next to the confirmation; signing again is impossible', async () => {
    const { b, id } = await atSign();
    await b.post(
      signValues(PASSPORT, await lastCaptcha(b), {
        [I.preparerAssisted]: 'Y',
        [I.preparerSurname]: 'TRAN',
        [I.preparerGivenName]: 'MINH',
        [I.preparerOrganization]: 'ACME VISAS',
        [I.preparerLine1]: '1 MAIN ST',
        [I.preparerCity]: 'HANOI',
        [I.preparerStateNa]: 'on',
        [I.preparerZip]: '100000',
        [I.preparerCountry]: 'VTNM',
        [I.preparerRelationship]: 'AGENT',
      }),
      SIGN,
    );
    expect(b.errors()).toEqual([]);
    expect(b.url).toBe(FILING_PATHS.sign);
    expect(b.has(I.signedSuccess)).toBe(true);
    expect(b.has(I.signAndSubmit)).toBe(false);
    let rec = await record(b, id);
    expect(rec).toMatchObject({
      signed: true,
      submitCount: 1,
      confirmationNumber: id,
      preparer: {
        surname: 'TRAN',
        givenName: 'MINH',
        organization: 'ACME VISAS',
        address: {
          line1: '1 MAIN ST',
          line2: null,
          city: 'HANOI',
          state: null,
          zipCode: '100000',
          country: 'VTNM',
        },
        relationship: 'AGENT',
      },
    });
    expect(rec.submittedAt).not.toBeNull();
    // A second Sign and Submit (replayed post) changes nothing.
    await b.post(signValues(PASSPORT, await lastCaptcha(b)), SIGN);
    expect(b.has(I.signedSuccess)).toBe(true);
    rec = await record(b, id);
    expect(rec.submitCount).toBe(1);
    await b.post({}, BUTTON.next);
    expect(b.url).toBe(FILING_PATHS.done);
    expect(b.html).toContain(`<span id="${I.confirmationNumber}">${id}</span>`);
  });
});

describe('a submitted application', () => {
  async function submitted(photo = false) {
    const { b, id } = await filedApplication();
    let bytes: Buffer | undefined;
    if (photo) {
      await toPhotoTool(b);
      bytes = await jpeg(600);
      await b.postMultipart(image(I.photoUpload), { name: postName(I.photoFile), bytes });
      await b.postMultipart(image(I.photoContinue));
    } else await continueWithoutPhoto(b);
    await throughReview(b);
    await b.post(signValues(PASSPORT, await lastCaptcha(b)), SIGN);
    await b.post({}, BUTTON.next);
    return { b, id, bytes };
  }

  it('the confirmation page shows number, name, birth date, passport, visa class, post, date and the photo', async () => {
    const { b, id } = await submitted(true);
    expect(b.url).toBe(FILING_PATHS.done);
    expect(b.html).toContain('<title>Nonimmigrant Visa - Confirmation Page</title>');
    const text = (elementId: string) =>
      new RegExp(`<span id="${elementId}">([^<]*)</span>`).exec(b.html)?.[1];
    expect(text(I.confirmationNumber)).toBe(id);
    expect(text(I.doneName)).toBe('WANG, LI');
    expect(text(I.doneBirthDate)).toBe('14-MAR-1988');
    expect(text(I.donePassport)).toBe(PASSPORT);
    expect(text(I.doneVisaClass)).toMatch(/B1/);
    expect(text(I.donePost)).toContain('SHANGHAI');
    expect(text(I.doneSubmitDate)).toMatch(/^\d{2}-[A-Z]{3}-\d{4}$/);
    expect(b.has(I.donePhoto)).toBe(true);
    for (const button of [I.printApplication, I.printConfirmation, I.emailConfirmation])
      expect(b.has(button)).toBe(true);
  });

  it('Email Confirmation sends to a valid address and refuses an invalid one', async () => {
    const { b, id } = await submitted();
    expect(b.has(I.donePhoto)).toBe(false);
    await b.post(
      { [I.emailAddress]: 'not-an-address' },
      { [postName(I.emailConfirmation)]: 'Email Confirmation' },
    );
    expect(b.html).toContain(SIGN_MESSAGES.emailInvalid);
    expect((await record(b, id)).emails).toEqual([]);
    await b.post(
      { [I.emailAddress]: 'lan@example.com' },
      { [postName(I.emailConfirmation)]: 'Email Confirmation' },
    );
    expect(b.html).toContain('Email confirmation has been sent.');
    expect((await record(b, id)).emails).toEqual(['lan@example.com']);
  });

  it('Print Application and Print Confirmation open their pages', async () => {
    const { b, id } = await submitted();
    await b.post({}, { [postName(I.printApplication)]: 'Print Application' });
    expect(b.url).toBe(FILING_PATHS.printApplication);
    expect(b.html).toContain('WANG');
    await b.get(FILING_PATHS.done);
    await b.post({}, { [postName(I.printConfirmation)]: 'Print Confirmation' });
    expect(b.url).toBe(FILING_PATHS.printConfirmation);
    expect(b.html).toContain(id);
  });

  it('is locked: application pages refuse edits and lead to the confirmation', async () => {
    const { b, id } = await submitted();
    const before = await record(b, id);
    await b.get('/GenNIV/General/complete/complete_personal.aspx?node=Personal1');
    expect(b.url).toBe(FILING_PATHS.done);
    const edit = new Browser(url);
    edit.cookie = b.cookie;
    edit.url = '/GenNIV/General/complete/complete_personal.aspx?node=Personal1';
    await edit.post({ [`${P}FormView1_tbxAPP_SURNAME`]: 'CHANGED' }, BUTTON.next);
    await edit.post({ [`${P}FormView1_tbxAPP_SURNAME`]: 'CHANGED' }, BUTTON.save);
    const after = await record(b, id);
    expect(after.pages).toEqual(before.pages);
    expect(after.submitCount).toBe(1);
    await b.get(FILING_PATHS.uploadPhoto);
    expect(b.url).toBe(FILING_PATHS.done);
  });

  it('retrieval shows pnlSubmittedApp with the confirmation number and a link to the confirmation page', async () => {
    const { id } = await submitted();
    const r = new Browser(url);
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
    await r.post(
      {
        [`${P}ApplicationRecovery1_txbSurname`]: 'WANG',
        [`${P}ApplicationRecovery1_txbDOBYear`]: '1988',
        [`${P}ApplicationRecovery1_txbAnswer`]: 'Smith Jones',
      },
      { [postName(`${P}ApplicationRecovery1_btnRetrieve`)]: 'Retrieve Application' },
    );
    expect(r.has(`${P}ApplicationRecovery1_pnlSubmittedApp`)).toBe(true);
    const panel =
      /id="ctl00_SiteContentPlaceHolder_ApplicationRecovery1_pnlSubmittedApp">([\s\S]*?)<\/div>/.exec(
        r.html,
      )![1];
    expect(panel).toContain(`<span id="${I.confirmationNumber}">${id}</span>`);
    expect(panel).toContain(`href="${FILING_PATHS.done}"`);
    await r.get(FILING_PATHS.done);
    expect(r.url).toBe(FILING_PATHS.done);
    expect(r.html).toContain(id);
  });
});

describe('several filings at once', () => {
  it('four applications filed concurrently each end signed once with their own answers', async () => {
    const fixtures = Object.values(COMPLETE_APPLICATIONS).slice(0, 4);
    const results = await Promise.all(
      fixtures.map(async (answers) => {
        const { b, id } = await filedApplication(answers);
        await continueWithoutPhoto(b);
        await throughReview(b);
        const passport = String(answers.passportPage?.passportDocumentNumber);
        // The session's own captcha (last-captcha would race between the four).
        await b.post(signValues(passport, await b.captcha()), SIGN);
        expect(b.errors()).toEqual([]);
        await b.post({}, BUTTON.next);
        return { b, id, answers, html: b.html };
      }),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(4);
    for (const { b, id, answers, html } of results) {
      expect(html).toContain(`<span id="${I.confirmationNumber}">${id}</span>`);
      const rec = await record(b, id);
      expect(rec).toMatchObject({ signed: true, submitCount: 1, confirmationNumber: id });
      const asked = asCeacAsks(answers);
      for (const page of applicablePages(asked).filter(
        (p) => Object.keys(fromAnswers(p, asked[p.section] ?? {}).values).length > 0 || rec.pages[p.node],
      ))
        expect(rec.pages[page.node]).toEqual(
          withoutHiddenQuestions(page.node, fromAnswers(page, asked[page.section] ?? {}).values, asked),
        );
    }
  });
});

describe('idle time-out after the application pages', () => {
  it('20 idle minutes on the sign page (a person taking long to sign) end the session', async () => {
    const { b } = await filedApplication();
    await continueWithoutPhoto(b);
    await throughReview(b);
    expect(b.url).toBe(FILING_PATHS.sign);
    await b.hook('/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 20 * 60_000 + 1000 }) });
    await b.post(signValues(PASSPORT, await lastCaptcha(b)), SIGN);
    expect(b.url).toBe('/GenNIV/Logout.aspx');
    expect(b.html).toContain('Session Timed Out');
  });
});

describe('test hooks of the contract', () => {
  it('last-captcha answers the most recent captcha of any session; applications lists; reset clears', async () => {
    const a = new Browser(url);
    await a.get('/GenNIV/Default.aspx');
    expect(await lastCaptcha(a)).toBe(await a.captcha());
    const { id } = await filedApplication();
    const list = (await (await a.hook('/applications')).json()) as {
      items: Array<{ applicationId: string; signed: boolean }>;
    };
    expect(list.items.map((i) => i.applicationId)).toContain(id);
    expect(list.items.find((i) => i.applicationId === id)).toMatchObject({ signed: false });
    expect((await a.hook('/reset', { method: 'POST' })).status).toBe(200);
    expect((await a.hook(`/applications/${id}`)).status).toBe(404);
    expect(((await (await a.hook('/applications')).json()) as { items: unknown[] }).items).toEqual([]);
  });
});
