import { GraphqlRequestContext, fetchGraphql, type GraphqlOperation, type GraphqlRequest } from '@portico/ui';
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { observeAnswer } from '../session/session-loader';
import { ApiError, dataOf } from './api-error';

/**
 * What the intake needs of a GraphQL client, without Apollo Client (ADR 0017): one answer per
 * operation and variables, shared by every page that reads it (the gate and the page below it),
 * requests in flight shared, refetch on demand, and mutations.
 */
interface Entry {
  data?: unknown;
  error?: ApiError;
  loading: boolean;
  pending?: Promise<void>;
  /** Bumped by every settled request, so a page knows an answer arrived after it mounted. */
  settled: number;
  /** The operation sent, to send it again. */
  operation?: GraphqlOperation;
}

export class QueryStore {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Map<string, Set<() => void>>();
  constructor(readonly request: GraphqlRequest) {}

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  private set(key: string, entry: Entry) {
    this.entries.set(key, entry);
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  /** Reads again every operation whose last answer was a failure (after the session was renewed). */
  refetchFailed(): void {
    for (const [key, entry] of this.entries)
      if (entry.error && entry.operation) void this.fetch(key, entry.operation);
  }

  /** Reads an operation again (its answer goes to everyone showing it). */
  refetch(operation: GraphqlOperation): Promise<void> {
    return this.fetch(keyOf(operation), operation);
  }

  /** Sends the operation unless the same one is already on its way; keeps earlier data on failure. */
  fetch(key: string, operation: GraphqlOperation): Promise<void> {
    const current = this.entries.get(key);
    if (current?.pending) return current.pending;
    const pending = this.request(operation).then(
      (answer) => {
        // Every answer tells the session watch about the client's activity, or its session's end.
        observeAnswer(answer.status, answer.errors);
        try {
          this.set(key, {
            data: dataOf(answer),
            loading: false,
            settled: (current?.settled ?? 0) + 1,
            operation,
          });
        } catch (error) {
          this.fail(key, ApiError.of(error));
        }
      },
      () => this.fail(key, new ApiError(0, [])),
    );
    this.set(key, { ...current, loading: true, pending, settled: current?.settled ?? 0, operation });
    return pending;
  }

  private fail(key: string, error: ApiError) {
    const current = this.entries.get(key);
    this.set(key, {
      data: current?.data,
      error,
      loading: false,
      settled: (current?.settled ?? 0) + 1,
      operation: current?.operation,
    });
  }
}

// One store per transport: the page's fetch transport, or each test's fake API.
const stores = new WeakMap<GraphqlRequest, QueryStore>();
const defaultRequest: GraphqlRequest = (operation) => fetchGraphql(operation);

function useStore(): QueryStore {
  const request = useContext(GraphqlRequestContext) ?? defaultRequest;
  let store = stores.get(request);
  if (!store) stores.set(request, (store = new QueryStore(request)));
  return store;
}

export type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only';

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  refetch: () => Promise<void>;
}

const keyOf = (operation: GraphqlOperation) =>
  `${operation.operationName}:${JSON.stringify(operation.variables ?? {})}`;

/**
 * Reads an operation. cache-first: an earlier answer is enough; cache-and-network: shows it and asks
 * again; network-only: shows nothing until this page's own request has answered.
 */
export function useApiQuery<T>(
  operation: GraphqlOperation,
  { skip = false, fetchPolicy = 'cache-first' }: { skip?: boolean; fetchPolicy?: FetchPolicy } = {},
): ApiQuery<T> {
  const store = useStore();
  const key = keyOf(operation);
  const entry = useSyncExternalStore(
    useCallback((listener) => store.subscribe(key, listener), [store, key]),
    () => store.get(key),
  );
  // network-only: what was settled before this page mounted is not shown.
  const [mountedAt] = useState(() => (fetchPolicy === 'network-only' ? (store.get(key)?.settled ?? 0) : -1));
  // The key names the operation and its variables: the latest object with that key is sent.
  const latest = useRef(operation);
  latest.current = operation;

  useEffect(() => {
    if (skip) return;
    const known = store.get(key);
    if (fetchPolicy === 'cache-first' && known && known.data !== undefined) return;
    void store.fetch(key, latest.current);
  }, [store, key, skip, fetchPolicy]);

  const fresh = !entry || mountedAt < 0 || entry.settled > mountedAt;
  const refetch = useCallback(() => store.fetch(key, latest.current), [store, key]);
  return {
    data: fresh ? (entry?.data as T | undefined) : undefined,
    error: fresh ? entry?.error : undefined,
    loading: !skip && (!entry || entry.loading || !fresh),
    refetch,
  };
}

/**
 * Sends a mutation; resolves with its data, rejects with an ApiError. `refetch` operations are read
 * again once it succeeded (everyone showing them sees the new answer).
 */
export function useApiMutation<T>(
  operation: GraphqlOperation,
  refetch: readonly GraphqlOperation[] = [],
): { mutate: () => Promise<T>; loading: boolean } {
  const store = useStore();
  const [loading, setLoading] = useState(false);
  const mutate = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await store.request<T>(operation).catch(() => {
        throw new ApiError(0, []);
      });
      observeAnswer(answer.status, answer.errors);
      const data = dataOf(answer);
      for (const query of refetch) void store.fetch(keyOf(query), query);
      return data;
    } finally {
      setLoading(false);
    }
  }, [store, operation, refetch]);
  return { mutate, loading };
}

/** The page's query store: its transport, and reading again after the client session was renewed. */
export function useApiStore(): QueryStore {
  return useStore();
}
