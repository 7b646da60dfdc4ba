// The applicant's photo (docs/adr/0023): uploaded to forms (made compliant there), frozen with the
// filing (encrypted), and uploaded by the robot worker at CEAC's photo step on the real simulator.
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { memberActor } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { actAsApplicant, startSim, type Sim } from './support/applicant';
import type { RunningRobotWorker } from '../src/robot-worker';
import { secretCipher, secretPlace } from '../src/modules/submission/secret-cipher';

jest.setTimeout(180_000);

describe("the applicant's photo on CEAC", () => {
  let system: FilingSystem;
  let sim: Sim;
  let worker: RunningRobotWorker;
  const workspaceId = randomUUID();
  const applicant = memberActor(workspaceId);

  beforeAll(async () => {
    [system, sim] = await Promise.all([startFilingSystem(), startSim()]);
    worker = await startTestRobotWorker(system, sim.url);
  });
  afterAll(async () => {
    await worker?.stop();
    await system?.close();
    await sim?.close();
  });

  it('files the form with the photo attached in the editor: the simulator holds it, accepted', async () => {
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'With photo');
    expect(form.status).toBe('COMPLETED');
    // A phone-like upload: a PNG, not square. Forms makes it a compliant JPEG.
    const raw = Buffer.alloc(450 * 400 * 3);
    for (let i = 0; i < raw.length; i++)
      raw[i] = (120 + 60 * Math.sin(i / 700 + (i % 3) * 2) + Math.random() * 30) | 0;
    const png = await sharp(raw, { raw: { width: 450, height: 400, channels: 3 } })
      .resize(900, 800)
      .png()
      .toBuffer();
    const set = await system.forms<{ setFormPhoto: { photo: { adjustments: string[]; dataUrl: string } } }>(
      applicant,
      `mutation($i: SetFormPhotoInput!) { setFormPhoto(input: $i) { photo { adjustments dataUrl } } }`,
      { i: { formId: form.id, image: png.toString('base64') } },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.setFormPhoto.photo.adjustments).toEqual(['CONVERTED_TO_JPEG', 'CROPPED_TO_SQUARE']);
    const jpeg = Buffer.from(set.data!.setFormPhoto.photo.dataUrl.split(',')[1], 'base64');

    const created = await system.call(
      applicant,
      `mutation($f: ID!) { createSubmission(formId: $f) { id } }`,
      {
        f: form.id,
      },
    );
    expect(created.errors).toBeUndefined();
    const submissionId = created.data!.createSubmission.id as string;

    // Frozen with the answers, encrypted (never the JPEG in the clear).
    const [row] = await system.sql<{ photo_encrypted: Buffer }>(
      'select photo_encrypted from submission.submission where id = $1',
      [submissionId],
    );
    expect(row.photo_encrypted.includes(jpeg.subarray(100, 164))).toBe(false);
    expect(
      Buffer.from(
        secretCipher().decrypt(row.photo_encrypted, secretPlace.photo(submissionId)),
        'base64',
      ).equals(jpeg),
    ).toBe(true);

    // Removing the photo from the form now does not change this filing.
    await system.forms(applicant, `mutation($i: FormIdInput!) { removeFormPhoto(input: $i) { id } }`, {
      i: { id: form.id },
    });

    const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
    expect(outcome).toMatchObject({ status: 'COMPLETED', errorMessage: null });
    const record = await sim.hook<{
      photo: { accepted: boolean; bytes: number; sha256: string; width: number; height: number } | null;
      photoChoice: string;
      submitCount: number;
    }>(`/applications/${outcome.applicationId}`);
    expect(record.submitCount).toBe(1);
    expect(record.photoChoice).toBe('photo');
    expect(record.photo).toMatchObject({
      accepted: true,
      bytes: jpeg.length,
      sha256: createHash('sha256').update(jpeg).digest('hex'),
      width: 800,
      height: 800,
    });
  });
});
