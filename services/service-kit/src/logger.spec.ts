import { Writable } from 'node:stream';
import { buildSchema, getOperationAST, getVariableValues, parse } from 'graphql';
import { createLogger, requestLogger, valueFreeMessage } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

describe('logger', () => {
  it('redacts secrets and answers and carries the request id', () => {
    const { lines, stream } = capture();
    const log = requestLogger(createLogger({ name: 'test' }, stream), 'rid-1');
    log.info(
      {
        headers: { authorization: 'Bearer s3cret', 'x-portico-actor': 'signed', cookie: 'sid=1' },
        input: { password: 'hunter2', answers: { surname: 'Doe' } },
      },
      'hello',
    );
    const text = JSON.stringify(lines);
    expect(lines[0].requestId).toBe('rid-1');
    for (const secret of ['s3cret', 'signed', 'sid=1', 'hunter2', 'Doe']) expect(text).not.toContain(secret);
  });

  it('logs database errors without their SQL or parameters', () => {
    const { lines, stream } = capture();
    const error = Object.assign(
      new Error('insert into "forms"."form" values (\'Jane Doe\') - duplicate key'),
      {
        name: 'UniqueConstraintViolationException',
        code: '23505',
        constraint: 'form_pkey',
      },
    );
    createLogger({ name: 'test' }, stream).error({ err: error }, 'failed');
    expect(lines[0].err).toEqual({
      type: 'UniqueConstraintViolationException',
      code: '23505',
      constraint: 'form_pkey',
    });
    expect(JSON.stringify(lines)).not.toContain('Jane Doe');
  });
});

describe('values a client sent, whatever their type', () => {
  const schema = buildSchema(`
    enum Kind { PASSPORT }
    input PassportInput { number: String!, count: Int, kind: Kind, issued: Boolean }
    type Query { check(input: PassportInput!): Boolean }
  `);
  const document = parse('query($input: PassportInput!) { check(input: $input) }');
  // Each is a value of the wrong type for its field: graphql-js quotes it in its message.
  const canaries: [string, Record<string, unknown>, string][] = [
    ['a number', { number: 987654321 }, '987654321'],
    ['a boolean', { number: true }, 'true'],
    ['an object', { number: { passport: 'X9OBJECT42' } }, 'X9OBJECT42'],
    ['an array', { number: ['X9ARRAY42'] }, 'X9ARRAY42'],
    ['a string for a number', { number: 'n', count: 'X9STRING42' }, 'X9STRING42'],
    ['an unknown enum value', { number: 'n', kind: 'X9ENUM42' }, 'X9ENUM42'],
    ['an unknown field', { number: 'n', X9KEY42: 1 }, 'X9KEY42'],
    ['a string for a boolean', { number: 'n', issued: 'X9BOOL42' }, 'X9BOOL42'],
  ];

  it.each(canaries)('never logs %s, as a message or as an error', (_, input, canary) => {
    const { errors } = getVariableValues(schema, getOperationAST(document)!.variableDefinitions!, { input });
    const message = errors![0]!.message;
    expect(message).toContain(canary); // the client's answer keeps it
    const { lines, stream } = capture();
    const log = createLogger({ name: 'test' }, stream);
    log.warn({ code: 'BAD_USER_INPUT', message }, 'graphql error');
    log.warn(message);
    log.error({ err: errors![0] }, 'failed');
    log.error({ err: new Error(message) }, 'failed');
    const text = JSON.stringify(lines);
    expect(text).not.toContain(canary);
    expect(lines[0]!.message).toMatch(/^Variable "\$input" got invalid value …$/);
    expect(String((lines[3]!.err as { stack: string }).stack)).toMatch(/\n\s+at /); // frames kept
  });

  it('cuts literal values from validation messages and JSON parse errors', () => {
    expect(valueFreeMessage('Expected value of type "Int!", found "X9LIT42".')).toBe(
      'Expected value of type "Int!", found …',
    );
    let parseError = '';
    try {
      JSON.parse('X9JSON42');
    } catch (error) {
      parseError = (error as Error).message;
    }
    expect(valueFreeMessage(parseError)).not.toContain('X9JSON42');
  });

  it('takes a reason logged as `err` that is a plain string', () => {
    const { lines, stream } = capture();
    const log = createLogger({ name: 'test' }, stream);
    log.error({ err: 'socket hang up' }, 'subgraph call failed');
    log.error({ err: 'Int cannot represent non-integer value: "X9REASON42"' }, 'failed');
    expect(lines.map((line) => line.err)).toEqual(['socket hang up', 'Int cannot represent…']);
  });

  it('keeps messages that quote no value as they are', () => {
    for (const message of [
      'changes[0]: unknown section personalP9',
      'limit must be between 1 and 100',
      'Variable "$input" of required type "PassportInput!" was not provided.',
      'request to http://127.0.0.1:9/graphql failed, reason: connect ECONNREFUSED 127.0.0.1:9',
    ])
      expect(valueFreeMessage(message)).toBe(message);
  });
});
