#!/usr/bin/env node
/**
 * The schema-change gate (docs/adr/0052). The API schema partners and our frontends see (the
 * supergraph's, without federation's machinery) is compared with the accepted one,
 * gateway/schema-baseline.graphql, by GraphQL Inspector. Every breaking change between them must be
 * listed in gateway/schema-changes.json with a reason, by whoever makes it; a listed change that no
 * longer happens must go. `npm test` checks it (gateway/test/schema-change-gate.spec.ts).
 *
 *   node gateway/scripts/schema-gate.js            what changed since the baseline, and the verdict
 *   node gateway/scripts/schema-gate.js --accept   the current schema becomes the baseline; the
 *                                                  listed breaking changes are cleared (a release)
 */
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { Supergraph } = require('@apollo/federation-internals');
const { CriticalityLevel, diff } = require('@graphql-inspector/core');
const { buildSchema, lexicographicSortSchema, printSchema } = require('graphql');

const REPO_ROOT = path.resolve(__dirname, '../..');
const SUPERGRAPH_FILE = path.join(REPO_ROOT, 'gateway', 'supergraph.graphql');
const BASELINE_FILE = path.join(REPO_ROOT, 'gateway', 'schema-baseline.graphql');
const CHANGES_FILE = path.join(REPO_ROOT, 'gateway', 'schema-changes.json');

/** The API schema of a supergraph's SDL, printed in a stable order. */
function apiSchemaSdl(supergraphSdl) {
  return printSchema(
    lexicographicSortSchema(Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema()),
  );
}

/** A change's key in schema-changes.json: its kind and where it happens. */
const keyOf = (change) => `${change.type} ${change.path ?? ''}`.trim();

/**
 * The verdict on `currentSdl` (an API schema) against `baselineSdl`, given the listed changes
 * (`{ breaking: [{ change, reason }] }`): the breaking changes not listed (or listed without a
 * reason) and the listed ones that do not happen.
 */
async function judge(baselineSdl, currentSdl, listed) {
  const changes = await diff(buildSchema(baselineSdl), buildSchema(currentSdl));
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  const reasons = new Map(
    (listed.breaking ?? []).map((entry) => [String(entry.change ?? ''), String(entry.reason ?? '').trim()]),
  );
  const happening = new Set(breaking.map(keyOf));
  return {
    changes,
    breaking,
    unlisted: breaking.filter((change) => !reasons.get(keyOf(change))),
    stale: [...reasons.keys()].filter((key) => !happening.has(key)),
  };
}

function readCurrent() {
  return {
    baseline: readFileSync(BASELINE_FILE, 'utf8'),
    current: apiSchemaSdl(readFileSync(SUPERGRAPH_FILE, 'utf8')),
    listed: JSON.parse(readFileSync(CHANGES_FILE, 'utf8')),
  };
}

module.exports = { apiSchemaSdl, judge, keyOf, readCurrent, BASELINE_FILE, CHANGES_FILE };

if (require.main === module) {
  (async () => {
    if (process.argv.includes('--accept')) {
      writeFileSync(BASELINE_FILE, apiSchemaSdl(readFileSync(SUPERGRAPH_FILE, 'utf8')));
      writeFileSync(CHANGES_FILE, `${JSON.stringify({ breaking: [] }, null, 2)}\n`);
      process.stdout.write('the current API schema is the baseline; no breaking change listed\n');
      return;
    }
    const { baseline, current, listed } = readCurrent();
    const verdict = await judge(baseline, current, listed);
    for (const change of verdict.changes)
      process.stdout.write(`${change.criticality.level.padEnd(13)} ${keyOf(change)}: ${change.message}\n`);
    for (const change of verdict.unlisted)
      process.stderr.write(`breaking, with no reason in gateway/schema-changes.json: "${keyOf(change)}"\n`);
    for (const key of verdict.stale)
      process.stderr.write(`listed in gateway/schema-changes.json but no longer happening: "${key}"\n`);
    process.exitCode = verdict.unlisted.length + verdict.stale.length > 0 ? 1 : 0;
  })();
}
