import { formReadiness } from '../src/ds160';
import { COMPLETE_APPLICATIONS, FIXTURE_TODAY } from '../src/fixtures';

describe('complete applications', () => {
  it.each(Object.entries(COMPLETE_APPLICATIONS))('%s is ready for CEAC', (_name, answers) => {
    const readiness = formReadiness(answers, { today: FIXTURE_TODAY });
    expect(readiness.problems).toEqual([]);
    expect(readiness.ready).toBe(true);
    expect(readiness.warnings).toEqual([]);
  });
});
