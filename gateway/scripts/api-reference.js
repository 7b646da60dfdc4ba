#!/usr/bin/env node
/**
 * Writes docs/api/reference.md, the partner API reference, from the committed gateway/supergraph.graphql
 * (plain Node and `graphql`, nothing else). `npm run compose -w gateway` runs it after composing;
 * `node gateway/scripts/api-reference.js --check` exits 1 when the committed reference is stale.
 *
 * What partners see is the API schema: the supergraph without federation's join__/link__ machinery
 * and without anything marked @inaccessible.
 */
const { readFileSync, writeFileSync, mkdirSync } = require('node:fs');
const path = require('node:path');
const {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  parse,
  print,
} = require('graphql');

const REPO_ROOT = path.resolve(__dirname, '../..');
const SUPERGRAPH_FILE = path.join(REPO_ROOT, 'gateway', 'supergraph.graphql');
const REFERENCE_FILE = path.join(REPO_ROOT, 'docs', 'api', 'reference.md');

const FEDERATION_PREFIXES = ['join__', 'link__', '__'];

function isFederationName(name) {
  return FEDERATION_PREFIXES.some((prefix) => name.startsWith(prefix));
}

function inaccessible(element) {
  return Boolean(element.astNode?.directives?.some((directive) => directive.name.value === 'inaccessible'));
}

const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Markdown table cell: one line, pipes escaped. */
function cell(text) {
  return (text ?? '')
    .trim()
    .replace(/\|/g, '\\|')
    .replace(/\r?\n+/g, '<br>');
}

function anchor(kind, name) {
  return `${kind}-${name.toLowerCase()}`;
}

/** `Type!` / `[Type!]!`, linked to the named type's section (built-in scalars stay plain). */
function typeLink(type) {
  const named = getNamedType(type);
  if (isSpecifiedScalarType(named)) return `\`${type}\``;
  return `[\`${type}\`](#${anchor('type', named.name)})`;
}

function defaultValue(arg) {
  const node = arg.astNode?.defaultValue;
  return node ? `\`${print(node)}\`` : '';
}

function deprecation(element) {
  return element.deprecationReason ? ` **Deprecated:** ${element.deprecationReason}` : '';
}

function argumentTable(args, heading = 'argument') {
  const visible = args.filter((arg) => !inaccessible(arg));
  if (visible.length === 0) return [];
  return [
    `| ${heading} | type | default | description |`,
    '| --- | --- | --- | --- |',
    ...[...visible]
      .sort(byName)
      .map(
        (arg) =>
          `| \`${arg.name}\` | ${typeLink(arg.type)} | ${defaultValue(arg)} | ${cell(arg.description)}${cell(deprecation(arg))} |`,
      ),
    '',
  ];
}

/**
 * Operations only platform administrators may call: their description says so ("(platform admins)",
 * "(platform administrators only; …)"). The reference lists them apart from what partners call.
 */
function adminOnly(field) {
  return /\(platform admin/i.test(field.description ?? '');
}

function visibleFields(type, admin) {
  return type
    ? Object.values(type.getFields()).filter((field) => !inaccessible(field) && adminOnly(field) === admin)
    : [];
}

function rootSection(title, kind, type, { admin = false, level = '##' } = {}) {
  const fields = visibleFields(type, admin);
  const lines = [`${level} ${title}`, ''];
  if (fields.length === 0) return [...lines, 'None.', ''];
  for (const field of [...fields].sort(byName)) {
    lines.push(`<a id="${anchor(kind, field.name)}"></a>`, '', `${level}# \`${field.name}\``, '');
    if (field.description) lines.push(field.description.trim(), '');
    if (field.deprecationReason) lines.push(`**Deprecated:** ${field.deprecationReason}`, '');
    lines.push(`Returns ${typeLink(field.type)}.`, '');
    lines.push(...argumentTable(field.args));
  }
  return lines;
}

function kindOf(type) {
  if (isObjectType(type)) return 'object';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

function typeSection(type) {
  const lines = [
    `<a id="${anchor('type', type.name)}"></a>`,
    '',
    `### \`${type.name}\` (${kindOf(type)})`,
    '',
  ];
  if (type.description) lines.push(type.description.trim(), '');
  if (isObjectType(type) || isInterfaceType(type)) {
    const interfaces = type.getInterfaces();
    if (interfaces.length > 0) lines.push(`Implements ${interfaces.map(typeLink).join(', ')}.`, '');
    const fields = Object.values(type.getFields()).filter((field) => !inaccessible(field));
    lines.push('| field | type | arguments | description |', '| --- | --- | --- | --- |');
    for (const field of [...fields].sort(byName)) {
      const args = field.args
        .filter((arg) => !inaccessible(arg))
        .sort(byName)
        .map((arg) => {
          const fallback = defaultValue(arg);
          return `\`${arg.name}\`: ${typeLink(arg.type)}${fallback ? ` = ${fallback}` : ''}`;
        })
        .join('<br>');
      lines.push(
        `| \`${field.name}\` | ${typeLink(field.type)} | ${args} | ${cell(field.description)}${cell(deprecation(field))} |`,
      );
    }
    lines.push('');
  } else if (isInputObjectType(type)) {
    lines.push(...argumentTable(Object.values(type.getFields()), 'field'));
  } else if (isEnumType(type)) {
    lines.push('| value | description |', '| --- | --- |');
    for (const value of [...type.getValues()].filter((v) => !inaccessible(v)).sort(byName)) {
      lines.push(`| \`${value.name}\` | ${cell(value.description)}${cell(deprecation(value))} |`);
    }
    lines.push('');
  } else if (isUnionType(type)) {
    lines.push(`One of ${[...type.getTypes()].sort(byName).map(typeLink).join(', ')}.`, '');
  } else if (isScalarType(type) && type.specifiedByURL) {
    lines.push(`Specified by <${type.specifiedByURL}>.`, '');
  }
  return lines;
}

/** The whole reference, as Markdown, for a supergraph SDL. Deterministic: everything is sorted by name. */
function renderApiReference(supergraphSdl) {
  const schema = buildASTSchema(parse(supergraphSdl), { assumeValidSDL: true });
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    Boolean,
  );
  const types = Object.values(schema.getTypeMap())
    .filter(
      (type) =>
        !isFederationName(type.name) &&
        !isSpecifiedScalarType(type) &&
        !roots.includes(type) &&
        !inaccessible(type),
    )
    .sort(byName);
  const count = (type, admin = false) => visibleFields(type, admin).length;
  return [
    '# Portico partner API reference',
    '',
    '<!-- Generated by gateway/scripts/api-reference.js from gateway/supergraph.graphql. Do not edit by hand:',
    '     run `npm run compose -w gateway` (or `node gateway/scripts/api-reference.js`) after a schema change. -->',
    '',
    'One GraphQL endpoint, `POST /graphql` on the Portico origin (WebSocket `graphql-transport-ws` on the',
    'same path for subscriptions), authenticated with `Authorization: Bearer <API key>`. How to start:',
    '[getting-started.md](getting-started.md).',
    '',
    `- [Queries](#queries) (${count(schema.getQueryType())})`,
    `- [Mutations](#mutations) (${count(schema.getMutationType())})`,
    `- [Subscriptions](#subscriptions) (${count(schema.getSubscriptionType())})`,
    `- [Platform administration](#platform-administration) (${
      count(schema.getQueryType(), true) + count(schema.getMutationType(), true)
    }: Portico's own staff, not partners)`,
    `- [Types](#types) (${types.length})`,
    '',
    ...rootSection('Queries', 'query', schema.getQueryType()),
    ...rootSection('Mutations', 'mutation', schema.getMutationType()),
    ...rootSection('Subscriptions', 'subscription', schema.getSubscriptionType()),
    '## Platform administration',
    '',
    "Operations for Portico's platform administrators (the accounts in `PLATFORM_ADMIN_EMAILS`); any",
    'other caller, an API key included, gets `FORBIDDEN`.',
    '',
    ...rootSection('Administration queries', 'query', schema.getQueryType(), { admin: true, level: '###' }),
    ...rootSection('Administration mutations', 'mutation', schema.getMutationType(), {
      admin: true,
      level: '###',
    }),
    '## Types',
    '',
    ...types.flatMap(typeSection),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()
    .concat('\n');
}

function currentReference() {
  return renderApiReference(readFileSync(SUPERGRAPH_FILE, 'utf8'));
}

module.exports = { renderApiReference, currentReference, REFERENCE_FILE, SUPERGRAPH_FILE };

if (require.main === module) {
  const expected = currentReference();
  const relative = path.relative(process.cwd(), REFERENCE_FILE);
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(REFERENCE_FILE, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (committed !== expected) {
      process.stderr.write(`${relative} is stale: run node gateway/scripts/api-reference.js\n`);
      process.exit(1);
    }
    process.stdout.write(`${relative} is current\n`);
  } else {
    mkdirSync(path.dirname(REFERENCE_FILE), { recursive: true });
    writeFileSync(REFERENCE_FILE, expected);
    process.stdout.write(`wrote ${relative}\n`);
  }
}
