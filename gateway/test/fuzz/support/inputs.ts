/**
 * Inputs generated from the composed schema: for every root field a baseline that a real caller would
 * send (ids of the caller's own tenant, plausible strings), then one bad value at a time in every
 * argument and input field: wrong types, null, huge and empty values, NUL and control characters,
 * deep and huge JSON, huge lists, unknown enum values and fields, other tenants' ids, and unknown or
 * enormous answer paths. Nothing here names an operation: a new one is fuzzed as it appears.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isLeafType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLOutputType,
} from 'graphql';
import { SECTION_FIELDS, SECTION_KEYS, type SectionKey } from '@portico/shared-types';
import type { Json } from './actors';

export type Kind = 'query' | 'mutation' | 'subscription';

export interface Operation {
  kind: Kind;
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export function loadSchema(sdl: string): GraphQLSchema {
  return buildSchema(sdl, { assumeValidSDL: true });
}

export function operationsOf(schema: GraphQLSchema): Operation[] {
  const out: Operation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const)
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ kind, name: field.name, field });
  return out;
}

// ---------------------------------------------------------------- randomness

/** A small seeded generator (mulberry32): the whole run follows from the printed seed. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }
}

// ---------------------------------------------------------------- what a caller owns

/** Ids of one tenant, by the role an argument plays. */
export interface TenantIds {
  workspace: string;
  form: string;
  order?: string;
  /** A member whom removing or re-roling harms no actor of the run. */
  user?: string;
  apiKey?: string;
  clientLink?: string;
  submission?: string;
}

export interface Canary {
  /** Appears in string values: `zq` and ten letters or digits, unique to the request. */
  text: string;
  /** Sent where a number goes wrong: sixteen digits starting 81, unique to the request. */
  number: number;
}

export interface InputContext {
  own: TenantIds;
  /** The ids of a tenant the caller has nothing to do with; null for a platform administrator. */
  foreign: TenantIds | null;
  password: string;
  actorUserId?: string;
  rng: Random;
  nextSeq(): number;
  freshEmail(): string;
  uuid(): string;
  /** Base64 of a DS-160 compliant photo, a small PNG data URL. */
  photo: string;
  logo: string;
}

type Role = keyof TenantIds | 'fresh' | 'actorUser';

/** What an ID names, from its name and the type it sits in (a root argument: the field's return type). */
function idRole(name: string, parent: string): Role {
  const n = name.toLowerCase();
  if (n === 'workspaceid') return 'workspace';
  if (n === 'formid' || n === 'fromformid') return 'form';
  if (n === 'orderid') return 'order';
  if (n === 'userid') return 'user';
  if (n === 'submissionid') return 'submission';
  if (n === 'createdby') return 'actorUser';
  if (n === 'id') {
    if (/ApiKey/.test(parent)) return 'apiKey';
    if (/ClientLink/.test(parent)) return 'clientLink';
    if (/Submission/.test(parent)) return 'submission';
    if (/Order/.test(parent)) return 'order';
    if (/Workspace/.test(parent)) return 'workspace';
    if (/Form/.test(parent)) return 'form';
  }
  return 'fresh';
}

function idValue(role: Role, ids: TenantIds | null, ctx: InputContext): string | undefined {
  if (role === 'fresh') return ctx.uuid();
  if (role === 'actorUser') return ctx.actorUserId ?? ctx.uuid();
  return ids?.[role];
}

const REPEATERS: { section: SectionKey; key: string; item: string; cap: number }[] = [];
for (const section of SECTION_KEYS)
  for (const field of SECTION_FIELDS[section])
    if (field.type === 'repeater') {
      const item = SECTION_FIELDS[section].find(
        (f) => f.key.startsWith(`${field.key}[].`) && f.type !== 'repeater',
      );
      if (item)
        REPEATERS.push({
          section,
          key: field.key,
          item: item.key.slice(field.key.length + 3),
          cap: field.repeater?.cap ?? 10,
        });
    }

function stringBaseline(name: string, parent: string, ctx: InputContext): unknown {
  const n = name.toLowerCase();
  if (n.includes('email')) return ctx.freshEmail();
  if (n.includes('password')) return ctx.password;
  if (n === 'section') return 'personalP1';
  if (n === 'path') return 'surname';
  if (n === 'sections') return 'personalP1';
  if (n === 'code' && /Coupon/.test(parent)) return `FUZZ${ctx.rng.int(1e9)}`;
  if (n === 'code') return '000000';
  if (n === 'couponcode') return 'FUZZ10';
  if (n === 'token') return 'A'.repeat(43);
  if (n === 'country') return 'US';
  if (n === 'region') return 'CA';
  if (n === 'locale' || n.includes('language')) return 'en';
  if (n === 'url') return 'https://example.com/logo.png';
  if (n === 'dataurl') return ctx.logo;
  if (n === 'image') return ctx.photo;
  if (n === 'passportnumber') return 'X1234567';
  if (n === 'idempotencykey') return ctx.uuid();
  if (n === 'search') return 'fuzz';
  if (n.includes('name')) return 'Fuzz Name';
  return 'fuzz';
}

function intBaseline(name: string, ctx: InputContext): number {
  const n = name.toLowerCase();
  if (n === 'limit') return 10;
  if (n === 'offset' || n === 'baseversion') return 0;
  if (n === 'seq') return ctx.nextSeq();
  if (n === 'expiresindays') return 30;
  if (n === 'percolumn' || n === 'maxuses' || n === 'maxredemptions') return 5;
  if (n === 'percentoff') return 10;
  if (n === 'amountoffminor') return 100;
  return 1;
}

/** A value of `type` that a real caller would send. Nullable fields are left out (undefined). */
export function baselineValue(
  type: GraphQLInputType,
  name: string,
  parent: string,
  ctx: InputContext,
  required = isNonNullType(type),
): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  // An answer's value is nullable (null clears it), but a change that clears nothing reaches nothing.
  if (!required && !(isScalarType(inner) && inner.name === 'JSON')) return undefined;
  if (isListType(inner)) {
    const item = baselineValue(inner.ofType, name, parent, ctx, true);
    return item === undefined ? [] : [item];
  }
  const named = getNamedType(inner) as GraphQLNamedType;
  if (isInputObjectType(named)) {
    const out: Json = {};
    for (const field of Object.values(named.getFields())) {
      const value = baselineValue(field.type, field.name, named.name, ctx);
      if (value !== undefined) out[field.name] = value;
    }
    return out;
  }
  if (isEnumType(named)) return named.getValues()[0].name;
  switch (named.name) {
    case 'ID':
      return idValue(idRole(name, parent), ctx.own, ctx) ?? ctx.uuid();
    case 'String':
      return stringBaseline(name, parent, ctx);
    case 'Int':
      return intBaseline(name, ctx);
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'JSON':
      return 'PETROVA';
    case 'DateTimeISO':
      return '2030-01-01T00:00:00.000Z';
    default:
      return 'fuzz';
  }
}

// ---------------------------------------------------------------- variants

/** refuse: must be refused; foreign: another tenant's id, refused by a mutation or subscription (a query may answer an empty page); any: either, but well. */
export type Expectation = 'refuse' | 'foreign' | 'any';

export interface Variant {
  tag: string;
  expect: Expectation;
  /** Always tried for callers who get past authorisation; the rest are sampled. */
  core: boolean;
  apply(variables: Json, canary: Canary): void;
}

type Path = (string | number)[];

function setAt(target: Json, path: Path, value: unknown): void {
  let node: Json = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object')
      node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key];
  }
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

function getAt(target: Json, path: Path): unknown {
  let node: unknown = target;
  for (const key of path) node = (node as Json | undefined)?.[key];
  return node;
}

function describe(path: Path): string {
  return path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('')
    .slice(1);
}

const isIdLike = (name: string) => /id$/i.test(name);

const CONTROL = '\u0001\u0002\u0007\u0008\u000b\u000c\u000e\u001b[31m\u007f\r\n\t';

function nested(depth: number, kind: 'array' | 'object', leaf: unknown): string {
  // Built as text and parsed once: a value this deep cannot be made by recursion in the test either.
  const open = kind === 'array' ? '['.repeat(depth) : '{"a":'.repeat(depth);
  const close = kind === 'array' ? ']'.repeat(depth) : '}'.repeat(depth);
  return `${open}${JSON.stringify(leaf)}${close}`;
}

/** A JSON value sent as raw text (too deep for JSON.stringify of an object graph to be useful). */
export class RawJson {
  constructor(readonly text: string) {}
}

interface LeafInfo {
  path: Path;
  type: GraphQLInputType;
  name: string;
  parent: string;
  /** Names of sibling fields (to spot a section/path pair). */
  siblings: string[];
}

function leaves(
  type: GraphQLInputType,
  name: string,
  parent: string,
  path: Path,
  siblings: string[],
  out: LeafInfo[],
  depth = 0,
) {
  out.push({ path, type, name, parent, siblings });
  if (depth > 4) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    leaves(inner.ofType, name, parent, [...path, 0], siblings, out, depth + 1);
    return;
  }
  const named = getNamedType(inner);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    for (const field of fields)
      leaves(
        field.type,
        field.name,
        named.name,
        [...path, field.name],
        fields.map((f) => f.name),
        out,
        depth + 1,
      );
  }
}

function v(
  tag: string,
  expect: Expectation,
  core: boolean,
  make: (canary: Canary) => unknown,
  path: Path,
): Variant {
  return {
    tag: `${describe(path)}: ${tag}`,
    expect,
    core,
    apply: (vars, canary) => setAt(vars, path, make(canary)),
  };
}

function leafVariants(leaf: LeafInfo, ctx: InputContext, baseline: Json): Variant[] {
  const { path, type, name, parent } = leaf;
  const out: Variant[] = [];
  const nonNull = isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  out.push(v('null', nonNull ? 'refuse' : 'any', nonNull, () => null, path));
  if (isListType(inner)) {
    const current = getAt(baseline, path);
    const item =
      Array.isArray(current) && current.length
        ? current[0]
        : baselineValue(inner.ofType, name, parent, ctx, true);
    out.push(v('empty list', 'any', true, () => [], path));
    out.push(v('1,000 items', 'any', true, () => Array.from({ length: 1_000 }, () => item), path));
    out.push(v('10,000 items', 'any', false, () => Array.from({ length: 10_000 }, () => item), path));
    out.push(v('wrong type: a string', 'any', false, (c) => c.text, path));
    if (isNonNullType(inner.ofType)) out.push(v('a null item', 'refuse', true, () => [null], path));
    return out;
  }
  const named = getNamedType(inner);
  if (isInputObjectType(named)) {
    out.push(v('wrong type: a string', 'refuse', true, (c) => c.text, path));
    out.push(
      v(
        'an unknown field',
        'refuse',
        false,
        (c) => ({ ...(getAt(baseline, path) as Json), [c.text]: c.text }),
        path,
      ),
    );
    const required = Object.values(named.getFields()).some((f) => isNonNullType(f.type));
    out.push(v('empty object', required ? 'refuse' : 'any', true, () => ({}), path));
    return out;
  }
  if (isEnumType(named)) {
    out.push(v('unknown enum value', 'refuse', true, (c) => c.text.toUpperCase(), path));
    out.push(
      v('lower-case enum value', 'refuse', false, () => named.getValues()[0].name.toLowerCase(), path),
    );
    out.push(v('wrong type: a number', 'refuse', false, (c) => c.number, path));
    return out;
  }
  const wrongObject = (c: Canary) => ({ [c.text]: [c.text] });
  switch (named.name) {
    case 'Int':
    case 'Float': {
      const isInt = named.name === 'Int';
      out.push(v('wrong type: a string', 'refuse', true, (c) => `${c.text}`, path));
      out.push(
        v('wrong type: a numeric string', isInt ? 'refuse' : 'refuse', false, (c) => String(c.number), path),
      );
      if (isInt) out.push(v('a fraction', 'refuse', false, () => 1.5, path));
      if (isInt) out.push(v('2^31 (out of range)', 'refuse', true, () => 2 ** 31, path));
      out.push(v('largest Int', 'any', true, () => 2 ** 31 - 1, path));
      out.push(v('smallest Int', 'any', false, () => -(2 ** 31), path));
      out.push(v('-1', 'any', true, () => -1, path));
      out.push(v('0', 'any', false, () => 0, path));
      out.push(v('wrong type: an object', 'refuse', false, wrongObject, path));
      if (!isInt) out.push(v('1e308', 'any', false, () => 1e308, path));
      return out;
    }
    case 'Boolean':
      out.push(v('wrong type: a string', 'refuse', true, (c) => c.text, path));
      out.push(v('wrong type: 1', 'refuse', false, () => 1, path));
      return out;
    case 'DateTimeISO':
      out.push(v('not a date', 'refuse', true, (c) => c.text, path));
      out.push(v('year 9999', 'any', false, () => '9999-12-31T23:59:59.999Z', path));
      out.push(v('year 0', 'any', false, () => '0000-01-01T00:00:00.000Z', path));
      out.push(v('wrong type: a number', 'any', false, (c) => c.number, path));
      return out;
    case 'JSON':
      out.push(
        v(
          'deeply nested arrays (100,000)',
          'any',
          true,
          (c) => new RawJson(nested(100_000, 'array', c.text)),
          path,
        ),
      );
      out.push(
        v(
          'deeply nested objects (1,000)',
          'any',
          true,
          (c) => new RawJson(nested(1_000, 'object', c.text)),
          path,
        ),
      );
      out.push(v('NUL in a string', 'any', true, (c) => `x\u0000${c.text}`, path));
      out.push(v('NUL in a key', 'any', false, (c) => ({ [`k\u0000${c.text}`]: 1 }), path));
      out.push(v('100 kB string', 'any', true, (c) => `${'a'.repeat(100_000)}${c.text}`, path));
      out.push(
        v('100,000 items', 'any', false, (c) => [c.text, ...Array.from({ length: 100_000 }, () => 0)], path),
      );
      out.push(v('wrong type: a number', 'any', true, (c) => c.number, path));
      out.push(v('wrong type: an object', 'any', false, wrongObject, path));
      out.push(
        v('__proto__ key', 'any', false, (c) => new RawJson(`{"__proto__":{"polluted":"${c.text}"}}`), path),
      );
      out.push(v('lone surrogate', 'any', false, (c) => `\ud800${c.text}`, path));
      return out;
    default:
      break;
  }
  // String and ID.
  const isId = named.name === 'ID';
  out.push(v('wrong type: a number', isId ? 'any' : 'refuse', !isId, (c) => c.number, path));
  out.push(v('wrong type: an object', 'refuse', false, wrongObject, path));
  out.push(v('wrong type: a list', 'refuse', false, (c) => [c.text], path));
  out.push(v('empty', 'any', !isIdLike(name), () => '', path));
  out.push(v('blank', 'any', false, () => '   ', path));
  out.push(v('NUL', 'any', true, (c) => `x\u0000${c.text}`, path));
  out.push(v('control characters', 'any', false, (c) => `${CONTROL}${c.text}`, path));
  out.push(v('lone surrogate', 'any', false, (c) => `\ud800${c.text}`, path));
  out.push(v('100 kB', 'any', true, (c) => `${'a'.repeat(100_000)}${c.text}`, path));
  out.push(v('1 MB', 'any', false, (c) => `${'b'.repeat(1_000_000)}${c.text}`, path));
  out.push(
    v('right-to-left override and emoji', 'any', false, (c) => `\u202e${'😀'.repeat(200)}${c.text}`, path),
  );
  out.push(v('SQL and markup', 'any', false, (c) => `' OR '1'='1' --<script>${c.text}</script>%_\\`, path));
  out.push(v('path traversal', 'any', false, (c) => `${'../'.repeat(40)}etc/passwd${c.text}`, path));
  if (isId) {
    out.push(v('not a UUID', 'any', false, (c) => `not-a-uuid-${c.text}`, path));
    out.push(v('nil UUID', 'any', false, () => '00000000-0000-0000-0000-000000000000', path));
    const role = idRole(name, parent);
    const foreign = ctx.foreign ? idValue(role, ctx.foreign, ctx) : undefined;
    if (role !== 'fresh' && role !== 'actorUser' && foreign)
      out.push(v(`another tenant's ${role} id`, 'foreign', true, () => foreign, path));
  }
  if (name === 'path' && leaf.siblings.includes('section')) out.push(...answerPathVariants(path));
  if (name === 'section') {
    out.push(v('unknown section', 'refuse', true, (c) => `noSuchSection${c.text}`, path));
    out.push(v('__proto__ as section', 'refuse', false, () => '__proto__', path));
  }
  return out;
}

/** Answer paths: unknown ones, enormous and negative repeater indexes, past a repeater's cap, deep ones. */
function answerPathVariants(path: Path): Variant[] {
  const sectionPath = [...path.slice(0, -1), 'section'];
  const out: Variant[] = [];
  const at = (
    tag: string,
    expect: Expectation,
    core: boolean,
    section: string,
    answer: (c: Canary) => string,
  ) =>
    out.push({
      tag: `${describe(path)}: ${tag}`,
      expect,
      core,
      apply: (vars, canary) => {
        setAt(vars, sectionPath, section);
        setAt(vars, path, answer(canary));
      },
    });
  const first = REPEATERS.find((r) => r.section === 'personalP1') ?? REPEATERS[0];
  for (const r of REPEATERS) {
    const core = r === first;
    const p = (index: string) => `${r.key}.${index}.${r.item}`;
    at(`repeater index 99999999 (${p('99999999')})`, 'refuse', core, r.section, () => p('99999999'));
    at(`repeater index 100000 (${p('100000')})`, 'refuse', core, r.section, () => p('100000'));
    if (!core) continue;
    at(`repeater index past its cap (${p(String(r.cap))})`, 'refuse', true, r.section, () =>
      p(String(r.cap)),
    );
    at(`negative repeater index (${p('-1')})`, 'refuse', true, r.section, () => p('-1'));
    at(`exponent repeater index (${p('1e3')})`, 'refuse', false, r.section, () => p('1e3'));
    at(`2^53 repeater index`, 'refuse', false, r.section, () => p('9007199254740993'));
  }
  at('unknown path', 'refuse', true, 'personalP1', (c) => `noSuchField${c.text}`);
  at('__proto__ path', 'refuse', true, 'personalP1', () => '__proto__.polluted');
  at('constructor.prototype path', 'refuse', false, 'personalP1', () => 'constructor.prototype.polluted');
  at('500 segments deep', 'refuse', true, 'personalP1', (c) => `${'a.'.repeat(500)}${c.text}`);
  at('a repeater item beyond a leaf', 'refuse', false, 'personalP1', () => 'surname.0.surname');
  return out;
}

export interface Plan {
  operation: Operation;
  document: string;
  baseline(ctx: InputContext): Json;
  variants(ctx: InputContext): Variant[];
}

function selection(type: GraphQLOutputType, depth: number, budget = { fields: 60 }): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth <= 0) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (budget.fields <= 0) break;
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const fieldType = getNamedType(field.type);
    if (isLeafType(fieldType)) {
      parts.push(field.name);
      budget.fields--;
    } else if (depth > 1) {
      parts.push(`${field.name} ${selection(field.type, depth - 1, budget)}`);
    }
  }
  if (parts.length === 0) parts.push('__typename');
  return `{ ${parts.join(' ')} }`;
}

export function selectionOf(type: GraphQLOutputType, depth: number): string {
  return selection(type, depth);
}

function typeText(type: GraphQLInputType): string {
  return String(type);
}

export function documentOf(operation: Operation, alias?: { count: number; depth: number }): string {
  const { field, kind, name } = operation;
  const defs = field.args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const call = `${args ? `(${args})` : ''} ${selection(field.type, alias?.depth ?? 2)}`;
  const body = alias
    ? Array.from({ length: alias.count }, (_, i) => `a${i}: ${name}${call}`).join(' ')
    : `${name}${call}`;
  return `${kind} Fuzz${defs ? `(${defs})` : ''} { ${body} }`;
}

export function planOf(operation: Operation): Plan {
  const returnType = getNamedType(operation.field.type).name;
  const baseline = (ctx: InputContext): Json => {
    const out: Json = {};
    for (const arg of operation.field.args) {
      const value = baselineValue(arg.type, arg.name, returnType, ctx);
      if (value !== undefined) out[arg.name] = value;
    }
    return out;
  };
  return {
    operation,
    document: documentOf(operation),
    baseline,
    variants(ctx) {
      const base = baseline(ctx);
      const all: LeafInfo[] = [];
      const names = operation.field.args.map((a) => a.name);
      for (const arg of operation.field.args) leaves(arg.type, arg.name, returnType, [arg.name], names, all);
      const out: Variant[] = [];
      for (const leaf of all) out.push(...leafVariants(leaf, ctx, base));
      if (operation.field.args.length > 0)
        out.push({
          tag: 'an undeclared variable',
          expect: 'any',
          core: false,
          apply: (vars, c) => void (vars[c.text] = c.text),
        });
      return out;
    },
  };
}

export function isScalarNamed(type: GraphQLInputType, name: string): boolean {
  const named = getNamedType(type);
  return isScalarType(named) && named.name === name;
}

/** The variables as request text: RawJson values are spliced in as they are. */
export function variablesText(variables: Json): string {
  const raws: string[] = [];
  const text = JSON.stringify(variables, (_key, value: unknown) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return value;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]);
}
