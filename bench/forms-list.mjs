// Forms list and dashboard of a 10,000-form workspace (issue 5). Not a test: prints figures.
//
// Seeds FORMS forms (default 10,000) into one workspace with a fast SQL insert (names from common
// given names and surnames, five creators, every status, progress 0-100), plus NOISE forms
// (default 20,000) spread over 20 other workspaces, ANALYZEs, then times through the gateway (what
// the screens see) and straight to the forms subgraph:
// - the forms list with search, creator and status filters and every sort, RUNS times each
//   (default 40): p50 and p95; budget p95 <= 100 ms;
// - the dashboard (one column per status, 20 cards each): the first load after start-up and the
//   p95 of later loads; budget <= 150 ms.
//
//   npx nx run @portico/gateway:build && npx nx run @portico/forms:build
//   node bench/forms-list.mjs                         # self-starting (see bench/bench-system.mjs)
//   FORMS=10000 NOISE=20000 RUNS=40 node bench/forms-list.mjs
//   PORTICO_URL=… FORMS_URL=… DATABASE_URL=… node bench/forms-list.mjs   # against a running system
//                                                     # (seeds into the demo account's workspace)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { cleanup, fmt, percentile, pg, startSystem } from './bench-system.mjs';

const FORMS = Number(process.env.FORMS ?? 10_000);
const NOISE = Number(process.env.NOISE ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 40);

const GIVEN = [
  'Ana',
  'Wei',
  'Olga',
  'Minh',
  'Carlos',
  'Maria',
  'Ivan',
  'Linh',
  'Jose',
  'Mei',
  'Dmitri',
  'Lucia',
  'Huong',
  'Pedro',
  'Xiao',
];
const FAMILY = [
  'Garcia',
  'Wang',
  'Ivanova',
  'Nguyen',
  'Lopez',
  'Li',
  'Petrov',
  'Tran',
  'Hernandez',
  'Zhang',
  'Smirnov',
  'Martinez',
  'Pham',
  'Gonzalez',
  'Chen',
];

async function seed(system, creators) {
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    const insert = (workspaceId, count, names) =>
      client.query(
        `insert into forms.form (id, workspace_id, name, status, version, created_at, updated_at, created_by_user_id,
            translation_state, progress_completed, progress_applicable, progress_percent)
         select gen_random_uuid(), $1::uuid,
                ($2::text[])[1 + (g % array_length($2::text[], 1))] || ' ' || ($3::text[])[1 + ((g / 7) % array_length($3::text[], 1))] || ' DS-160 ' || g,
                (array['NOT_STARTED','IN_PROGRESS','IN_PROGRESS','IN_PROGRESS','COMPLETED','ARCHIVED'])[1 + (g % 6)],
                1, now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval,
                ($4::text[])[1 + (g % array_length($4::text[], 1))], 'NONE',
                (g * 7) % 18, 18, ((g * 7) % 18) * 100 / 18
           from generate_series(1, $5::int) g`,
        [workspaceId, names.given, names.family, creators, count],
      );
    const t0 = performance.now();
    await insert(system.workspaceId, FORMS, { given: GIVEN, family: FAMILY });
    for (let w = 0; w < 20; w++)
      await insert(randomUUID(), Math.floor(NOISE / 20), { given: GIVEN, family: FAMILY });
    await client.query('analyze forms.form');
    console.log(
      `seeded ${FORMS} forms (+${NOISE} in 20 other workspaces) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

const ITEM = 'id name createdBy createdAt updatedAt version status progress { completed applicable percent }';
const LIST = `query Forms($workspaceId: ID!, $search: String, $createdBy: ID, $status: FormStatus, $sort: FormSort!, $direction: SortDirection!, $limit: Int!, $offset: Int!) {
  forms(workspaceId: $workspaceId, search: $search, createdBy: $createdBy, status: $status, sort: $sort, direction: $direction, limit: $limit, offset: $offset) {
    totalCount workspaceTotal items { ${ITEM} }
  }
}`;
const DASHBOARD = `query Dashboard($workspaceId: ID!) { dashboard(workspaceId: $workspaceId, perColumn: 20) { status totalCount items { ${ITEM} } } }`;

async function timed(url, headers, query, variables) {
  const t = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  const ms = performance.now() - t;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { ms, data: body.data };
}

async function main() {
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const system = await startSystem();
  const creators = [system.userId, ...Array.from({ length: 4 }, () => randomUUID())];
  await seed(system, creators);

  const paths = [
    ['gateway', system.gatewayUrl, system.gatewayHeaders],
    ['direct', system.formsUrl, system.formsHeaders],
  ];
  // Dashboard first load: the first query of the board after start-up (cold plans and caches).
  console.log('\ndashboard (4 columns x 20 cards), budget <= 150 ms');
  for (const [label, url, headers] of paths) {
    const first = await timed(url, headers, DASHBOARD, { workspaceId: system.workspaceId });
    const later = [];
    for (let i = 0; i < RUNS; i++)
      later.push((await timed(url, headers, DASHBOARD, { workspaceId: system.workspaceId })).ms);
    later.sort((a, b) => a - b);
    const counts = first.data.dashboard.map((c) => `${c.status} ${c.totalCount}`).join(', ');
    console.log(
      `  ${label.padEnd(8)} first load ${fmt(first.ms)} ms   later p50 ${fmt(percentile(later, 50))} ms  p95 ${fmt(percentile(later, 95))} ms   ${first.ms <= 150 && percentile(later, 95) <= 150 ? 'MET' : 'MISSED'}   (${counts})`,
    );
  }

  const base = {
    workspaceId: system.workspaceId,
    search: null,
    createdBy: null,
    status: null,
    sort: 'CREATED_AT',
    direction: 'DESC',
    limit: 20,
    offset: 0,
  };
  const cases = [
    ['newest first (default)', {}],
    ['search "gar"', { search: 'gar' }],
    [
      'search "nguyen ds" + IN_PROGRESS, by name',
      { search: 'nguyen ds', status: 'IN_PROGRESS', sort: 'NAME', direction: 'ASC' },
    ],
    ['creator filter, by name', { createdBy: creators[1], sort: 'NAME', direction: 'ASC' }],
    ['status COMPLETED, by progress', { status: 'COMPLETED', sort: 'PROGRESS', direction: 'DESC' }],
    ['by status', { sort: 'STATUS', direction: 'ASC' }],
    ['by progress, page 250 (offset 5000)', { sort: 'PROGRESS', direction: 'DESC', offset: 5000 }],
    ['search "zz" (no match)', { search: 'zz' }],
  ];
  console.log(`\nforms list, ${RUNS} runs per case after one warm-up, budget p95 <= 100 ms`);
  const all = { gateway: [], direct: [] };
  for (const [name, vars] of cases) {
    const line = [];
    for (const [label, url, headers] of paths) {
      const variables = { ...base, ...vars };
      const warm = await timed(url, headers, LIST, variables);
      const ms = [];
      for (let i = 0; i < RUNS; i++) ms.push((await timed(url, headers, LIST, variables)).ms);
      ms.sort((a, b) => a - b);
      all[label].push(...ms);
      line.push(`${label} p50 ${fmt(percentile(ms, 50))} p95 ${fmt(percentile(ms, 95))}`);
      if (label === 'gateway')
        line.unshift(
          `${String(warm.data.forms.totalCount).padStart(5)} of ${warm.data.forms.workspaceTotal}`,
        );
    }
    console.log(`  ${name.padEnd(42)} ${line.join('   ')} ms`);
  }
  for (const label of ['gateway', 'direct']) {
    const ms = all[label].sort((a, b) => a - b);
    const p95 = percentile(ms, 95);
    console.log(
      `  all cases, ${label.padEnd(8)} p50 ${fmt(percentile(ms, 50))} ms  p95 ${fmt(p95)} ms  ${p95 <= 100 ? 'MET' : 'MISSED'}`,
    );
  }
}

try {
  await main();
} finally {
  await cleanup();
}
