import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';

// The US visa photo checker (docs/adr/0027) checks a photo in the browser with face-api's tiny face
// detector. The tiny detector needs a real face, and none may be drawn convincingly, so the photos
// are cut at run time from the demo photos that ship in the @vladmandic/face-api package (MIT;
// nothing derived from them is committed). Group photo 6 has a woman at eyes (372, 601), chin
// (392, 767): her head (twice eyes to chin) is 331 px.
const DEMO = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const GROUP = path.join(DEMO, 'sample6.jpg');
const CROWD = path.join(DEMO, 'sample1.jpg');

interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Her passport-style crop: 600 x 600, head about 60 % of the height, eyes 62.5 % up: meets every rule. */
async function goodPhoto(): Promise<Photo> {
  const buffer = await sharp(GROUP)
    .extract({ left: 96, top: 394, width: 552, height: 552 })
    .resize(600, 600)
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: 'passport.jpg', mimeType: 'image/jpeg', buffer };
}

/** A phone-style portrait of her: 1280 x 1800, over 240 kB, head small, eyes low. */
async function phonePhoto(): Promise<Photo> {
  const buffer = await sharp(GROUP)
    .extract({ left: 40, top: 200, width: 640, height: 900 })
    .resize(1280, 1800)
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name: 'phone.jpg', mimeType: 'image/jpeg', buffer };
}

/** The whole group photo of three women. */
async function groupPhoto(): Promise<Photo> {
  return { name: 'friends.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(CROWD) };
}

/** Every request the page makes, with its body, to prove the photo never leaves the browser. */
function watchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function expectPhotoNotSent(requests: Request[], photos: Photo[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    for (const photo of photos) {
      // Neither the bytes nor their base64 (a data URL, a JSON field) of any part of the photo.
      const sample = photo.buffer.subarray(1000, 1064);
      expect(body.includes(sample), `${request.method()} ${request.url()} carries the photo`).toBe(false);
      expect(body.includes(Buffer.from(sample.toString('base64').slice(4, 60)))).toBe(false);
    }
    // Nothing big goes out at all: the page's own requests are a few small JSON bodies.
    expect(body.length, `${request.method()} ${request.url()}`).toBeLessThan(10_000);
  }
}

async function openChecker(page: Page, locale = 'en') {
  await page.addInitScript((value) => window.localStorage.setItem('portico.locale', value), locale);
  await page.goto('/resources/us-visa-photo-checker');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

async function choose(page: Page, photo: Photo) {
  await page.getByTestId('photo-drop-zone').locator('input[type=file]').setInputFiles(photo);
}

test.describe('checks a visa photo in the browser', () => {
  // The first check loads TF.js and the models, then detection runs on TF.js's CPU backend.
  test.setTimeout(120_000);

  test('a good photo passes, and the face detector loads only once a photo is chosen', async ({ page }) => {
    const requests = watchRequests(page);
    await openChecker(page);
    await expect(page).toHaveTitle(/US visa photo checker/);
    expect(requests.some((request) => request.url().includes('face-models/'))).toBe(false);

    const photo = await goodPhoto();
    await choose(page, photo);
    await expect(page.getByTestId('photo-original-verdict')).toHaveText(
      'This photo meets every rule the checker can test.',
      { timeout: 90_000 },
    );
    await expect(page.getByTestId('photo-original-details')).toContainText('600 × 600 pixels');
    await expect(page.getByTestId('photo-corrected-section')).toHaveCount(0);
    // The library and its models came from the public site's own origin.
    const models = requests.filter((request) => request.url().includes('face-models/'));
    expect(models.map((request) => path.basename(new URL(request.url()).pathname)).sort()).toEqual([
      'face-api.esm.js',
      'face_landmark_68_tiny_model-weights_manifest.json',
      'face_landmark_68_tiny_model.bin',
      'tiny_face_detector_model-weights_manifest.json',
      'tiny_face_detector_model.bin',
    ]);
    expectPhotoNotSent(requests, [photo]);
  });

  test('a phone photo shows what is wrong, and a corrected copy that passes', async ({ page }) => {
    const requests = watchRequests(page);
    await openChecker(page);
    const photo = await phonePhoto();
    expect(photo.buffer.length).toBeGreaterThan(240_000);
    await choose(page, photo);

    const issues = page.getByTestId('photo-original-issues');
    await expect(issues).toBeVisible({ timeout: 90_000 });
    await expect(issues.locator('li[data-issue=NOT_SQUARE]')).toContainText(
      'The photo is 1280 × 1800 pixels: it is not square.',
    );
    await expect(issues.locator('li[data-issue=TOO_LARGE]')).toContainText('larger than 1200 × 1200');
    await expect(issues.locator('li[data-issue=TOO_HEAVY]')).toContainText('more than 240 kB');
    await expect(issues.locator('li[data-issue=HEAD_TOO_SMALL]')).toContainText(
      'What to do: Your head, from the top of the hair to the chin',
    );
    await expect(issues.locator('li[data-issue=EYES_TOO_LOW]')).toBeVisible();

    // The corrected copy was checked again in the page, and passes.
    const corrected = page.getByTestId('photo-corrected-section');
    await expect(page.getByTestId('photo-corrected-verdict')).toHaveText(
      'This photo meets every rule the checker can test.',
      { timeout: 60_000 },
    );
    await expect(corrected.getByRole('status')).toHaveText(
      'Checked again: the corrected copy meets every rule the checker can test.',
    );

    // What is downloaded meets the file rules.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      corrected.getByRole('link', { name: 'Download the corrected photo' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('phone-ds160.jpg');
    const file = fs.readFileSync(await download.path());
    const meta = await sharp(file).metadata();
    expect({ format: meta.format, square: meta.width === meta.height, space: meta.space }).toEqual({
      format: 'jpeg',
      square: true,
      space: 'srgb',
    });
    expect(meta.width).toBeGreaterThanOrEqual(600);
    expect(meta.width).toBeLessThanOrEqual(1200);
    expect(file.length).toBeLessThanOrEqual(240_000);

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
    ).toEqual([]);
    expectPhotoNotSent(requests, [photo]);
  });

  test('a group photo is refused in Spanish, with no corrected copy', async ({ page }) => {
    const requests = watchRequests(page);
    await openChecker(page, 'es');
    const photo = await groupPhoto();
    await choose(page, photo);
    const issues = page.getByTestId('photo-original-issues');
    await expect(issues.locator('li[data-issue=SEVERAL_FACES]')).toContainText('Se encontraron 3 caras.', {
      timeout: 90_000,
    });
    await expect(page.getByTestId('photo-cannot-correct')).toHaveText(
      'Una copia corregida no puede arreglar esta foto. Tome otra y vuelva a comprobarla.',
    );
    await expect(page.getByTestId('photo-corrected-section')).toHaveCount(0);
    expectPhotoNotSent(requests, [photo]);
  });

  test('works on a phone-width screen with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openChecker(page);
    // The file input takes the focus (its label looks like a button) and nothing overflows.
    const input = page.getByTestId('photo-drop-zone').locator('input[type=file]');
    await input.focus();
    await expect(input).toBeFocused();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles(await goodPhoto());
    await expect(page.getByTestId('photo-original-verdict')).toHaveText(
      'This photo meets every rule the checker can test.',
      { timeout: 90_000 },
    );
    // The verdict takes the focus.
    await expect(page.getByRole('heading', { name: 'Your photo' })).toBeFocused();
  });
});
