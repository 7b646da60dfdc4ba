import { useCallback, useContext, useEffect, useState } from 'react';
import { GraphqlRequestContext, fetchGraphql, type GraphqlRequest } from '@portico/ui';
import { PRICING_CATALOG, type CatalogProduct } from '../graphql/pricing-catalog';

export type PricingCatalog =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; products: CatalogProduct[] };

const defaultRequest: GraphqlRequest = (operation) => fetchGraphql(operation);

/** Billing's public catalog, asked once per visit of the page; `retry` asks again after a failure. */
export function usePricingCatalog(): PricingCatalog & { retry: () => void } {
  const request = useContext(GraphqlRequestContext) ?? defaultRequest;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PricingCatalog>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    request<{ catalog: { items: CatalogProduct[] } }>(PRICING_CATALOG).then(
      (answer) => {
        if (!current) return;
        const items = answer.data?.catalog?.items;
        setState(
          answer.errors.length === 0 && items ? { status: 'ready', products: items } : { status: 'failed' },
        );
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [request, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
