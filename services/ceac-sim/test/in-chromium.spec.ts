// The photo tool, review, sign and confirmation pages in a real Chromium (playwright-core), with
// real clicks: image inputs post their .x/.y, the file input uploads multipart, the preparer
// radio posts back through __doPostBack, Does Not Apply boxes disable their fields.
import type { Server } from 'node:http';
import { type Browser as Chromium } from 'playwright-core';
import sharp from 'sharp';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { FILING_IDS as I, FILING_PATHS, REVIEW_PAGES } from '../src/filing';
import { Browser, startSim, launchChromium } from './ceac-client';

let server: Server;
let url: string;
let chromiumBrowser: Chromium;

beforeAll(async () => {
  // The session is opened over HTTP and continued in Chromium: another "tab" (any-tab).
  ({ server, url } = await startSim({ testHooks: true, lenient: ['any-tab'] }));
  chromiumBrowser = await launchChromium();
}, 30_000);
afterAll(async () => {
  await chromiumBrowser?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const css = (id: string) => `#${id}`;

it('photo upload, review, sign with a preparer and the confirmation work with real clicks', async () => {
  const http = new Browser(url);
  const id = await http.startApplication('SHG');
  await http.answerSecurityQuestion();
  await http.fillApplicationPages(MARRIED_B1B2_TOURIST);
  const context = await chromiumBrowser.newContext();
  const [name, value] = http.cookie.split('=');
  await context.addCookies([{ name, value, url }]);
  const page = await context.newPage();
  try {
    await page.goto(url + FILING_PATHS.uploadPhoto);
    await page.click(css(I.uploadPhoto));
    await page.waitForURL(/\/qotw\/Upload\.aspx\?/);
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d8c8b0' } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles(css(I.photoFile), { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.click(css(I.photoUpload));
    await page.waitForSelector(css(I.photoContinue));
    await page.click(css(I.photoContinue));
    await page.waitForURL(/node=ConfirmPhoto/);
    expect(await page.isVisible(css(I.confirmPhotoImage))).toBe(true);
    await page.click(css(I.next));
    for (const review of REVIEW_PAGES) {
      await page.waitForURL(new RegExp(`node=${review.node}$`));
      await page.click(css(I.next));
    }
    await page.waitForURL(/node=SignCertify/);
    await page.check(css(I.fgmc));
    await page.click(css(`${I.preparerAssisted}_0`)); // Yes: the server reveals the preparer block
    await page.waitForSelector(css(I.preparerSurname));
    expect(await page.isChecked(css(I.fgmc))).toBe(true);
    await page.fill(css(I.preparerSurname), 'TRAN');
    await page.fill(css(I.preparerGivenName), 'MINH');
    await page.fill(css(I.preparerOrganization), 'ACME VISAS');
    await page.fill(css(I.preparerLine1), '1 MAIN ST');
    await page.fill(css(I.preparerCity), 'HANOI');
    await page.check(css(I.preparerStateNa));
    expect(await page.isDisabled(css(I.preparerState))).toBe(true);
    await page.check(css(I.preparerZipNa));
    await page.selectOption(css(I.preparerCountry), 'VTNM');
    await page.fill(css(I.preparerRelationship), 'AGENT');
    await page.fill(css(I.passport), String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber));
    const captcha = (await (await fetch(`${url}/__test/last-captcha`)).json()) as { code: string };
    await page.fill(css(I.signCaptcha), captcha.code);
    await page.click(css(I.signAndSubmit));
    await page.waitForSelector(css(I.signedSuccess));
    await page.click(css(I.next));
    await page.waitForURL(/node=Done/);
    expect(await page.textContent(css(I.confirmationNumber))).toBe(id);
    const rec = (await (await fetch(`${url}/__test/applications/${id}`)).json()) as {
      signed: boolean;
      submitCount: number;
      photo: { accepted: boolean; bytes: number };
      preparer: { organization: string; address: { state: string | null; zipCode: string | null } };
    };
    expect(rec).toMatchObject({
      signed: true,
      submitCount: 1,
      photo: { accepted: true, bytes: photo.length },
      preparer: { organization: 'ACME VISAS', address: { state: null, zipCode: null } },
    });
  } finally {
    await context.close();
  }
}, 60_000);
