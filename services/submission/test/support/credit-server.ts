import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking billing's credit protocol (`POST /internal/credits/consume`,
 * `/release`, docs/adr/0025, and `/return` with a consumed credit's return token, docs/adr/0041) so the submission service's calls are exercised over real HTTP without
 * starting billing. Workspaces not given a balance have `defaultBalance` credits.
 */
export interface CreditServer {
  url: string;
  /** Sets a workspace's available credits. */
  setBalance(workspaceId: string, credits: number): void;
  balance(workspaceId: string): number;
  /** Submissions that hold a credit, by workspace. */
  consumed(workspaceId: string): string[];
  /** Every call received: path, body and whether the signed actor header came with it. */
  calls: {
    path: string;
    body: { workspaceId: string; submissionId: string; returnToken?: string };
    signed: boolean;
  }[];
  /** Submissions whose credit was given back with its return token, in order (once each). */
  returned: string[];
  /** The return token the last consume of a submission answered with. */
  returnTokenOf(submissionId: string): string | undefined;
  /** While true every call answers 503 (billing down). */
  down: boolean;
  /** How long a consume waits before billing answers (a slow billing), in ms. */
  consumeDelayMs: number;
  close(): Promise<void>;
}

export async function startCreditServer(defaultBalance = Number.POSITIVE_INFINITY): Promise<CreditServer> {
  const balances = new Map<string, number>();
  const holders = new Map<string, string>(); // submissionId → workspaceId
  const tokens = new Map<string, string>(); // submissionId → its credit's return token
  const state: Pick<CreditServer, 'calls' | 'down' | 'returned' | 'consumeDelayMs'> = {
    calls: [],
    down: false,
    returned: [],
    consumeDelayMs: 0,
  };
  const balance = (workspaceId: string) => balances.get(workspaceId) ?? defaultBalance;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      if (req.url === '/internal/credits/consume' && state.consumeDelayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, state.consumeDelayMs));
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const signed =
        typeof req.headers['x-portico-actor'] === 'string' && req.headers['x-portico-actor'] !== '';
      state.calls.push({ path: req.url ?? '', body, signed });
      if (state.down) return answer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } });
      const { workspaceId, submissionId, returnToken } = body as {
        workspaceId: string;
        submissionId: string;
        returnToken?: string;
      };
      if (req.method === 'POST' && req.url === '/internal/credits/return') {
        // No signed actor: the token is the authority.
        if (
          !returnToken ||
          tokens.get(submissionId) !== returnToken ||
          holders.get(submissionId) !== workspaceId
        )
          return answer(404, { error: { code: 'NOT_FOUND', message: 'No such credit' } });
        const returned = !state.returned.includes(submissionId);
        if (returned) {
          state.returned.push(submissionId);
          balances.set(workspaceId, balance(workspaceId) + 1);
        }
        return answer(200, { returned, available: balance(workspaceId) });
      }
      if (!signed) return answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
      if (req.method === 'POST' && req.url === '/internal/credits/consume') {
        const token = randomBytes(32).toString('base64url');
        tokens.set(submissionId, token);
        if (holders.has(submissionId))
          return answer(200, { consumed: true, available: balance(workspaceId), returnToken: token });
        if (balance(workspaceId) < 1)
          return answer(402, {
            error: {
              code: 'NO_CREDITS',
              message: 'No form credits left. Buy credits on the Pricing page to file this form.',
            },
          });
        balances.set(workspaceId, balance(workspaceId) - 1);
        holders.set(submissionId, workspaceId);
        return answer(200, { consumed: true, available: balance(workspaceId), returnToken: token });
      }
      if (req.method === 'POST' && req.url === '/internal/credits/release') {
        if (holders.get(submissionId) === workspaceId) {
          holders.delete(submissionId);
          balances.set(workspaceId, balance(workspaceId) + 1);
        }
        return answer(200, { released: true, available: balance(workspaceId) });
      }
      answer(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/graphql`,
    setBalance: (workspaceId: string, credits: number) => void balances.set(workspaceId, credits),
    balance,
    returnTokenOf: (submissionId: string) => tokens.get(submissionId),
    consumed: (workspaceId: string) =>
      [...holders.entries()].filter(([, w]) => w === workspaceId).map(([s]) => s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
