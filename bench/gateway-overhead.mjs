// Budget: the same query through the gateway has p99 <= 1.5x the p99 straight to the forms subgraph.
// Starts PostgreSQL, the forms subgraph and the gateway (test actor header, no identity hop) from
// their dist/ builds, or runs against a running system with PORTICO_URL, FORMS_URL and DATABASE_URL
// (then a real login: every gateway request also asks identity for the actor). See bench-system.mjs.
// Runs autocannon against both paths in one run and prints req/s, p99 and the ratios, twice:
//  1. saturated: as many requests as each path answers (closed loop), which gives the throughput
//     ratio; at saturation p99 mostly measures queueing (connections / throughput), not overhead;
//  2. equal load: both paths offered the same rate (half of what the gateway sustained in 1), which
//     gives the latency a user sees through the gateway at a load it carries. Not a test.
//   node bench/gateway-overhead.mjs [seconds=10] [connections=20]
import autocannon from 'autocannon';
import { cleanup, gql, startSystem } from './bench-system.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);

function load(url, headers, body, overallRate) {
  return autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    body,
    ...(overallRate ? { overallRate } : {}),
  });
}

async function main() {
  const system = await startSystem();
  const { workspaceId } = system;
  // Direct calls carry the signed actor the gateway would send (bench-system signs it).
  const directHeaders = system.formsHeaders;
  for (let i = 0; i < 10; i++) {
    await gql(
      system.formsUrl,
      directHeaders,
      'mutation($input: CreateFormInput!) { createForm(input: $input) { id } }',
      { input: { workspaceId, name: `Bench form ${i + 1}` } },
    );
  }
  const query = `query Forms($workspaceId: ID!) { forms(workspaceId: $workspaceId, limit: 10) { totalCount items { id name status version } } }`;
  const body = JSON.stringify({ query, variables: { workspaceId }, operationName: 'Forms' });
  // Both paths must answer the same data before they are timed.
  const viaGateway = await gql(system.gatewayUrl, system.gatewayHeaders, query, { workspaceId });
  const direct = await gql(system.formsUrl, directHeaders, query, { workspaceId });
  if (JSON.stringify(viaGateway) !== JSON.stringify(direct))
    throw new Error('gateway and subgraph answers differ');

  console.log(`autocannon: ${connections} connections, ${seconds} s per path (after a 3 s warm-up each)`);
  const results = {};
  for (const [name, url, headers] of [
    ['direct', system.formsUrl, directHeaders],
    ['gateway', system.gatewayUrl, system.gatewayHeaders],
  ]) {
    await autocannon({
      url,
      method: 'POST',
      connections,
      duration: 3,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const result = await load(url, headers, body);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results[name] = result;
    console.log(
      `${name.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
    );
  }
  const p99Ratio = results.gateway.latency.p99 / results.direct.latency.p99;
  const rpsRatio = results.gateway.requests.average / results.direct.requests.average;
  console.log(
    `saturated gateway/direct: req/s ${rpsRatio.toFixed(2)}x, p99 ${p99Ratio.toFixed(2)}x (${p99Ratio <= 1.5 ? 'within' : 'OVER'} the 1.5x budget)`,
  );

  const rate = Math.max(10, Math.round(results.gateway.requests.average / 2));
  console.log(`equal load: ${rate} req/s offered to each path for ${seconds} s`);
  const equal = {};
  for (const [name, url, headers] of [
    ['direct', system.formsUrl, directHeaders],
    ['gateway', system.gatewayUrl, system.gatewayHeaders],
  ]) {
    const result = await load(url, headers, body, rate);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    equal[name] = result;
    console.log(
      `${name.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
    );
  }
  const equalRatio = equal.gateway.latency.p99 / equal.direct.latency.p99;
  console.log(
    `equal-load gateway/direct: p99 ${equalRatio.toFixed(2)}x (${equalRatio <= 1.5 ? 'within' : 'OVER'} the 1.5x budget)`,
  );
}

try {
  await main();
} finally {
  await cleanup();
}
