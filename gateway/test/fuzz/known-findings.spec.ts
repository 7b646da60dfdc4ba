import type { Failure } from './support/campaign';
import { judgeFailures, type KnownFinding } from './support/known-findings';

const failure = (check: Failure['check'], input: string): Failure => ({
  check,
  operation: 'mutation saveAnswers',
  actor: 'business admin',
  input,
  detail: 'detail',
});

const marks: KnownFinding[] = [
  { id: 'nul', title: 'NUL gives 500', matches: (f) => f.check === 'internal error' && /NUL/.test(f.input) },
  { id: 'fixed', title: 'fixed since', matches: (f) => f.check === 'slow answer' },
];

describe('known findings of the fuzz suite', () => {
  afterEach(() => delete process.env.FUZZ_KNOWN_FINDINGS);

  it('prints marked failures as known, fails on the rest and on marks that match nothing', () => {
    const nul = failure('internal error', 'name: NUL');
    const other = failure('5xx', 'name: 100 kB');
    const verdict = judgeFailures([nul, other], marks);
    expect(verdict.known.get('nul')).toEqual([nul]);
    expect(verdict.unexpected).toEqual([other]);
    expect(verdict.stale.map((mark) => mark.id)).toEqual(['fixed']);
  });

  it('fails on marked failures too with FUZZ_KNOWN_FINDINGS=fail', () => {
    process.env.FUZZ_KNOWN_FINDINGS = 'fail';
    const nul = failure('internal error', 'name: NUL');
    const verdict = judgeFailures([nul], marks);
    expect(verdict.unexpected).toEqual([nul]);
    expect(verdict.known.size).toBe(0);
    expect(verdict.stale).toEqual([]);
  });
});
