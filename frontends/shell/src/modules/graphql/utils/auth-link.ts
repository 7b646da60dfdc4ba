import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { Observable, type Subscription } from 'rxjs';
import { CSRF_HEADER } from '@portico/ui';

export interface AuthLinkOptions {
  /** Renews the access cookie; shared by concurrent callers. Answers whether it worked. */
  refresh: () => Promise<boolean>;
  /** Asks the user to log in again in place; resolves once they have, rejects if they give up. */
  reauthenticate: () => Promise<void>;
  /**
   * True when an ended session is the page's to show as it is: a client on an intake link has no
   * session to renew and no password to give, so the refusal (link revoked or expired) goes through.
   */
  passThrough?: () => boolean;
}

function hasUnauthenticatedCode(errors: readonly { extensions?: Record<string, unknown> }[] | undefined) {
  return errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
}

export function isUnauthenticated(errorOrResult: unknown): boolean {
  if (ServerError.is(errorOrResult)) return errorOrResult.statusCode === 401;
  if (CombinedGraphQLErrors.is(errorOrResult)) return hasUnauthenticatedCode(errorOrResult.errors);
  if (errorOrResult && typeof errorOrResult === 'object' && 'errors' in errorOrResult)
    return hasUnauthenticatedCode((errorOrResult as { errors?: [] }).errors);
  return false;
}

/**
 * Sends the CSRF header with every operation. When the API answers 401 / UNAUTHENTICATED, renews the
 * session silently (one refresh for all concurrent operations) and replays the operation; when the
 * session cannot be renewed, waits for the user to log in again in place, then replays. The
 * operation's own observer never sees the expired answer, so pages and forms keep their state.
 */
export function createAuthLink({ refresh, reauthenticate, passThrough }: AuthLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, [CSRF_HEADER]: '1' },
    }));
    return new Observable((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      const attempt = (replayed: boolean) => {
        // A replay, or a page that shows an ended session itself, takes the answer as it is.
        const asItIs = replayed || (passThrough?.() ?? false);
        let recovering = false;
        const recover = () => {
          recovering = true;
          subscription?.unsubscribe();
          refresh()
            .then((renewed) => (renewed ? undefined : reauthenticate()))
            .then(
              () => {
                if (!closed) attempt(true);
              },
              (error: unknown) => observer.error(error),
            );
        };
        subscription = forward(operation).subscribe({
          next: (result) => {
            if (!asItIs && isUnauthenticated(result)) recover();
            else if (!recovering) observer.next(result);
          },
          error: (error: unknown) => {
            if (!asItIs && isUnauthenticated(error)) recover();
            else observer.error(error);
          },
          complete: () => {
            if (!recovering) observer.complete();
          },
        });
        // forward() may have answered synchronously and already asked to recover.
        if (recovering) subscription.unsubscribe();
      };
      attempt(false);
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}
