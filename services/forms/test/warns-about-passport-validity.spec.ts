import { randomUUID } from 'node:crypto';
import { memberActor, type TestSubgraph } from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { Tab, caller, changesOf, createForm, startForms } from './support/forms-client';

// The six-month passport warning in the API (issue 17): on the form and on its passport section,
// with a code, the answer path and a message id; a warning never blocks completion.
const READ = `query($id: ID!) { form(id: $id) { status version
  warnings { code section path messageId message }
  passport: section(key: "passportPage") { warnings { code section path messageId } }
  personal: section(key: "personalP1") { warnings { code } }
  sections { key warnings { code path } } } }`;

interface Warning {
  code: string;
  section: string;
  path: string;
  messageId: string;
  message?: string;
}
interface Read {
  form: {
    status: string;
    version: number;
    warnings: Warning[];
    passport: { warnings: Warning[] };
    personal: { warnings: Warning[] };
    sections: { key: string; warnings: { code: string; path: string }[] }[];
  };
}

const PASSPORT_WARNING = {
  code: 'PASSPORT_VALIDITY',
  section: 'passportPage',
  path: 'expirationDate',
  messageId: 'ds160.warning.passportSixMonths',
};

/** A date `months` from today (UTC), as the questionnaire stores it. */
function monthsFromToday(months: number, days = 0) {
  const d = new Date();
  const at = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate() + days));
  return { day: at.getUTCDate(), month: at.getUTCMonth() + 1, year: at.getUTCFullYear() };
}

describe('the six-month passport warning in the API', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const alice = memberActor(workspaceId);
  const read = async (actor: Actor, id: string) => {
    const body = await caller(forms)<Read>(actor, READ, { id });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.form;
  };

  beforeAll(async () => {
    forms = await startForms();
  });
  afterAll(() => forms?.close());

  it('warns when the passport expires within six months of the arrival, and the form still completes', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Tourist');
    const tab = new Tab(forms, alice, id);
    // Arrival 10 March 2027; the fixture's passport runs to 2030.
    const saved = await tab.saved(changesOf(MARRIED_B1B2_TOURIST));
    expect(saved.form.status).toBe('COMPLETED');
    expect((await read(alice, id)).warnings).toEqual([]);

    const short = await tab.saved([
      {
        section: 'passportPage',
        path: 'expirationDate',
        value: { day: 1, month: 8, year: 2027 },
        baseVersion: saved.version,
      },
    ]);
    expect(short.invalid).toEqual([]);
    const form = await read(alice, id);
    expect(form.status).toBe('COMPLETED');
    expect(form.warnings).toEqual([
      {
        ...PASSPORT_WARNING,
        message:
          'Your passport should be valid for at least six months after your arrival in the United States.',
      },
    ]);
    expect(form.passport.warnings).toEqual([PASSPORT_WARNING]);
    expect(form.personal.warnings).toEqual([]);
    expect(form.sections.filter((s) => s.warnings.length > 0).map((s) => s.key)).toEqual(['passportPage']);
  });

  it('measures from today while no arrival date is known', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Passport only');
    const tab = new Tab(forms, alice, id);
    const first = await tab.saved([
      { section: 'passportPage', path: 'expirationDate', value: monthsFromToday(5), baseVersion: 0 },
    ]);
    expect((await read(alice, id)).warnings).toEqual([expect.objectContaining(PASSPORT_WARNING)]);
    await tab.saved([
      {
        section: 'passportPage',
        path: 'expirationDate',
        value: monthsFromToday(6, 2),
        baseVersion: first.version,
      },
    ]);
    expect((await read(alice, id)).warnings).toEqual([]);
  });

  it('shows a client link its own form’s warning, and nobody else’s', async () => {
    const { id } = await createForm(forms, alice, workspaceId, 'Client form');
    const tab = new Tab(forms, alice, id);
    await tab.saved([
      { section: 'passportPage', path: 'expirationDate', value: monthsFromToday(2), baseVersion: 0 },
    ]);
    const client: Actor = {
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId,
      formId: id,
      permissions: ['read', 'fill'],
    };
    expect((await read(client, id)).passport.warnings).toEqual([PASSPORT_WARNING]);
    const stranger = await caller(forms)<Read>(memberActor(randomUUID()), READ, { id });
    expect(stranger.data?.form).toBeFalsy();
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
