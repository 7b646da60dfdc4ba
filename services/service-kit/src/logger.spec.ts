import { Writable } from 'node:stream';
import { createLogger, requestLogger } from './logger';

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
