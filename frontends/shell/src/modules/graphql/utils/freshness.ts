import type { DocumentNode } from 'graphql';

/** Spec §9: fetched data counts as stale after 5 minutes. */
export const STALE_AFTER_MS = 300_000;

export function operationKey(operationName: string | undefined, variables: unknown): string {
  return `${operationName ?? 'anonymous'}:${JSON.stringify(variables ?? {})}`;
}

export function operationNameOf(query: DocumentNode): string | undefined {
  for (const definition of query.definitions)
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}

/** Remembers when each query (name + variables) last came from the network. */
export class FreshnessTracker {
  private readonly fetchedAt = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly staleAfterMs = STALE_AFTER_MS,
  ) {}

  recordFetch(key: string): void {
    this.fetchedAt.set(key, this.now());
  }

  isStale(key: string): boolean {
    const at = this.fetchedAt.get(key);
    return at !== undefined && this.now() - at >= this.staleAfterMs;
  }

  clear(): void {
    this.fetchedAt.clear();
  }
}

type FetchPolicy =
  | 'cache-first'
  | 'network-only'
  | 'cache-only'
  | 'no-cache'
  | 'standby'
  | 'cache-and-network';

interface QueryOptionsLike {
  query: DocumentNode;
  variables?: unknown;
  fetchPolicy?: FetchPolicy;
}

/**
 * cache-first while the cached answer is younger than five minutes, then one trip to the network.
 * An explicit policy other than cache-first is left alone.
 */
export function withFreshness<T extends QueryOptionsLike>(options: T, tracker: FreshnessTracker): T {
  if (options.fetchPolicy && options.fetchPolicy !== 'cache-first') return options;
  const key = operationKey(operationNameOf(options.query), options.variables);
  if (!tracker.isStale(key)) return options;
  return { ...options, fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' };
}
