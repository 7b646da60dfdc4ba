// Shared by the apps' GraphQL document specs: validates an operation against one service's emitted
// subgraph SDL (services/<service>/schema.graphql), so a contract change breaks a test, not a page.
const fs = require('node:fs');
const path = require('node:path');
const { buildSchema, validate } = require('graphql');

const schemas = new Map();

function subgraphSchema(service) {
  if (!schemas.has(service)) {
    const sdl = fs
      .readFileSync(path.resolve(__dirname, '../../services', service, 'schema.graphql'), 'utf8')
      .replace(/^extend schema @link[^\n]*\n/m, '');
    schemas.set(
      service,
      buildSchema(
        `directive @key(fields: String!, resolvable: Boolean) repeatable on OBJECT | INTERFACE\n${sdl}`,
      ),
    );
  }
  return schemas.get(service);
}

/** The validation errors of `document` against the service's subgraph ([] when it is valid). */
function documentErrors(service, document) {
  return validate(subgraphSchema(service), document).map((error) => error.message);
}

module.exports = { documentErrors, subgraphSchema };
