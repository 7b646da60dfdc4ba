/**
 * @jest-environment node
 */
import { classifyAnswer, createGraphqlTransport } from './graphql-transport';
import type { SaveAnswersInput } from './save-types';

const INPUT: SaveAnswersInput = {
  formId: 'f',
  clientId: 'c',
  seq: 1,
  idempotencyKey: 'k',
  changes: [{ section: 'personalP1', path: 'surname', value: 'A', baseVersion: 0 }],
};
const RESULT = { formId: 'f', version: 2, seq: 1, stale: false, applied: [], conflicts: [], invalid: [] };

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('saveAnswers transport', () => {
  it('posts JSON with the CSRF header and cookies to /graphql; keepalive for the last-chance flush', async () => {
    const fetchImpl = jest.fn(async () => json(200, { data: { saveAnswers: RESULT } }));
    const transport = createGraphqlTransport({ fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(transport.save(INPUT)).resolves.toEqual({ kind: 'ok', result: RESULT });
    await transport.saveBeforeUnload(INPUT);
    const [url, init] = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
    });
    expect(JSON.parse(init.body as string)).toMatchObject({
      operationName: 'SaveAnswers',
      variables: { input: INPUT },
    });
    expect((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(false);
  });

  it('tells a dropped connection and a timeout from answers', async () => {
    const failing = createGraphqlTransport({
      fetchImpl: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(failing.save(INPUT)).resolves.toEqual({ kind: 'network' });
    const hanging = createGraphqlTransport({
      timeoutMs: 10,
      fetchImpl: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )) as typeof fetch,
    });
    await expect(hanging.save(INPUT)).resolves.toEqual({ kind: 'network' });
  });

  it('classifies answers: ended session, server failures to retry, refusals to keep', () => {
    expect(classifyAnswer(401, null)).toEqual({ kind: 'unauthenticated' });
    expect(
      classifyAnswer(200, { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }),
    ).toEqual({
      kind: 'unauthenticated',
    });
    expect(classifyAnswer(502, null)).toEqual({ kind: 'server', status: 502, retryAfterMs: undefined });
    expect(classifyAnswer(429, null, '3')).toEqual({ kind: 'server', status: 429, retryAfterMs: 3000 });
    // A subgraph down behind the gateway answers 200 with an error: retried.
    expect(
      classifyAnswer(200, {
        data: null,
        errors: [{ message: 'down', extensions: { code: 'SUBREQUEST_HTTP_ERROR' } }],
      }),
    ).toMatchObject({ kind: 'server' });
    expect(
      classifyAnswer(200, {
        data: null,
        errors: [
          { message: 'This form is archived. Unarchive it to edit.', extensions: { code: 'BAD_USER_INPUT' } },
        ],
      }),
    ).toEqual({
      kind: 'refused',
      code: 'BAD_USER_INPUT',
      message: 'This form is archived. Unarchive it to edit.',
    });
    expect(
      classifyAnswer(200, {
        data: null,
        errors: [
          {
            message: 'changes.0: personalP1.otherNames.12.surname: at most 10 entries',
            extensions: { code: 'BAD_USER_INPUT', messageId: 'ds160.error.repeaterMax' },
          },
        ],
      }),
    ).toMatchObject({ kind: 'refused', code: 'BAD_USER_INPUT', messageId: 'ds160.error.repeaterMax' });
    expect(classifyAnswer(403, null)).toMatchObject({ kind: 'refused', code: 'HTTP_403' });
  });
});
