import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createFormThroughApi, logInToTheAgency } from './editor-helpers';
import { violations } from './identity-helpers';

// The applicant's DS-160 photo on the form overview (docs/adr/0023), as a person uses it: a phone
// photo (PNG, not square) is made compliant and the changes are listed; a photo too small is
// refused naming the rule and the stored photo stays; removal asks first.

/** Photo-like pixels: colour that changes smoothly across the picture, with grain. */
function photoPixels(width: number, height: number, grain: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i += 3) {
      raw[i] = (120 + 60 * Math.sin(x / 150) + Math.random() * grain) | 0;
      raw[i + 1] = (120 + 60 * Math.sin(y / 120) + Math.random() * grain) | 0;
      raw[i + 2] = (120 + 60 * Math.sin((x + y) / 200) + Math.random() * grain) | 0;
    }
  return raw;
}

async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp(photoPixels(width, height, 25), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test('attaches a photo to a form: fixed to the DS-160 rules, a refusal names the rule, removal asks first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const workspaceId = await logInToTheAgency(page);
  const formId = await createFormThroughApi(page, workspaceId, `Photo journey ${Date.now()}`);
  await page.goto(`/workspaces/${workspaceId}/forms/${formId}`);
  const card = page.getByRole('region', { name: 'Photo' });
  await expect(card.getByText('No photo yet.')).toBeVisible({ timeout: 20_000 });

  // The picker is a real file input, reached with the keyboard.
  const input = card.getByLabel('Upload a photo (JPEG or PNG)');
  await input.focus();
  await expect(input).toBeFocused();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await phonePhoto(900, 700) });
  await expect(card.getByText('Photo saved.')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('img', { name: "The applicant's photo" })).toBeVisible();
  await expect(card.getByText(/700 x 700 pixels/)).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'converted to JPEG' })).toBeVisible();
  await expect(
    card.getByRole('listitem').filter({ hasText: 'cropped to a square from the centre' }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await card
    .getByLabel('Replace the photo (JPEG or PNG)')
    .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await phonePhoto(400, 400) });
  await expect(card.getByRole('alert')).toHaveText(
    'The photo must be at least 600 x 600 pixels: this one is too small to be made compliant.',
  );
  await expect(card.getByText(/700 x 700 pixels/)).toBeVisible();

  await card.getByRole('button', { name: 'Remove photo' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the photo?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByText('No photo yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Photo' }).getByText('No photo yet.')).toBeVisible({
    timeout: 20_000,
  });
});

test('a camera file over 2 MB is shrunk in the browser before it is sent, then made compliant', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const workspaceId = await logInToTheAgency(page);
  const formId = await createFormThroughApi(page, workspaceId, `Photo journey big ${Date.now()}`);
  await page.goto(`/workspaces/${workspaceId}/forms/${formId}`);
  const card = page.getByRole('region', { name: 'Photo' });
  await expect(card.getByText('No photo yet.')).toBeVisible({ timeout: 20_000 });
  const width = 3000;
  const height = 2400;
  const big = await sharp(photoPixels(width, height, 40), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  // Sent whole (base64), it would be over the 3 MB a GraphQL request may carry.
  expect(big.length).toBeGreaterThan(2.5 * 1024 * 1024);
  await card
    .getByLabel('Upload a photo (JPEG or PNG)')
    .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(card.getByText('Photo saved.')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/^1200 x 1200 pixels, /)).toBeVisible();
  await expect(
    card.getByRole('listitem').filter({ hasText: 'resized to 1200 x 1200 pixels at most' }),
  ).toBeVisible();
});
