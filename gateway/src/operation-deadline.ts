/**
 * Every operation has a time limit (ADR 0032): OPERATION_TIMEOUT_MS (10 s by default, the security
 * targets' limit), or LONG_OPERATION_TIMEOUT_MS for the few that wait on an outside system by design.
 * The gateway answers OPERATION_TIMEOUT when it runs out, aborts its subgraph calls, and tells each
 * subgraph the time left (DEADLINE_HEADER) so that the subgraph stops first and cancels its SQL.
 * Subscriptions are not operations with an end: they have no limit.
 */
import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';

/**
 * Root fields that legitimately take longer: translation calls the configured provider for each
 * answer (each call bounded by forms' TRANSLATION_TIMEOUT_MS). Photos are processed in-process with
 * sharp, well within the ordinary limit; filing runs in the robot worker, outside any request.
 */
export const LONG_OPERATIONS: ReadonlySet<string> = new Set(['translateAll', 'translateField']);

export interface TimeLimits {
  operationTimeoutMs: number;
  longOperationTimeoutMs: number;
}

function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode, into: Set<string>): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFieldNames(document, selection.selectionSet, into);
    else {
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION && !into.has(`...${fragment.name.value}`)) {
        into.add(`...${fragment.name.value}`);
        rootFieldNames(document, fragment.selectionSet, into);
      }
    }
  }
}

/** The time limit of one operation of `document` (ms). */
export function timeLimitOf(
  document: DocumentNode,
  operationName: string | null | undefined,
  limits: TimeLimits,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return limits.operationTimeoutMs;
  const names = new Set<string>();
  rootFieldNames(document, operation.selectionSet, names);
  return [...names].some((name) => LONG_OPERATIONS.has(name))
    ? limits.longOperationTimeoutMs
    : limits.operationTimeoutMs;
}

/** Time the subgraph is given: what is left, minus the way back (it answers first, with its error). */
export function subgraphTimeLeft(deadline: number, now = Date.now()): number {
  return Math.max(1, deadline - now - 50);
}
