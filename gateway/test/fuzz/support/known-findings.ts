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

/**
 * Findings not fixed yet (none today). Issue 16's findings, each caught by this suite before its fix
 * and fixed since: any origin with the cookies, enormous repeater indexes and the forms crash,
 * aliased pages of forms, the lockout, the member-add oracle, client sessions that never idle out,
 * NUL and deeply nested JSON as 500s, the sign-up to a refused address, photo EXIF, the sign-up mail
 * bomb and values in the gateway's log (docs/adr/0038).
 */
export const KNOWN_FINDINGS: KnownFinding[] = [];

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
