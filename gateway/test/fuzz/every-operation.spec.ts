/**
 * The fuzz suite (issue 16, docs/adr/0038): every root operation of the composed schema, with inputs
 * generated from its types, sent as every kind of caller, against real processes on PostgreSQL.
 * Replay a run with FUZZ_SEED=<the printed seed>; FUZZ_KNOWN_FINDINGS=fail shows marked findings too.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getNamedType } from 'graphql';
import WebSocket from 'ws';
import sharp from 'sharp';
import { Secret, TOTP } from 'otpauth';
import { F1_STUDENT } from '@portico/shared-types/src/fixtures';
import { REPO_ROOT } from '../../src/compose';
import { LIMITS } from '../../src/gateway-runtime';
import { composeForTest } from '../support/portico-system';
import { actorFor, Jar, PASSWORD, Setup, type Actor, type Credentials, type Json } from './support/actors';
import { Campaign, type Failure } from './support/campaign';
import {
  documentOf,
  loadSchema,
  operationsOf,
  planOf,
  Random,
  type InputContext,
  type Operation,
  type TenantIds,
  type Variant,
} from './support/inputs';
import { judgeFailures, KNOWN_FINDINGS } from './support/known-findings';
import { startFuzzSystem, type FuzzSystem } from './support/system';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127) >>> 0;
/**
 * How long any answer may take. Well above a loaded two-core machine's slowest honest answer (an
 * argon2 sign-up, about 2 s at load average 20) and well below what the findings cost (tens of
 * seconds, or the gateway's own OPERATION_TIMEOUT at 10 s).
 */
const REQUEST_LIMIT_MS = Number(process.env.FUZZ_REQUEST_LIMIT_MS ?? 5_000);
/** Operations that wait on an outside system by design: their own time-out plus the usual limit. */
const OUTSIDE_CALL_LIMITS_MS = {
  // identity fetches the logo with a 5 s time-out (branding.service.ts); no network here.
  'mutation setWorkspaceLogoFromUrl': 5_000 + REQUEST_LIMIT_MS,
};
/** The whole campaign's budget (set-up excluded). */
const TOTAL_BUDGET_MS = Number(process.env.FUZZ_TOTAL_BUDGET_MS ?? 420_000);
/** Forms in the attacked workspace, for list-size attacks with the largest pages. */
const WORKSPACE_FORMS = Number(process.env.FUZZ_WORKSPACE_FORMS ?? 100);
/** Sampled inputs beyond the core set, for a caller who gets past authorisation. */
const EXTRA_INPUTS = Number(process.env.FUZZ_EXTRA_INPUTS ?? 3);
/** Sampled inputs for a caller who is refused at the door. */
const SHALLOW_INPUTS = Number(process.env.FUZZ_SHALLOW_INPUTS ?? 1);
/** Sampled core inputs for each further caller who gets past authorisation. */
const FURTHER_INPUTS = Number(process.env.FUZZ_FURTHER_INPUTS ?? 3);
/** Only operations whose name matches (a replay of one operation). */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

// The campaign stops itself at its budget; this only bounds the set-up and the properties.
jest.setTimeout(1_800_000);

const rng = new Random(SEED);
const platformAdminEmail = `platform-admin-${SEED}@example.test`;
let system: FuzzSystem;
let setup: Setup;
let campaign: Campaign;
const failures: Failure[] = [];
const figures = {
  operations: 0,
  actors: 0,
  inputs: 0,
  requests: 0,
  fiveHundreds: 0,
  crashes: 0,
  stored: 0,
  slow: 0,
};

interface Caller {
  actor: Actor;
  own: TenantIds;
  foreign: TenantIds | null;
}
const callers: Caller[] = [];
const markers = { A: [] as string[], C: [] as string[] };

interface Fixture {
  adminA: { jar: Jar; email: string; userId: string };
  A: TenantIds & { forms: string[] };
  C: TenantIds;
  knownAccount: string;
  photo: string;
  logo: string;
}
let fixture: Fixture;

/** The answers of a complete application as saveAnswers changes: dotted paths, dates and lists whole. */
function changesOf(answers: Record<string, Json>): Json[] {
  const out: Json[] = [];
  const walk = (section: string, prefix: string, values: Json) => {
    for (const [key, value] of Object.entries(values)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const isDate =
        value &&
        typeof value === 'object' &&
        Object.keys(value).every((k) => ['day', 'month', 'year'].includes(k));
      if (value && typeof value === 'object' && !Array.isArray(value) && !isDate)
        walk(section, path, value as Json);
      else out.push({ section, path, value, baseVersion: 0 });
    }
  };
  for (const [section, values] of Object.entries(answers)) walk(section, '', values);
  return out;
}

async function compliantPhoto(exif?: Json): Promise<Buffer> {
  const image = sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 120, b: 90 } },
  });
  return (exif ? image.withExif(exif) : image).jpeg({ quality: 90 }).toBuffer();
}

async function buildFixture(): Promise<void> {
  setup = new Setup(system);
  const markA = `Tenant A ${randomUUID().slice(0, 8)}`;
  const markC = `Tenant C ${randomUUID().slice(0, 8)}`;
  markers.A.push(markA);
  markers.C.push(markC);

  const adminA = await setup.user(setup.uniqueEmail('admin-a'));
  const a = { jar: adminA.jar };
  const workspaceA = (await setup.data(a, 'mutation { createWorkspace(input: { name: "Agency A" }) { id } }'))
    .createWorkspace.id as string;
  const createForm = async (credentials: Credentials, workspaceId: string, name: string) =>
    (
      await setup.data(
        credentials,
        'mutation($w: ID!, $n: String!) { createForm(input: { workspaceId: $w, name: $n, source: BLANK }) { id } }',
        { w: workspaceId, n: name },
      )
    ).createForm.id as string;
  const save = (credentials: Credentials, formId: string, changes: Json[]) =>
    setup.data(credentials, 'mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { version } }', {
      i: { formId, clientId: randomUUID(), seq: 1, idempotencyKey: randomUUID(), changes },
    });
  // Form 0 is the clients' form; the others carry tenant A's marker, which no client may read.
  const formsA = [await createForm(a, workspaceA, 'Client form')];
  const filled = await createForm(a, workspaceA, `${markA} form 1`);
  await save(a, filled, changesOf(F1_STUDENT as Record<string, Json>));
  await save(a, filled, [{ section: 'personalP1', path: 'birthCity', value: markA, baseVersion: 1 }]);
  formsA.push(filled);
  const sections = Object.keys(F1_STUDENT);
  while (formsA.length < WORKSPACE_FORMS) {
    const copy = await setup.data(
      a,
      'mutation($i: DuplicateFormInput!) { duplicateForm(input: $i) { id } }',
      { i: { formId: filled, name: `${markA} form ${formsA.length}`, sections } },
    );
    formsA.push(copy.duplicateForm.id as string);
  }
  await save(a, formsA[0], [{ section: 'personalP1', path: 'surname', value: 'PETROVA', baseVersion: 0 }]);

  const member = await setup.user(setup.uniqueEmail('member-a'));
  await setup.addMember(workspaceA, member.userId, 'member');
  const sacrificial = await setup.user(setup.uniqueEmail('sacrificial-a'));
  await setup.addMember(workspaceA, sacrificial.userId, 'member');
  const key = async (credentials: Credentials, workspaceId: string, name: string) =>
    (
      await setup.data(
        credentials,
        'mutation($w: ID!, $n: String!) { createApiKey(input: { workspaceId: $w, name: $n }) { secret apiKey { id } } }',
        { w: workspaceId, n: name },
      )
    ).createApiKey as { secret: string; apiKey: { id: string } };
  const partnerKey = await key(a, workspaceA, 'Partner');
  const spareKey = await key(a, workspaceA, 'Spare');
  const order = async (credentials: Credentials, workspaceId: string) =>
    (
      await setup.data(
        credentials,
        `mutation($w: ID!, $k: String!) { startCheckout(input: { workspaceId: $w, productCode: SINGLE_FORM, quantity: 1, country: "US", region: "CA", idempotencyKey: $k }) { order { id } } }`,
        { w: workspaceId, k: randomUUID() },
      )
    ).startCheckout.order.id as string;
  const orderA = await order(a, workspaceA);
  const spareLink = await setup.clientSession(a, {
    workspaceId: workspaceA,
    formId: formsA[0],
    permissions: ['READ'],
  });

  const adminC = await setup.user(setup.uniqueEmail('admin-c'));
  const c = { jar: adminC.jar };
  const workspaceC = (await setup.data(c, 'mutation { createWorkspace(input: { name: "Agency C" }) { id } }'))
    .createWorkspace.id as string;
  const formC = await createForm(c, workspaceC, `${markC} form`);
  await save(c, formC, [
    { section: 'personalP1', path: 'surname', value: markC.toUpperCase(), baseVersion: 0 },
  ]);
  markers.C.push(markC.toUpperCase());
  const memberC = await setup.user(setup.uniqueEmail('member-c'));
  await setup.addMember(workspaceC, memberC.userId, 'member');
  const keyC = await key(c, workspaceC, 'C key');
  const orderC = await order(c, workspaceC);
  const linkC = await setup.clientSession(c, {
    workspaceId: workspaceC,
    formId: formC,
    permissions: ['READ'],
    clientName: markC,
  });

  const personal = await setup.user(setup.uniqueEmail('personal'));
  const personalWorkspace = (await setup.data({ jar: personal.jar }, '{ viewer { currentWorkspaceId } }'))
    .viewer.currentWorkspaceId as string;
  const personalForm = await createForm({ jar: personal.jar }, personalWorkspace, 'My form');
  const admin = await setup.user(platformAdminEmail);
  const known = await setup.user(setup.uniqueEmail('known-account'));
  const adminPersonal = (await setup.data({ jar: admin.jar }, '{ viewer { currentWorkspaceId } }')).viewer
    .currentWorkspaceId as string;

  const A: TenantIds & { forms: string[] } = {
    workspace: workspaceA,
    form: formsA[0],
    forms: formsA,
    order: orderA,
    user: sacrificial.userId,
    apiKey: spareKey.apiKey.id,
    clientLink: spareLink.linkId,
  };
  const C: TenantIds = {
    workspace: workspaceC,
    form: formC,
    order: orderC,
    user: memberC.userId,
    apiKey: keyC.apiKey.id,
    clientLink: linkC.linkId,
  };
  const photo = (await compliantPhoto()).toString('base64');
  const logo = `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  fixture = { adminA, A, C, knownAccount: known.email, photo, logo };
  memberships = (await system.db.query('select workspace_id, user_id, role from identity.membership')).rows;

  const add = (actor: Actor, own: TenantIds, foreign: TenantIds | null) =>
    callers.push({ actor, own, foreign });
  add(actorFor('business admin', { jar: adminA.jar }, 'A', { userId: adminA.userId }), A, C);
  add(
    actorFor('platform administrator', { jar: admin.jar }, 'platform', { userId: admin.userId }),
    { workspace: adminPersonal, form: A.form, order: orderA, user: sacrificial.userId },
    null,
  );
  for (const permission of ['FILL', 'READ', 'SUBMIT', 'VIEW_STATUS']) {
    const session = await setup.clientSession(a, {
      workspaceId: workspaceA,
      formId: formsA[0],
      permissions: [permission],
    });
    add(
      actorFor(`client (${permission.toLowerCase()})`, { jar: session.jar }, 'client'),
      { workspace: workspaceA, form: formsA[0] },
      C,
    );
  }
  add(actorFor('partner API key', { bearer: partnerKey.secret }, 'A'), A, C);
  add(actorFor('business member', { jar: member.jar }, 'A', { userId: member.userId }), A, C);
  add(actorFor('admin of another workspace', { jar: adminC.jar }, 'C', { userId: adminC.userId }), C, A);
  add(
    actorFor('personal-workspace user', { jar: personal.jar }, 'personal', { userId: personal.userId }),
    { workspace: personalWorkspace, form: personalForm },
    C,
  );
  add(actorFor('anonymous', {}, 'none'), A, C);
}

function contextFor(caller: Caller): InputContext {
  let seq = 1_000;
  return {
    own: caller.own,
    foreign: caller.foreign,
    password: PASSWORD,
    actorUserId: caller.actor.userId,
    rng,
    nextSeq: () => seq++,
    freshEmail: () => setup.uniqueEmail('fuzz'),
    uuid: () => randomUUID(),
    photo: fixture.photo,
    logo: fixture.logo,
  };
}

/** Refreshes every signed-in caller's session (POST /auth/refresh with the refresh cookie). */
async function refreshSessions(): Promise<void> {
  for (const caller of callers) {
    const jar = caller.actor.credentials.jar;
    if (jar?.cookies.has('portico_refresh')) await setup.auth(jar, '/auth/refresh', {});
  }
}

/** Memberships as the fixture made them. */
let memberships: { workspace_id: string; user_id: string; role: string }[] = [];

/** Puts back what an accepted input may have taken from the callers (an archived form, a role, a key). */
async function restoreFixture(): Promise<void> {
  const { db } = system;
  // A caller may have left a workspace, been removed from it or had its role changed.
  for (const m of memberships)
    await db.query(
      `insert into identity.membership (workspace_id, user_id, role, added_at) values ($1, $2, $3, now())
       on conflict (workspace_id, user_id) do update set role = excluded.role`,
      [m.workspace_id, m.user_id, m.role],
    );
  await db.query(`update identity.api_key set revoked_at = null where revoked_at is not null`);
  await db.query(`update identity.client_link set revoked_at = null where revoked_at is not null`);
  const archived = await db.query(`select id from forms.form where id = $1 and status = 'ARCHIVED'`, [
    fixture.A.form,
  ]);
  if (archived.rowCount)
    await setup.data(
      { jar: fixture.adminA.jar },
      'mutation($id: ID!) { unarchiveForm(input: { id: $id }) { id } }',
      { id: fixture.A.form },
    );
  await removeEnormousItems();
}

/**
 * Answers stored under a repeater index no form can have (1000 and up): an accepted one is reported
 * where it was sent; left in place, every later read of the form would pay for it again.
 */
async function removeEnormousItems(): Promise<void> {
  await system.db.query(`delete from forms.form_answer where path ~ '(^|\\.)[0-9]{4,}(\\.|$)'`);
}

const AT_THE_DOOR = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

async function fuzzOperation(operation: Operation): Promise<void> {
  const plan = planOf(operation);
  const deep: Caller[] = [];
  const costly = new Set<string>();
  for (const caller of callers) {
    const ctx = contextFor(caller);
    const outcome = await campaign.graphql(
      caller.actor,
      operation,
      plan.document,
      plan.baseline(ctx),
      'baseline',
      'any',
    );
    figures.inputs++;
    if (!outcome.refused || outcome.codes.some((code) => !AT_THE_DOOR.has(code))) deep.push(caller);
  }
  campaign.varyOrigin = true;
  for (const caller of callers) {
    const ctx = contextFor(caller);
    const all = plan.variants(ctx);
    let chosen: Variant[];
    const rank = deep.indexOf(caller);
    if (rank === 0)
      chosen = [
        ...all.filter((v) => v.core),
        ...rng.sample(
          all.filter((v) => !v.core),
          EXTRA_INPUTS,
        ),
      ];
    else if (rank > 0)
      chosen = [
        ...rng.sample(
          all.filter((v) => v.core),
          FURTHER_INPUTS,
        ),
        ...rng.sample(
          all.filter((v) => !v.core),
          1,
        ),
      ];
    else chosen = rng.sample(all, SHALLOW_INPUTS);
    for (const variant of chosen) {
      // An input that crashed a service or stalled it is reported once, not again for every caller.
      if (costly.has(variant.tag)) continue;
      const variables = plan.baseline(ctx);
      const where = `${operation.kind} ${operation.name} | ${caller.actor.name} | ${variant.tag}`;
      variant.apply(variables, campaign.canary(where));
      const outcome = await campaign.graphql(
        caller.actor,
        operation,
        plan.document,
        variables,
        variant.tag,
        variant.expect,
      );
      if (outcome.costly) costly.add(variant.tag);
      figures.inputs++;
    }
  }
  campaign.varyOrigin = false;
}

/** The largest page a list field answers: the largest `limit` it does not refuse. */
async function largestPage(operation: Operation, caller: Caller): Promise<number | null> {
  if (!operation.field.args.some((arg) => arg.name === 'limit')) return null;
  const plan = planOf(operation);
  for (const limit of [10_000, 1_000, 500, 200, 100, 50, 20]) {
    const variables = { ...plan.baseline(contextFor(caller)), limit };
    const outcome = await campaign.graphql(
      caller.actor,
      operation,
      plan.document,
      variables,
      `limit ${limit}`,
      'any',
    );
    figures.inputs++;
    if (!outcome.refused) return limit;
  }
  return null;
}

/** Aliased, nested selections of every list with its largest page: refused, or answered in time. */
async function heavySelections(operations: Operation[]): Promise<void> {
  const admin = callers.find((c) => c.actor.name === 'business admin')!;
  const platform = callers.find((c) => c.actor.tenant === 'platform')!;
  for (const operation of operations.filter((o) => o.kind === 'query')) {
    // The caller who reaches the most of this list: the platform administrator for admin lists.
    let caller = admin;
    let limit = await largestPage(operation, caller);
    if (limit === null) {
      caller = platform;
      limit = await largestPage(operation, caller);
    }
    if (limit === null) continue;
    const plan = planOf(operation);
    const document = documentOf(operation, { count: LIMITS.maxAliases, depth: 3 });
    const variables = { ...plan.baseline(contextFor(caller)), limit };
    await campaign.graphql(
      caller.actor,
      operation,
      document,
      variables,
      `${LIMITS.maxAliases} aliases, 3 deep, limit ${limit}`,
      'any',
    );
    figures.inputs++;
  }
}

/** The account endpoints (plain HTTP under /auth), found in identity's routes. */
function authRoutes(): string[] {
  const dir = path.join(REPO_ROOT, 'services', 'identity', 'src', 'modules');
  const routes = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.routes.ts'))
        for (const match of readFileSync(file, 'utf8').matchAll(/['`](\/auth\/[a-z/-]+)['`]/g))
          routes.add(match[1]);
    }
  };
  walk(dir);
  return [...routes].sort();
}

const AUTH_FIELDS = ['email', 'password', 'language', 'code', 'token', 'totpCode'];

async function fuzzAuthRoutes(): Promise<void> {
  campaign.varyOrigin = true;
  const routes = authRoutes();
  const attackers = callers.filter((c) =>
    ['anonymous', 'personal-workspace user', 'client (fill)'].includes(c.actor.name),
  );
  for (const route of routes) {
    for (const caller of attackers) {
      const bodies: [string, (canary: { text: string; number: number }) => string][] = [
        ['not JSON', (c) => `{"email": ${c.text}`],
        ['a JSON list', (c) => JSON.stringify([c.text])],
        ['a JSON string', (c) => JSON.stringify(c.text)],
        ['deeply nested', (c) => `${'{"email":'.repeat(50_000)}"${c.text}"${'}'.repeat(50_000)}`],
      ];
      for (const field of AUTH_FIELDS) {
        bodies.push([
          `${field}: a number`,
          (c) => JSON.stringify({ email: `${c.text}@example.test`, [field]: c.number }),
        ]);
        bodies.push([
          `${field}: NUL`,
          (c) =>
            JSON.stringify({
              email: `x${c.text}@example.test`,
              password: PASSWORD,
              [field]: `x\u0000${c.text}`,
            }),
        ]);
        bodies.push([`${field}: an object`, (c) => JSON.stringify({ [field]: { $gt: c.text } })]);
        bodies.push([
          `${field}: 90 kB`,
          (c) => JSON.stringify({ [field]: `${'a'.repeat(90_000)}${c.text}` }),
        ]);
      }
      for (const [tag, make] of rng.sample(bodies, caller.actor.name === 'anonymous' ? 12 : 4)) {
        const canary = campaign.canary(`POST ${route} | ${caller.actor.name} | ${tag}`);
        const ip = `10.${rng.int(250)}.${rng.int(250)}.${1 + rng.int(250)}`;
        await campaign.http(caller.actor, route, make(canary), tag, { ip });
        figures.inputs++;
      }
    }
  }
}

/** Bodies that are not GraphQL requests at all. */
async function fuzzTransport(): Promise<void> {
  campaign.varyOrigin = true;
  const bodies: [string, string][] = [
    ['not JSON', '{"query": '],
    ['query is a number', '{"query": 42}'],
    ['query is an object', '{"query": {"a": 1}}'],
    [
      'batched requests',
      JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ viewer { kind } }' }))),
    ],
    ['variables are a string', '{"query": "{ viewer { kind } }", "variables": "x"}'],
    [
      'deeply nested variables',
      `{"query": "{ viewer { kind } }", "variables": ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`,
    ],
    ['a 2.9 MB query', JSON.stringify({ query: `{ viewer { kind } } #${'x'.repeat(2_900_000)}` })],
    ['a 4 MB body', JSON.stringify({ query: `#${'x'.repeat(4_000_000)}` })],
    ['NUL in the query', JSON.stringify({ query: '{ viewer\u0000 { kind } }' })],
    ['unknown operation name', JSON.stringify({ query: '{ viewer { kind } }', operationName: 'Nope' })],
    [
      '2,000 nested selections',
      JSON.stringify({ query: `{ viewer ${'{ user '.repeat(1_000)}${'}'.repeat(1_000)} }` }),
    ],
    [
      '16 aliases',
      JSON.stringify({
        query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: viewer { kind }`).join(' ')} }`,
      }),
    ],
    ['introspection', JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' })],
    [
      'a fragment cycle',
      JSON.stringify({
        query: '{ viewer { ...A } } fragment A on Viewer { ...B } fragment B on Viewer { ...A }',
      }),
    ],
  ];
  for (const caller of callers.filter((c) =>
    ['anonymous', 'business admin', 'partner API key'].includes(c.actor.name),
  ))
    for (const [tag, body] of bodies) {
      await campaign.http(caller.actor, '/graphql', body, tag);
      figures.inputs++;
    }
}

beforeAll(async () => {
  process.stdout.write(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED})\n`);
  system = await startFuzzSystem({ platformAdminEmail });
  await buildFixture();
  campaign = new Campaign(system, {
    requestLimitMs: REQUEST_LIMIT_MS,
    outsideCallLimitsMs: OUTSIDE_CALL_LIMITS_MS,
    tenantMarkers: markers,
    foreignOrigins: [
      'http://evil.example',
      `http://127.0.0.1:${Number(new URL(system.gateway.origin).port) + 1}`,
      `http://sub.${new URL(system.gateway.origin).hostname}.example`,
      'null',
    ],
    random: () => rng.next(),
    afterCrash: removeEnormousItems,
  });
  await campaign.start();
}, 300_000);

afterAll(async () => {
  await campaign?.close();
  await system?.stop();
});

describe('the fuzz suite', () => {
  it('sends every operation bad input as every kind of caller: no 5xx, no exit, nothing stored, in time', async () => {
    const schema = loadSchema(readFileSync(composeForTest(), 'utf8'));
    const operations = operationsOf(schema).filter((o) => !ONLY || ONLY.test(o.name));
    const started = Date.now();
    let refreshed = Date.now();
    for (const operation of operations) {
      if (Date.now() - started - campaign.recoveryMs > TOTAL_BUDGET_MS) break;
      // Access tokens last 10 minutes: the callers refresh theirs as the front end does.
      if (Date.now() - refreshed > 240_000) {
        await refreshSessions();
        refreshed = Date.now();
      }
      await fuzzOperation(operation);
      await restoreFixture();
      const down = await system.ready();
      for (const problem of down)
        campaign.fail({
          check: 'not ready',
          operation: `${operation.kind} ${operation.name}`,
          actor: '-',
          input: '-',
          detail: problem,
        });
    }
    await refreshSessions();
    await heavySelections(operations);
    if (!ONLY) {
      await fuzzAuthRoutes();
      await fuzzTransport();
      campaign.varyOrigin = false;
    }
    const elapsed = Date.now() - started;
    // Restarting crashed services and waiting for stalled ones is charged to those findings.
    if (elapsed - campaign.recoveryMs > TOTAL_BUDGET_MS)
      campaign.fail({
        check: 'slow answer',
        operation: '(all)',
        actor: '-',
        input: '-',
        detail: `the campaign took ${elapsed} ms (${Math.round(campaign.recoveryMs)} ms of it recovering from crashes and stalls), over its budget of ${TOTAL_BUDGET_MS} ms`,
      });
    Object.assign(figures, {
      operations: campaign.operations.size,
      actors: campaign.actors.size,
      requests: campaign.counted.requests,
      fiveHundreds: campaign.counted.fiveHundreds + campaign.counted.internalErrors,
      crashes: campaign.counted.crashes,
      stored: campaign.counted.stored,
      slow: campaign.counted.slow,
    });
    const busiest = [...campaign.perOperation.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    process.stdout.write(`fuzz: most requests: ${busiest.map(([name, n]) => `${name} ${n}`).join(', ')}\n`);
    process.stdout.write(
      `fuzz: ${operations.length} operations of the schema (+ /auth and transport), ${figures.actors} callers, ${figures.inputs} inputs, ${figures.requests} requests in ${Math.round(elapsed / 1000)} s: ` +
        `5xx ${figures.fiveHundreds}, crashes ${figures.crashes}, stored changes ${figures.stored}, slow answers ${figures.slow}\n`,
    );
    failures.push(...campaign.failures.splice(0));
    expect(operations.length).toBeGreaterThan(0);
  });
});

/** Answers with what may differ between two requests (addresses, ids, times, tokens) blanked. */
function normalize(text: string, addresses: string[]): string {
  let out = text;
  for (const address of addresses) out = out.split(address).join('<email>');
  return out
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[0-9:.]+Z/g, '<time>')
    .replace(/[A-Za-z0-9_-]{40,}/g, '<token>')
    .replace(/"requestId":"[^"]*"/g, '"requestId":"<id>"');
}

/** Input fields (at any depth) named like an e-mail address, with their path in the variables. */
function emailFields(operation: Operation): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (type: unknown, at: (string | number)[], depth: number) => {
    if (depth > 4) return;
    const named = getNamedType(type as never) as unknown as {
      getFields?: () => Record<string, { name: string; type: unknown }>;
      name: string;
    };
    if (!named.getFields) return;
    for (const field of Object.values(named.getFields())) {
      const fieldNamed = getNamedType(field.type as never) as unknown as { name: string };
      if (/e-?mail/i.test(field.name) && fieldNamed.name === 'String') out.push([...at, field.name]);
      else walk(field.type, [...at, field.name], depth + 1);
    }
  };
  for (const arg of operation.field.args) {
    const named = getNamedType(arg.type) as unknown as { name: string };
    if (/e-?mail/i.test(arg.name) && named.name === 'String') out.push([arg.name]);
    else walk(arg.type, [arg.name], 0);
  }
  return out;
}

function setPath(target: Json, at: (string | number)[], value: unknown): void {
  let node = target;
  for (const key of at.slice(0, -1)) node = node[key] ??= {};
  node[at[at.length - 1]] = value;
}

const property = (operation: string, actor: string, input: string, detail: string) =>
  campaign.fail({ check: 'property', operation, actor, input, detail });

describe('the fuzz suite: properties', () => {
  beforeAll(() => refreshSessions());

  it('answers the same for a known and an unknown account wherever an e-mail address is typed', async () => {
    const schema = loadSchema(readFileSync(composeForTest(), 'utf8'));
    const admin = callers.find((c) => c.actor.name === 'business admin')!;
    for (const operation of operationsOf(schema).filter(
      (o) => o.kind === 'mutation' && (!ONLY || ONLY.test(o.name)),
    )) {
      const plan = planOf(operation);
      for (const at of emailFields(operation)) {
        const answers: string[] = [];
        const unknown = setup.uniqueEmail('nobody');
        for (const address of [fixture.knownAccount, unknown]) {
          // A pending e-mail change holds the caller to one request a minute whatever the address:
          // each probe starts without one, so only the address can make the answers differ.
          await system.db.query(`delete from identity.email_change where user_id = $1`, [admin.actor.userId]);
          const variables = plan.baseline(contextFor(admin));
          setPath(variables, at, address);
          const outcome = await campaign.graphql(
            admin.actor,
            operation,
            plan.document,
            variables,
            `${at.join('.')}: ${address === unknown ? 'unknown' : 'known'} account`,
            'any',
          );
          answers.push(`${outcome.status} ${normalize(outcome.text, [fixture.knownAccount, unknown])}`);
        }
        if (answers[0] !== answers[1])
          property(
            `mutation ${operation.name}`,
            admin.actor.name,
            at.join('.'),
            `known account: ${answers[0].slice(0, 250)} | unknown: ${answers[1].slice(0, 250)}`,
          );
      }
    }
    const anonymous = callers.find((c) => c.actor.name === 'anonymous')!;
    for (const [route, body] of [
      ['/auth/signup', (email: string) => ({ email, password: PASSWORD, language: 'en' })],
      ['/auth/password-reset/request', (email: string) => ({ email })],
    ] as const) {
      const answers: string[] = [];
      const unknown = setup.uniqueEmail('nobody');
      for (const address of [fixture.knownAccount, unknown]) {
        const answer = await campaign.http(
          { ...anonymous.actor, credentials: { jar: new Jar() } },
          route,
          JSON.stringify(body(address)),
          `${address === unknown ? 'unknown' : 'known'} account`,
          { ip: `192.0.2.${1 + rng.int(250)}` },
        );
        answers.push(`${answer.status} ${normalize(answer.text, [fixture.knownAccount, unknown])}`);
      }
      if (answers[0] !== answers[1])
        property(
          `POST ${route}`,
          'anonymous',
          'email',
          `known account: ${answers[0].slice(0, 250)} | unknown: ${answers[1].slice(0, 250)}`,
        );
    }
  });

  it("lets the owner sign in with the right password and second factor after an attacker's wrong passwords", async () => {
    const owner = await setup.user(setup.uniqueEmail('owner'));
    const enrollment = await setup.data({ jar: owner.jar }, 'mutation { beginTotpEnrollment { secret } }');
    const totp = new TOTP({
      secret: Secret.fromBase32(enrollment.beginTotpEnrollment.secret as string),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    await setup.data(
      { jar: owner.jar },
      'mutation($c: String!) { confirmTotpEnrollment(input: { code: $c }) { totpEnabled } }',
      { c: totp.generate() },
    );
    const attacker = { ...callers.find((c) => c.actor.name === 'anonymous')!.actor, name: 'attacker' };
    for (let i = 0; i < 10; i++)
      await campaign.http(
        { ...attacker, credentials: { jar: new Jar() } },
        '/auth/login',
        JSON.stringify({ email: owner.email, password: `Wrong-password-${i}` }),
        `wrong password #${i + 1}`,
        { ip: `203.0.113.${10 + i}` },
      );
    const signIn = await campaign.http(
      { ...attacker, name: 'the owner', credentials: { jar: new Jar() } },
      '/auth/login',
      JSON.stringify({
        email: owner.email,
        password: PASSWORD,
        totpCode: totp.generate({ timestamp: Date.now() + 30_000 }),
      }),
      'the right password and code, from the owner’s own address',
      { ip: '198.51.100.7' },
    );
    if (signIn.status !== 200)
      property(
        'POST /auth/login',
        'the owner',
        'right password + TOTP after 10 wrong passwords from other addresses',
        `${signIn.status} ${signIn.text.slice(0, 300)}`,
      );
  });

  it('leaves nothing and answers no 5xx for a sign-up whose address the mail server refuses', async () => {
    const email = `dead-${SEED}-${rng.int(1e9)}@example.test`;
    // As a relay answers for a mailbox that does not exist.
    system.mailbox.refuse(email, 550);
    const anonymous = callers.find((c) => c.actor.name === 'anonymous')!;
    const answer = await campaign.http(
      { ...anonymous.actor, credentials: { jar: new Jar() } },
      '/auth/signup',
      JSON.stringify({ email, password: PASSWORD, language: 'en' }),
      'an address the mail server refuses',
      { ip: '192.0.2.200' },
    );
    const left = await system.db.query(
      'select count(*)::int as n from identity.user_account where email = $1',
      [email],
    );
    if (left.rows[0].n > 0)
      property(
        'POST /auth/signup',
        'anonymous',
        'an address the mail server refuses',
        `answered ${answer.status} and left an account behind: ${answer.text.slice(0, 200)}`,
      );
  });

  it('sends an address at most 5 mails however many sign-ups name it', async () => {
    const victim = fixture.knownAccount;
    const before = system.mailbox.messages.filter((m) => m.to.includes(victim)).length;
    const anonymous = callers.find((c) => c.actor.name === 'anonymous')!;
    for (let i = 0; i < 12; i++)
      await campaign.http(
        { ...anonymous.actor, credentials: { jar: new Jar() } },
        '/auth/signup',
        JSON.stringify({ email: victim, password: PASSWORD, language: 'en' }),
        `sign-up #${i + 1} naming an existing address`,
        { ip: `198.18.0.${i + 1}` },
      );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sent = system.mailbox.messages.filter((m) => m.to.includes(victim)).length - before;
    process.stdout.write(`fuzz: 12 sign-ups naming one address sent it ${sent} mails\n`);
    if (sent > 5)
      property(
        'POST /auth/signup',
        'anonymous',
        '12 sign-ups naming one address from 12 addresses',
        `the address received ${sent} mails`,
      );
  });

  it('keeps no EXIF or GPS of an uploaded photo or logo', async () => {
    const admin = callers.find((c) => c.actor.name === 'business admin')!;
    const canary = campaign.canary('EXIF | business admin | photo and logo');
    const exif = {
      IFD0: { ImageDescription: canary.text, Artist: canary.text },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 45/1 2100/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '37/1 37/1 1200/100',
      },
    };
    const jpeg = await compliantPhoto(exif);
    const carriesExif = async (bytes: Buffer) => {
      const meta = await sharp(bytes).metadata();
      const gps =
        meta.exif &&
        (meta.exif.includes(Buffer.from([0x88, 0x25])) || meta.exif.includes(Buffer.from([0x25, 0x88])));
      return bytes.includes(canary.text) || Boolean(gps);
    };
    if (!(await carriesExif(jpeg)))
      throw new Error('the test image carries no EXIF: the check would prove nothing');
    const formOp = { kind: 'mutation' as const, name: 'setFormPhoto' };
    const photo = await campaign.graphql(
      admin.actor,
      formOp,
      'mutation($i: SetFormPhotoInput!) { setFormPhoto(input: $i) { photo { dataUrl } } }',
      { i: { formId: fixture.A.form, image: jpeg.toString('base64') } },
      'a photo with EXIF GPS',
      'any',
    );
    if (photo.refused)
      property(
        'mutation setFormPhoto',
        admin.actor.name,
        'a compliant photo with EXIF GPS',
        `refused: ${photo.text.slice(0, 200)}`,
      );
    else {
      const stored = Buffer.from(
        (JSON.parse(photo.text).data.setFormPhoto.photo.dataUrl as string).split(',')[1],
        'base64',
      );
      if (await carriesExif(stored))
        property(
          'mutation setFormPhoto',
          admin.actor.name,
          'a compliant photo with EXIF GPS',
          'the stored photo keeps the EXIF (GPS, description)',
        );
    }
    const logoOp = { kind: 'mutation' as const, name: 'uploadWorkspaceLogo' };
    const logo = await campaign.graphql(
      admin.actor,
      logoOp,
      'mutation($i: UploadWorkspaceLogoInput!) { uploadWorkspaceLogo(input: $i) { logoUrl } }',
      {
        i: { workspaceId: fixture.A.workspace, dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
      },
      'a logo with EXIF GPS',
      'any',
    );
    if (logo.refused)
      property(
        'mutation uploadWorkspaceLogo',
        admin.actor.name,
        'a logo with EXIF GPS',
        `refused: ${logo.text.slice(0, 200)}`,
      );
    else {
      const { rows } = await system.db.query<{ logo: Buffer }>(
        'select logo from identity.workspace where id = $1',
        [fixture.A.workspace],
      );
      if (await carriesExif(rows[0].logo))
        property(
          'mutation uploadWorkspaceLogo',
          admin.actor.name,
          'a logo with EXIF GPS',
          'the stored logo keeps the EXIF (GPS, description)',
        );
    }
  });

  it('never lets a foreign origin send credentials: preflights and WebSocket upgrades', async () => {
    for (const origin of [
      'http://evil.example',
      `http://127.0.0.1:${Number(new URL(system.gateway.origin).port) + 1}`,
      'null',
    ])
      for (const where of ['/graphql', '/auth/login']) {
        const res = await fetch(`${system.gateway.origin}${where}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type,x-portico-csrf',
          },
        });
        if (res.status >= 500 || res.headers.get('access-control-allow-credentials'))
          property(
            `OPTIONS ${where}`,
            'a page on another origin',
            `Origin: ${origin}`,
            `${res.status}, Access-Control-Allow-Credentials: ${res.headers.get('access-control-allow-credentials')}, Access-Control-Allow-Origin: ${res.headers.get('access-control-allow-origin')}`,
          );
      }
    const opened = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(system.gateway.wsUrl, 'graphql-transport-ws', {
        headers: { origin: 'http://evil.example', cookie: fixture.adminA.jar.header() },
      });
      socket.once('open', () => (socket.close(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.once('unexpected-response', () => resolve(false));
    });
    if (opened)
      property(
        'WebSocket /graphql',
        'a page on another origin',
        'Origin: http://evil.example with the session cookie',
        'the upgrade was accepted',
      );
  });

  it('ends a client session idle for over 30 minutes; opening the link again starts a new one with the answers kept', async () => {
    const admin = callers.find((c) => c.actor.name === 'business admin')!;
    const session = await setup.clientSession(admin.actor.credentials, {
      workspaceId: fixture.A.workspace,
      formId: fixture.A.form,
      permissions: ['READ', 'FILL'],
    });
    const client = actorFor('client (idle 31 minutes)', { jar: session.jar }, 'client');
    const read = { kind: 'query' as const, name: 'form' };
    const document = 'query($id: ID!) { form(id: $id) { id sections { key answers } } }';
    const kept = `KEPT${rng.int(1e6)}`;
    await setup.data(
      { jar: session.jar },
      'mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { version } }',
      {
        i: {
          formId: fixture.A.form,
          clientId: randomUUID(),
          seq: 1,
          idempotencyKey: randomUUID(),
          changes: [{ section: 'personalP1', path: 'birthCity', value: kept, baseVersion: 0 }],
        },
      },
    );
    const fresh = await campaign.graphql(
      client,
      read,
      document,
      { id: fixture.A.form },
      'a fresh client session',
      'any',
    );
    if (fresh.refused) throw new Error(`a fresh client session was refused: ${fresh.text.slice(0, 200)}`);
    const { rows } = await system.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'identity' and table_name = 'client_session' and data_type like 'timestamp%'`,
    );
    const shift = rows
      .map((r) => `"${r.column_name}" = "${r.column_name}" - interval '31 minutes'`)
      .join(', ');
    await system.db.query(`update identity.client_session set ${shift} where link_id = $1`, [session.linkId]);
    const idle = await campaign.graphql(
      client,
      read,
      document,
      { id: fixture.A.form },
      'after 31 minutes idle',
      'any',
    );
    if (!idle.refused)
      property('query form', client.name, 'a client session idle for 31 minutes', 'still accepted');
    const jar = new Jar();
    await setup.auth(jar, '/auth/client-link', { token: session.token });
    const reopened = await campaign.graphql(
      actorFor('client (link opened again)', { jar }, 'client'),
      read,
      document,
      { id: fixture.A.form },
      'the link opened again',
      'any',
    );
    if (reopened.refused || !reopened.text.includes(kept))
      property(
        'POST /auth/client-link',
        'client',
        'the link opened again after its session ended',
        `${reopened.status} ${reopened.text.slice(0, 200)}`,
      );
  });
});

function summary(list: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const failure of list) {
    const key = `${failure.check} | ${failure.operation}${failure.check === 'property' ? ` | ${failure.input}` : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  return [...groups.entries()]
    .map(([key, group]) => {
      const first = group[0];
      return `- ${key} (${group.length}×), e.g. as ${first.actor}, input ${first.input}: ${first.detail}`;
    })
    .join('\n');
}

describe('the verdict', () => {
  it('finds nothing beyond the marked known findings, and every mark still finds its finding', () => {
    campaign.scanLogs();
    failures.push(...campaign.failures.splice(0));
    const verdict = judgeFailures(failures);
    for (const [id, list] of verdict.known)
      process.stdout.write(
        `fuzz: KNOWN FINDING ${id} (${KNOWN_FINDINGS.find((k) => k.id === id)!.title}): ${list.length} failures\n${summary(list)}\n`,
      );
    if (verdict.unexpected.length) process.stdout.write(`fuzz: FAILURES\n${summary(verdict.unexpected)}\n`);
    expect(summary(verdict.unexpected)).toBe('');
    // A run of some operations only (FUZZ_ONLY) cannot tell whether a mark is stale.
    if (!ONLY)
      expect(verdict.stale.map((mark) => `${mark.id} no longer occurs: remove its mark`)).toEqual([]);
  });
});
