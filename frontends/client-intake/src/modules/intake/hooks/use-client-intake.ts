import { isLocale, useLocale, useOptionalSession } from '@portico/ui';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../api/use-api';
import { CLIENT_INTAKE, type ClientIntake, type ClientIntakeData } from '../graphql/queries/client-intake';
import { ApiError } from '../api/api-error';
import {
  exchangeClientLink,
  isNotClientSession,
  sessionEndOf,
  takeTokenFromAddress,
  type IntakeProblem,
  type LinkProblem,
} from '../utils/link-exchange';
import { linkProblemOf } from '../utils/link-problem-of';
import { resetSession } from '../session/session-loader';

export type ClientIntakeState =
  | { status: 'loading' }
  | { status: 'problem'; problem: IntakeProblem }
  | { status: 'failed'; retry: () => void }
  /** The client session ended by its limits (idle, 12 hours): opening the link again continues. */
  | { status: 'session-ended'; end: 'IDLE' | 'MAX_AGE' }
  | { status: 'ready'; intake: ClientIntake };

// The token of this arrival, between taking it out of the address bar and its exchange (a page
// mounted twice, as React's strict mode does, must not lose it), and the links whose default
// language was already applied (the client's own choice afterwards is theirs to keep).
let arrivalToken: string | null = null;
const languageApplied = new Set<string>();

/** Forgets the arrival and stops watching the client session (tests). */
export function resetArrival(): void {
  arrivalToken = null;
  languageApplied.clear();
  resetSession();
}

/**
 * The client session of this page: exchanges a link that just arrived in the address, then reads
 * what the session may see (clientIntake). Without a token, the `portico_client` cookie of an
 * earlier visit is used; without either, the link is invalid.
 */
export function useClientIntake(formId: string): ClientIntakeState {
  return useClientIntakeArrival(formId).state;
}

/**
 * useClientIntake, and whether the page should wait before it shows any text: a link that just
 * arrived sets its own language once its session is read, so the page's catalog is loaded in that
 * language only (no English first, then the client's: ADR 0017).
 */
export function useClientIntakeArrival(formId: string): {
  state: ClientIntakeState;
  languagePending: boolean;
} {
  const [token] = useState(() => {
    arrivalToken = takeTokenFromAddress() ?? arrivalToken;
    return arrivalToken;
  });
  const [exchange, setExchange] = useState<
    | { status: 'pending' }
    | { status: 'done' }
    | { status: 'refused'; problem: LinkProblem }
    | { status: 'failed' }
  >(token ? { status: 'pending' } : { status: 'done' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || exchange.status !== 'pending') return undefined;
    let live = true;
    void exchangeClientLink(token).then((result) => {
      if (!live) return;
      if (result.kind === 'ok')
        setExchange(
          result.formId === formId ? { status: 'done' } : { status: 'refused', problem: 'FORM_UNAVAILABLE' },
        );
      else if (result.kind === 'refused') setExchange({ status: 'refused', problem: result.problem });
      else setExchange({ status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [token, formId, exchange.status, attempt]);

  const query = useApiQuery<ClientIntakeData>(CLIENT_INTAKE, {
    skip: exchange.status !== 'done',
    fetchPolicy: token ? 'network-only' : 'cache-first',
  });

  const signedIn = useOptionalSession()?.status === 'authenticated';
  const { setLocale } = useLocale();
  const intake = query.data?.clientIntake;
  const [applied, setApplied] = useState(() => !token || languageApplied.has(token));
  useEffect(() => {
    if (!token || !intake) return;
    if (!languageApplied.has(token)) {
      languageApplied.add(token);
      arrivalToken = null;
      // The link's language first; the switcher changes it from there and the choice is kept.
      if (isLocale(intake.defaultLanguage)) setLocale(intake.defaultLanguage);
    }
    setApplied(true);
  }, [token, intake, setLocale]);

  const state = ((): ClientIntakeState => {
    if (exchange.status === 'refused') return { status: 'problem', problem: exchange.problem };
    if (exchange.status === 'failed')
      return {
        status: 'failed',
        retry: () => {
          setExchange({ status: 'pending' });
          setAttempt((n) => n + 1);
        },
      };
    if (exchange.status === 'pending' || (query.loading && !intake)) return { status: 'loading' };
    if (query.error && !intake) {
      // The exchange worked (or the shell knows a member is signed in) and still this browser is not
      // the client: an agency member's own session won over the link's. Say so instead of 'unavailable'.
      if ((token || signedIn) && query.error instanceof ApiError && isNotClientSession(query.error.errors))
        return { status: 'problem', problem: 'SIGNED_IN_MEMBER' };
      const end = sessionEndOf(query.error.errors);
      if (end) return { status: 'session-ended', end };
      const problem = linkProblemOf(query.error);
      if (problem) return { status: 'problem', problem };
      return { status: 'failed', retry: () => void query.refetch().catch(() => undefined) };
    }
    if (!intake) return { status: 'problem', problem: 'LINK_INVALID' };
    if (intake.formId !== formId) return { status: 'problem', problem: 'FORM_UNAVAILABLE' };
    return { status: 'ready', intake };
  })();
  return { state, languagePending: !applied && (state.status === 'loading' || state.status === 'ready') };
}
