import { chromiumArgs } from './browser';

describe("the robot's Chromium flags", () => {
  it('keeps the sandbox for a non-root process unless CHROMIUM_NO_SANDBOX=1', () => {
    expect(chromiumArgs({}, 1000)).not.toContain('--no-sandbox');
    expect(chromiumArgs({ CHROMIUM_NO_SANDBOX: '0' }, 1000)).not.toContain('--no-sandbox');
    expect(chromiumArgs({ CHROMIUM_NO_SANDBOX: '1' }, 1000)).toContain('--no-sandbox');
  });

  it('turns the sandbox off as root, where it cannot start', () => {
    expect(chromiumArgs({}, 0)).toContain('--no-sandbox');
  });
});
