/**
 * Findings the suite knows and that are not fixed yet. A failure one of these matches is printed as
 * known instead of failing the run; a mark that matches nothing fails the run ("fixed: remove the
 * mark"), so a mark never outlives its finding. FUZZ_KNOWN_FINDINGS=fail treats marked failures
 * like any other (the proof that the suite finds them).
 */
import type { Failure } from './campaign';

export interface KnownFinding {
  id: string;
  /** Where it is tracked and what fixes it. */
  title: string;
  matches(failure: Failure): boolean;
}

const property = (failure: Failure, operation: RegExp, input: RegExp) =>
  failure.check === 'property' && operation.test(failure.operation) && input.test(failure.input);

/**
 * Issue 16's findings not fixed on main yet, each fixed on its own branch; remove a mark when its fix
 * is merged. (Found and since fixed on main: enormous repeater indexes and the forms crash, the
 * lockout, the member-add oracle, the sign-up to a refused address, photo EXIF, the sign-up mail
 * bomb — see docs/adr/0038.)
 */
export const KNOWN_FINDINGS: KnownFinding[] = [
  {
    id: 'cors-any-origin',
    title: 'issue 16 (High): any origin may call with the cookies; fix: i16-gateway CORS',
    matches: (f) => f.check === 'CORS credentials' || property(f, /^OPTIONS /, /Origin/),
  },
  {
    id: 'list-cost',
    title:
      'issue 16 (Medium): aliased pages of forms hold forms for seconds; fix: i16-gateway list-size cost and time limits',
    matches: (f) => f.check === 'slow answer' && /aliases/.test(f.input),
  },
  {
    id: 'client-session-idle',
    title: 'issue 16 (Medium): client sessions last as long as the link; fix: i16-client-sessions',
    matches: (f) => property(f, /./, /client session idle|link opened again/),
  },
  {
    id: 'nul-bytes',
    title: 'issue 16 (Low): NUL in a string gives INTERNAL_SERVER_ERROR; fix: i16-gateway NUL at the edge',
    matches: (f) => (f.check === 'internal error' || f.check === '5xx') && /: NUL$/.test(f.input),
  },
  {
    id: 'deep-json',
    title:
      'issue 16 (Low): deeply nested JSON gives INTERNAL_SERVER_ERROR; fix: i16-gateway deep JSON at the edge',
    matches: (f) =>
      ['internal error', '5xx', 'slow answer'].includes(f.check) && /deeply nested/.test(f.input),
  },
  {
    id: 'answers-in-logs',
    title:
      'issue 16 (Low): values sent with a wrong type are written to the gateway log; fix: i16-gateway log redaction',
    matches: (f) => f.check === 'canary in log' && f.detail.startsWith('gateway logged it'),
  },
];

export interface Verdict {
  unexpected: Failure[];
  known: Map<string, Failure[]>;
  /** Marks that matched no failure: their finding is fixed. */
  stale: KnownFinding[];
}

export function judgeFailures(failures: Failure[], marks: KnownFinding[] = KNOWN_FINDINGS): Verdict {
  const honour = process.env.FUZZ_KNOWN_FINDINGS !== 'fail';
  const known = new Map<string, Failure[]>();
  const unexpected: Failure[] = [];
  for (const failure of failures) {
    const mark = honour ? marks.find((m) => m.matches(failure)) : undefined;
    if (!mark) unexpected.push(failure);
    else known.set(mark.id, [...(known.get(mark.id) ?? []), failure]);
  }
  const stale = honour ? marks.filter((m) => !known.has(m.id)) : [];
  return { unexpected, known, stale };
}
