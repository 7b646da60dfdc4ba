import { fetchGraphql, shouldRetry } from './fetch-graphql';

type Reply = { status: number; body?: unknown } | 'network';

/** A gateway that answers each POST with the next reply; records what was sent. */
function gateway(...replies: Reply[]) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return {
      status: reply.status,
      json: async () => {
        if (reply.body === undefined) throw new SyntaxError('not JSON');
        return reply.body;
      },
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}

const OPERATION = { operationName: 'ClientIntake', query: 'query ClientIntake { clientIntake { formId } }' };

describe('the intake fetch transport', () => {
  it('POSTs the operation to /graphql with the CSRF header and the cookies of this origin', async () => {
    const { sent, fetchImpl } = gateway({ status: 200, body: { data: { clientIntake: { formId: 'f1' } } } });
    const answer = await fetchGraphql(OPERATION, { fetchImpl });
    expect(answer).toEqual({ status: 200, data: { clientIntake: { formId: 'f1' } }, errors: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/graphql');
    expect(sent[0].init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
    });
    expect(JSON.parse(sent[0].init.body as string)).toEqual(OPERATION);
  });

  it('retries a missing answer and server failures up to 3 times, then answers what came', async () => {
    const { sent, fetchImpl } = gateway(
      'network',
      { status: 502 },
      { status: 503 },
      {
        status: 200,
        body: { data: { clientIntake: null } },
      },
    );
    const answer = await fetchGraphql(OPERATION, { fetchImpl, retryDelayMs: 1 });
    expect(sent).toHaveLength(4);
    expect(answer.data).toEqual({ clientIntake: null });
  });

  it('gives up after 3 retries: rejects without an answer, or answers the last failure', async () => {
    const down = gateway('network');
    await expect(fetchGraphql(OPERATION, { fetchImpl: down.fetchImpl, retryDelayMs: 1 })).rejects.toThrow(
      /no answer/,
    );
    expect(down.sent).toHaveLength(4);
    const failing = gateway({ status: 500 });
    expect((await fetchGraphql(OPERATION, { fetchImpl: failing.fetchImpl, retryDelayMs: 1 })).status).toBe(
      500,
    );
    expect(failing.sent).toHaveLength(4);
  });

  it('never retries a refusal: 401, 403, 400, or a GraphQL error in a 200 answer', async () => {
    const ended = {
      errors: [{ message: 'This access link has expired', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    for (const reply of [
      { status: 401, body: ended },
      { status: 403 },
      { status: 400, body: { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] } },
      { status: 200, body: { data: null, ...ended } },
    ]) {
      const { sent, fetchImpl } = gateway(reply);
      const answer = await fetchGraphql(OPERATION, { fetchImpl, retryDelayMs: 1 });
      expect(sent).toHaveLength(1);
      expect(answer.status).toBe(reply.status);
    }
    expect(shouldRetry({ status: 401 })).toBe(false);
    expect(shouldRetry({ status: 403 })).toBe(false);
    expect(shouldRetry({ status: 429 })).toBe(true);
  });
});
