import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import sharp from 'sharp';
import {
  memberActor,
  metadataCanariesIn,
  metadataLeftIn,
  withMetadataCanaries,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import {
  PHOTO_MAX_BYTES,
  PHOTO_REFUSALS,
  PHOTO_UPLOAD_MAX_BYTES,
  isBareJpeg,
  processPhoto,
} from '../src/modules/photo/photo';
import { caller, createForm, startForms } from './support/forms-client';

/** A photo-like image: smooth shading with grain (compresses like a photo, not like a flat fill). */
async function photo(
  width: number,
  height: number,
  options: {
    format?: 'jpeg' | 'png';
    quality?: number;
    grey?: boolean | 'rgb';
    progressive?: boolean;
    grain?: number;
  } = {},
): Promise<Buffer> {
  const grain = options.grain ?? 30;
  // Drawn at a quarter of the size and scaled up (quick to make, still grainy).
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++, i++)
        raw[i] = Math.max(
          0,
          Math.min(255, 110 + 70 * Math.sin((x + 2 * y + 20 * c) / 45) + Math.random() * grain),
        );
  let image = sharp(raw, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, {
    kernel: 'nearest',
  });
  if (options.grey === true) image = image.greyscale().toColourspace('b-w');
  // A black-and-white photo saved with three (equal) channels.
  if (options.grey === 'rgb') image = image.greyscale().toColourspace('srgb');
  return options.format === 'png'
    ? image.png().toBuffer()
    : image.jpeg({ quality: options.quality ?? 80, progressive: options.progressive ?? false }).toBuffer();
}

const PHOTO = `photo { width height bytes uploadedAt adjustments dataUrl }`;
const SET = `mutation($input: SetFormPhotoInput!) { setFormPhoto(input: $input) { id ${PHOTO} } }`;
const REMOVE = `mutation($input: FormIdInput!) { removeFormPhoto(input: $input) { id photo { bytes } } }`;
const READ = `query($id: ID!) { form(id: $id) { id ${PHOTO} } }`;

interface PhotoOut {
  width: number;
  height: number;
  bytes: number;
  uploadedAt: string;
  adjustments: string[];
  dataUrl: string;
}
type Body = {
  data?: { setFormPhoto?: { photo: PhotoOut | null }; form?: { photo: PhotoOut | null } } | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

const jpegOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');

jest.setTimeout(60_000);

describe("the applicant's DS-160 photo on a form", () => {
  let forms: TestSubgraph;
  let call: ReturnType<typeof caller>;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);

  const set = (actor: Actor, formId: string, image: Buffer | string) =>
    call(actor, SET, {
      input: { formId, image: typeof image === 'string' ? image : image.toString('base64') },
    }) as Promise<Body>;
  const read = async (formId: string, actor: Actor = alice) =>
    ((await call(actor, READ, { id: formId })) as Body).data?.form?.photo ?? null;
  const stored = async (formId: string) => {
    const db = new Client({ connectionString: forms.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ image_encrypted: Buffer; bytes: number }>(
        'select image_encrypted, bytes from forms.form_photo where form_id = $1',
        [formId],
      );
      return rows;
    } finally {
      await db.end();
    }
  };
  const newForm = async () => (await createForm(forms, alice, workspaceId, 'Photo form')).id;

  /** Whether a JPEG meets every file rule the DS-160 photo tool checks. */
  async function expectCompliant(jpeg: Buffer, side: number) {
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({
      format: 'jpeg',
      width: side,
      height: side,
      channels: 3,
      space: 'srgb',
      depth: 'uchar',
    });
    expect(meta.isProgressive).toBe(false);
    expect(jpeg.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  }

  beforeAll(async () => {
    forms = await startForms();
    call = caller(forms);
  });
  afterAll(() => forms?.close());

  it('stores a compliant JPEG exactly as uploaded, encrypted at rest, and shows it back', async () => {
    const formId = await newForm();
    const original = await photo(600, 600);
    expect(original.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    const body = await set(alice, formId, original);
    expect(body.errors).toBeUndefined();
    const out = body.data!.setFormPhoto!.photo!;
    expect(out).toMatchObject({ width: 600, height: 600, bytes: original.length, adjustments: [] });
    expect(jpegOf(out.dataUrl).equals(original)).toBe(true);
    // At rest: ciphertext, not the JPEG (no SOI marker, no run of the original's bytes).
    const [row] = await stored(formId);
    expect(row.bytes).toBe(original.length);
    expect(row.image_encrypted.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(row.image_encrypted.includes(original.subarray(200, 264))).toBe(false);
    expect((await read(formId))?.bytes).toBe(original.length);
  });

  it.each([
    ['a PNG', () => photo(800, 800, { format: 'png' }), 800, ['CONVERTED_TO_JPEG']],
    ['a photo that is not square', () => photo(900, 700), 700, ['CROPPED_TO_SQUARE']],
    ['a photo larger than 1200 px', () => photo(1600, 1600, { grain: 8 }), 1200, ['RESIZED']],
    ['a file over 240 kB', () => photo(1000, 1000, { quality: 100, grain: 80 }), 1000, ['RECOMPRESSED']],
    ['a progressive JPEG', () => photo(640, 640, { progressive: true }), 640, ['RECOMPRESSED']],
    [
      'a wide photo over 1200 px',
      () => photo(2000, 1300, { grain: 8 }),
      1200,
      ['CROPPED_TO_SQUARE', 'RESIZED'],
    ],
  ])('makes %s compliant and says what it changed', async (_name, make, side, adjustments) => {
    const formId = await newForm();
    const original = await make();
    const body = await set(alice, formId, original);
    expect(body.errors).toBeUndefined();
    const out = body.data!.setFormPhoto!.photo!;
    expect(out).toMatchObject({ width: side, height: side, adjustments });
    const jpeg = jpegOf(out.dataUrl);
    expect(out.bytes).toBe(jpeg.length);
    await expectCompliant(jpeg, side);
  });

  it.each([
    ['smaller than 600 px', () => photo(500, 800), PHOTO_REFUSALS.tooSmall],
    ['grey-scale', () => photo(700, 700, { grey: true }), PHOTO_REFUSALS.notColour],
    ['black-and-white saved as RGB', () => photo(700, 700, { grey: 'rgb' }), PHOTO_REFUSALS.notColour],
    ['not an image', async () => Buffer.from('%PDF-1.7 this is not a photo'), PHOTO_REFUSALS.notImage],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 700, height: 700, channels: 3, background: '#a0b0c0' } })
          .gif()
          .toBuffer(),
      PHOTO_REFUSALS.notImage,
    ],
    ['empty', async () => '', PHOTO_REFUSALS.empty],
    ['not base64', async () => '%%%not base64%%%', PHOTO_REFUSALS.notImage],
  ])('refuses a photo %s naming the rule, and keeps the photo it had', async (_name, make, message) => {
    const formId = await newForm();
    const good = await photo(600, 600);
    await set(alice, formId, good);
    const body = await set(alice, formId, await make());
    expect(body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
    const [row] = await stored(formId);
    expect(row.bytes).toBe(good.length);
    expect(jpegOf((await read(formId))!.dataUrl).equals(good)).toBe(true);
  });

  it('takes a colour photo whose colour is all in fine detail for colour (not grey)', async () => {
    // Colour that changes within every few pixels averages out to grey on a thumbnail.
    const raw = Buffer.alloc(900 * 700 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (120 + 60 * Math.sin(i / 900 + (i % 3) * 2)) | 0;
    const png = await sharp(raw, { raw: { width: 900, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    const body = await set(alice, await newForm(), png);
    expect(body.errors).toBeUndefined();
    expect(body.data!.setFormPhoto!.photo!.adjustments).toEqual(['CONVERTED_TO_JPEG', 'CROPPED_TO_SQUARE']);
  });

  /** The stored JPEG (decrypted) and the filing snapshot's: the camera data of the upload is in neither. */
  async function expectNoMetadata(formId: string, out: PhotoOut) {
    const jpeg = jpegOf(out.dataUrl);
    expect(await metadataLeftIn(jpeg)).toEqual([]);
    expect(isBareJpeg(jpeg)).toBe(true);
    const snapshot = (await (
      await fetch(new URL(`/internal/forms/${formId}/snapshot`, forms.url), {
        headers: { 'x-portico-actor': forms.signer.sign(alice) },
      })
    ).json()) as { photo: { jpegBase64: string } };
    expect(Buffer.from(snapshot.photo.jpegBase64, 'base64').equals(jpeg)).toBe(true);
  }

  it('stores none of the EXIF, GPS, XMP, IPTC, ICC or comments of a JPEG that otherwise meets every rule', async () => {
    const formId = await newForm();
    const upload = await withMetadataCanaries(await photo(600, 600));
    expect(metadataCanariesIn(upload)).toHaveLength(5);
    expect(isBareJpeg(upload)).toBe(false);
    const body = await set(alice, formId, upload);
    expect(body.errors).toBeUndefined();
    const out = body.data!.setFormPhoto!.photo!;
    expect(out).toMatchObject({ width: 600, height: 600, adjustments: ['METADATA_REMOVED'] });
    await expectCompliant(jpegOf(out.dataUrl), 600);
    await expectNoMetadata(formId, out);
  });

  it('keeps a phone photo upright when it drops its EXIF orientation with the rest', async () => {
    // Stored sideways with EXIF orientation 6 (shown turned 90 degrees clockwise): the green band
    // along the stored top is the right edge of the picture a person sees.
    const raw = Buffer.alloc(900 * 700 * 3);
    for (let y = 0, i = 0; y < 700; y++)
      for (let x = 0; x < 900; x++, i += 3) raw.set(y < 80 ? [20, 200, 40] : [200, 40, 60], i);
    const sideways = await sharp(raw, { raw: { width: 900, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    const formId = await newForm();
    const body = await set(alice, formId, await withMetadataCanaries(sideways, { orientation: 6 }));
    expect(body.errors).toBeUndefined();
    const out = body.data!.setFormPhoto!.photo!;
    expect(out).toMatchObject({
      width: 700,
      height: 700,
      adjustments: ['ROTATED', 'CROPPED_TO_SQUARE', 'METADATA_REMOVED'],
    });
    await expectNoMetadata(formId, out);
    const { data, info } = await sharp(jpegOf(out.dataUrl)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const green = ([r, g]: number[]) => g > 150 && r < 100;
    expect(green(pixel(690, 350))).toBe(true); // right edge
    expect(green(pixel(350, 10))).toBe(false); // top edge
    expect(green(pixel(10, 350))).toBe(false);
  });

  it('stores none of the metadata of a PNG', async () => {
    const formId = await newForm();
    const upload = await withMetadataCanaries(await photo(700, 700, { format: 'png' }), { format: 'png' });
    expect(metadataCanariesIn(upload).length).toBeGreaterThan(0);
    const body = await set(alice, formId, upload);
    expect(body.errors).toBeUndefined();
    const out = body.data!.setFormPhoto!.photo!;
    expect(out.adjustments).toEqual(['CONVERTED_TO_JPEG', 'METADATA_REMOVED']);
    await expectNoMetadata(formId, out);
  });

  it('tells a bare JPEG from one with anything besides the picture', async () => {
    const bare = await photo(600, 600);
    expect(isBareJpeg(bare)).toBe(true);
    expect(isBareJpeg(Buffer.concat([bare, Buffer.from('trailing data')]))).toBe(false);
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x05, 0x68, 0x69, 0x21]);
    expect(isBareJpeg(Buffer.concat([bare.subarray(0, 2), comment, bare.subarray(2)]))).toBe(false);
    expect(isBareJpeg(bare.subarray(0, bare.length - 2))).toBe(false);
  });

  it('refuses a file over 10 MB before decoding it', async () => {
    await expect(processPhoto(Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES + 1))).rejects.toThrow(
      PHOTO_REFUSALS.tooBig,
    );
    const formId = await newForm();
    // Over the transport limit too: the request is refused and nothing is stored.
    const body = await set(
      alice,
      formId,
      'A'.repeat(Math.ceil((PHOTO_UPLOAD_MAX_BYTES * 4) / 3) + 100),
    ).catch(() => ({ errors: [{ message: 'refused' }] }) as Body);
    expect(body.errors?.length ?? 0).toBeGreaterThan(0);
    expect(await stored(formId)).toHaveLength(0);
  });

  it('replaces and removes the photo', async () => {
    const formId = await newForm();
    await set(alice, formId, await photo(600, 600));
    const second = await photo(700, 700);
    expect((await set(alice, formId, second)).data!.setFormPhoto!.photo!.bytes).toBe(second.length);
    expect(await stored(formId)).toHaveLength(1);
    const removed = (await call(alice, REMOVE, { input: { id: formId } })) as {
      data: { removeFormPhoto: { photo: null } };
    };
    expect(removed.data.removeFormPhoto.photo).toBeNull();
    expect(await stored(formId)).toHaveLength(0);
    expect(await read(formId)).toBeNull();
  });

  it('follows the rules of answers: members and fill links set it, others cannot, view_status sees none', async () => {
    const formId = await newForm();
    const client = (permissions: ('read' | 'fill' | 'submit' | 'view_status')[]): Actor => ({
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId,
      formId,
      permissions,
    });
    const image = await photo(600, 600);
    expect((await set(client(['fill']), formId, image)).errors).toBeUndefined();
    expect((await set(client(['read', 'submit']), formId, image)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await set(memberActor(randomUUID()), formId, image)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await call(client(['read']), REMOVE, { input: { id: formId } })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await read(formId, client(['read']))).toMatchObject({ bytes: image.length });
    expect(await read(formId, client(['view_status']))).toBeNull();
    expect(await stored(formId)).toHaveLength(1);

    await call(alice, `mutation($i: FormIdInput!) { archiveForm(input: $i) { id } }`, { i: { id: formId } });
    const archived = await set(alice, formId, await photo(700, 700));
    expect(archived.errors?.[0].message).toBe('This form is archived. Unarchive it to edit.');
    expect((await stored(formId))[0].bytes).toBe(image.length);
  });

  it('gives the photo (base64) in the filing snapshot, and null without one', async () => {
    const formId = await newForm();
    const snapshot = async () =>
      (await (
        await fetch(new URL(`/internal/forms/${formId}/snapshot`, forms.url), {
          headers: { 'x-portico-actor': forms.signer.sign(alice) },
        })
      ).json()) as { photo: { jpegBase64: string; width: number; height: number } | null };
    expect((await snapshot()).photo).toBeNull();
    const image = await photo(600, 600);
    await set(alice, formId, image);
    const { photo: frozen } = await snapshot();
    expect(frozen).toMatchObject({ width: 600, height: 600 });
    expect(Buffer.from(frozen!.jpegBase64, 'base64').equals(image)).toBe(true);
  });
});
