// An agency's preparer details for CEAC's sign page (docs/adr/0024): saved by admins with CEAC's
// character sets and lengths (a refused field changes nothing), and handed to the submission service
// through GET /internal/workspaces/:id/preparer to whoever may file the workspace's forms.
import { randomUUID } from 'node:crypto';
import type { Actor } from '@portico/shared-types';
import { IdentityHarness, uniqueEmail, type Browser } from './support/identity-harness';

jest.setTimeout(60_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PREPARER_FIELDS = `preparer { surname givenName addressLine1 addressLine2 city state postalCode country relationship complete }`;
const UPDATE = `mutation($w: ID!, $p: CeacPreparerInput, $n: String) { updateBranding(input: { workspaceId: $w, agencyName: $n, preparer: $p }) { agencyName ${PREPARER_FIELDS} } }`;

describe('the agency as preparer on CEAC', () => {
  let owner: Browser;
  let ownerActor: Actor;
  let w: string;
  let personal: string;

  const internal = (workspaceId: string, actor: Actor | null) =>
    fetch(`${h.origin}/internal/workspaces/${workspaceId}/preparer`, {
      headers: actor ? { 'x-portico-actor': h.identity.signer.sign(actor) } : {},
    });

  beforeAll(async () => {
    owner = await h.activatedUser(uniqueEmail('preparer'));
    const created = await owner.graphql(`mutation { createWorkspace(input: { name: "Acme Visas" }) { id } }`);
    w = created.body.data.createWorkspace.id;
    ownerActor = await owner.actor();
    personal = (
      ownerActor as { memberships: { workspaceId: string; workspaceType?: string }[] }
    ).memberships.find((m) => m.workspaceType === 'personal')!.workspaceId;
  });

  it('starts empty (relationship AGENT, not complete) and the internal route gives no preparer yet', async () => {
    const read = await owner.graphql(
      `query($w: ID!) { workspaceBranding(workspaceId: $w) { ${PREPARER_FIELDS} } }`,
      {
        w,
      },
    );
    expect(read.body.data.workspaceBranding.preparer).toEqual({
      surname: null,
      givenName: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      state: null,
      postalCode: null,
      country: null,
      relationship: 'AGENT',
      complete: false,
    });
    const res = await internal(w, ownerActor);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      workspaceId: w,
      kind: 'business',
      preparer: null,
      applicantEmail: null,
      applicantLanguage: 'en',
    });
  });

  it("saves the details and answers the robot's preparer, upper case, organization from the agency name", async () => {
    const saved = await owner.graphql(UPDATE, {
      w,
      n: 'Acme Visas',
      p: {
        surname: ' Lopez ',
        givenName: 'Maria  Elena',
        addressLine1: '12 Calle Mayor',
        city: 'Madrid',
        postalCode: '28013',
        country: 'spn',
        relationship: 'consultant',
      },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateBranding.preparer).toEqual({
      surname: 'Lopez',
      givenName: 'Maria Elena',
      addressLine1: '12 Calle Mayor',
      addressLine2: null,
      city: 'Madrid',
      state: null,
      postalCode: '28013',
      country: 'SPN',
      relationship: 'CONSULTANT',
      complete: true,
    });
    const res = await internal(w, ownerActor);
    expect(await res.json()).toEqual({
      workspaceId: w,
      kind: 'business',
      applicantEmail: null,
      applicantLanguage: 'en',
      preparer: {
        surname: 'LOPEZ',
        givenName: 'MARIA ELENA',
        organization: 'ACME VISAS',
        address: { line1: '12 CALLE MAYOR', city: 'MADRID', zipCode: '28013', country: 'SPN' },
        relationship: 'CONSULTANT',
      },
    });
    // Clearing the relationship brings back AGENT; clearing the name pair leaves an organization-only preparer.
    const cleared = await owner.graphql(UPDATE, { w, p: { relationship: '', surname: null, givenName: '' } });
    expect(cleared.body.data.updateBranding.preparer).toMatchObject({
      surname: null,
      givenName: null,
      relationship: 'AGENT',
      complete: true,
    });
    expect(((await (await internal(w, ownerActor)).json()) as { preparer: unknown }).preparer).toEqual({
      surname: '',
      givenName: '',
      organization: 'ACME VISAS',
      address: { line1: '12 CALLE MAYOR', city: 'MADRID', zipCode: '28013', country: 'SPN' },
      relationship: 'AGENT',
    });
  });

  it('refuses what CEAC would refuse, naming the field, and changes nothing stored', async () => {
    const before = await h.sql(`select * from identity.workspace where id = $1`, [w]);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { surname: 'Lòpez', givenName: 'Ana' },
        'preparer.surname',
        'Preparer surnames: use English letters, spaces, hyphens and apostrophes (at most 33).',
      ],
      [
        { givenName: 'A'.repeat(34), surname: 'Lopez' },
        'preparer.givenName',
        'Preparer given names: use English letters, spaces, hyphens and apostrophes (at most 33).',
      ],
      [
        { addressLine1: 'X'.repeat(41) },
        'preparer.addressLine1',
        'Street address: use English letters, digits and common punctuation (at most 40).',
      ],
      [
        { addressLine2: 'Calle «Mayor»' },
        'preparer.addressLine2',
        'Street address: use English letters, digits and common punctuation (at most 40).',
      ],
      [
        { city: 'Saint-Pierre-des-Corps-sur-Loire' },
        'preparer.city',
        'City: use English letters, digits and common punctuation (at most 20).',
      ],
      [
        { state: 'Île-de-France' },
        'preparer.state',
        'State/province: use English letters, digits and common punctuation (at most 20).',
      ],
      [
        { postalCode: '28013/1' },
        'preparer.postalCode',
        'Postal code: use letters, digits, spaces and hyphens (at most 10).',
      ],
      [{ country: 'ESP' }, 'preparer.country', 'Choose a country from the list.'],
      [
        { relationship: 'AGENT #1' },
        'preparer.relationship',
        'Relationship: use English letters and spaces (at most 40), for example AGENT.',
      ],
      [
        { surname: 'Lopez' },
        'preparer.givenName',
        'Give both the surnames and the given names of the preparer, or neither.',
      ],
      [
        { relationship: 'friend' },
        'preparer.relationship',
        "Relationship to You cannot be SPOUSE, RELATIVE or FRIEND when only the organization is given: add the preparer's names or choose another relationship.",
      ],
    ];
    for (const [p, field, message] of cases) {
      const res = await owner.graphql(UPDATE, { w, p: { ...p, city: p.city ?? 'Barcelona' } });
      expect({ field, error: res.body.errors?.[0] }).toMatchObject({
        field,
        error: { message, extensions: { code: 'BAD_USER_INPUT', field } },
      });
    }
    expect(await h.sql(`select * from identity.workspace where id = $1`, [w])).toEqual(before);
  });

  it('answers only those who may file there; a personal workspace has no preparer', async () => {
    expect((await internal(w, null)).status).toBe(401);
    expect((await internal(w, { kind: 'system', service: 'gateway' })).status).toBe(401);
    const stranger: Actor = {
      kind: 'user',
      userId: randomUUID(),
      email: 'x@example.test',
      currentWorkspaceId: null,
      memberships: [],
    };
    expect((await internal(w, stranger)).status).toBe(404);
    const client = (permissions: ('read' | 'submit' | 'view_status')[]): Actor => ({
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId: w,
      formId: randomUUID(),
      permissions,
    });
    expect((await internal(w, client(['read', 'view_status']))).status).toBe(404);
    expect((await internal(w, client(['submit']))).status).toBe(200);
    expect((await internal(randomUUID(), { ...stranger, memberships: [] })).status).toBe(404);
    const mine = await internal(personal, ownerActor);
    expect(await mine.json()).toEqual({
      workspaceId: personal,
      kind: 'personal',
      preparer: null,
      applicantEmail: null,
      applicantLanguage: 'en',
    });
  });
});
