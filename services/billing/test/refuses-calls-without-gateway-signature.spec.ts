import {
  postGraphql,
  refusedActorValues,
  startTestSubgraph,
  subscribeGraphql,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { billingSubgraph } from '../src/billing-subgraph';

describe('billing refuses calls without the gateway signature', () => {
  let billing: TestSubgraph;
  const query = `{ catalog { totalCount items { code unitPriceMinor currency minQuantity } } }`;

  beforeAll(async () => {
    billing = await startTestSubgraph(billingSubgraph);
  });
  afterAll(() => billing?.close());

  it('shows the catalog to an anonymous visitor signed by the gateway', async () => {
    const res = await postGraphql(billing.url, { query, actor: billing.signer.sign({ kind: 'anonymous' }) });
    expect(res).toEqual({
      status: 200,
      body: {
        data: {
          catalog: {
            totalCount: 2,
            items: [
              { code: 'SINGLE_FORM', unitPriceMinor: 2900, currency: 'USD', minQuantity: 1 },
              { code: 'FAMILY_PACK', unitPriceMinor: 2320, currency: 'USD', minQuantity: 3 },
            ],
          },
        },
      },
    });
  });

  it('refuses HTTP and WebSocket calls with a missing, forged, expired, malformed or tampered actor', async () => {
    for (const [label, value] of refusedActorValues(billing.signer, { kind: 'anonymous' })) {
      const res = await postGraphql(billing.url, { query, actor: value });
      expect({ label, status: res.status, code: res.body.errors?.[0].extensions?.code }).toEqual({
        label,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      const ws = subscribeGraphql(billing.wsUrl, { query, actor: value });
      expect({ label, code: await ws.closed }).toEqual({ label, code: 4403 });
      await ws.dispose();
    }
  });

  it('has migrated its schema', async () => {
    const rows = await billing.orm.em
      .getConnection()
      .execute(`select nspname from pg_namespace where nspname = 'billing'`);
    expect(rows).toEqual([{ nspname: 'billing' }]);
  });
});
