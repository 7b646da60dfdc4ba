import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { Tab, changesOf, createForm, startForms } from './support/forms-client';

/** forms' `GET /internal/forms/:id/snapshot`, which the submission service freezes when filing. */
describe('the filing snapshot of a form', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);
  let formId: string;

  const snapshot = (id: string, actor?: Actor) =>
    fetch(new URL(`/internal/forms/${id}/snapshot`, forms.url), {
      headers: actor ? { 'x-portico-actor': forms.signer.sign(actor) } : {},
    });

  beforeAll(async () => {
    forms = await startForms();
    formId = (await createForm(forms, alice, workspaceId, 'Tourist filing')).id;
    const tab = new Tab(forms, alice, formId);
    const saved = await tab.saved(changesOf(MARRIED_B1B2_TOURIST));
    expect(saved.form.status).toBe('COMPLETED');
  });
  afterAll(() => forms?.close());

  it('gives a member the name, status, creator and every CEAC-bound answer, decrypted', async () => {
    const res = await snapshot(formId, alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      id: formId,
      workspaceId,
      name: 'Tourist filing',
      status: 'COMPLETED',
      createdBy: alice.kind === 'user' ? alice.userId : null,
    });
    // Sensitive answers (stored encrypted) come back as plain values, like every other answer.
    expect(body.answers.passportPage.passportDocumentNumber).toBe(
      MARRIED_B1B2_TOURIST.passportPage!.passportDocumentNumber,
    );
    expect(body.answers.personalP1.surname).toBe(MARRIED_B1B2_TOURIST.personalP1!.surname);
  });

  it('gives the answers as CEAC gets them: text in upper case, e-mail addresses and handles as typed', async () => {
    const body = await (await snapshot(formId, alice)).json();
    expect(MARRIED_B1B2_TOURIST.presentOccupationPage!.dutiesDescription).toBe(
      'I design and test payment software for online shops.',
    );
    expect(body.answers.presentOccupationPage.dutiesDescription).toBe(
      'I DESIGN AND TEST PAYMENT SOFTWARE FOR ONLINE SHOPS.',
    );
    expect(body.answers.addressAndPhonePage.email).toBe('li.wang@example.com');
    expect(body.answers.addressAndPhonePage.socialMediaProfiles).toEqual([
      { platform: 'SWBO', identifier: 'wangli88' },
    ]);
    expect(body.answers.personalP1.nativeFullName).toBe('王丽');
    expect(body.answers.personalP1.birthDate).toEqual(MARRIED_B1B2_TOURIST.personalP1!.birthDate);
  });

  it('gives a client link with submit its own form, and nothing to anyone else', async () => {
    const client = (permissions: ('read' | 'fill' | 'submit' | 'view_status')[], form = formId): Actor => ({
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId,
      formId: form,
      permissions,
    });
    expect((await snapshot(formId, client(['submit']))).status).toBe(200);
    expect((await snapshot(formId, client(['read', 'fill', 'view_status']))).status).toBe(404);
    expect((await snapshot(formId, client(['submit'], randomUUID()))).status).toBe(404);
    expect((await snapshot(formId, memberActor(randomUUID()))).status).toBe(404);
    expect((await snapshot(randomUUID(), alice)).status).toBe(404);
    expect((await snapshot('not-a-uuid', alice)).status).toBe(404);
    expect((await snapshot(formId)).status).toBe(401);
    expect((await snapshot(formId, { kind: 'system', service: 'gateway' })).status).toBe(401);
  });
});
