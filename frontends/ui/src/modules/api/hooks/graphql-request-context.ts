import { createContext } from 'react';

/** One GraphQL operation as it travels in a POST /graphql body. */
export interface GraphqlOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface GraphqlError {
  message?: string;
  extensions?: Record<string, unknown>;
}

/** The API's answer: the HTTP status (200 for any GraphQL result), `data` and `errors` as sent. */
export interface GraphqlAnswer<T = unknown> {
  status: number;
  data: T | null;
  errors: GraphqlError[];
}

/** Sends an operation and resolves with the answer; rejects only when no answer came (network). */
export type GraphqlRequest = <T = unknown>(operation: GraphqlOperation) => Promise<GraphqlAnswer<T>>;

/**
 * How pages that talk to the API without Apollo Client (the client intake, ADR 0017) send their
 * operations. Null: the page's own fetch transport; `renderWithApi` provides one answered by the
 * test's handlers, so page specs do not depend on which transport a page uses.
 */
export const GraphqlRequestContext = createContext<GraphqlRequest | null>(null);
