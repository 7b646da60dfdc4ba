import { DEFAULT_CHROMIUM_PATH, HEADLESS_SHELL_PATH, chromiumArgs, robotChromiumPath } from './browser';

describe('the browser the robot runs', () => {
  const installed =
    (...paths: string[]) =>
    (p: unknown) =>
      paths.includes(String(p));

  it('is the headless shell when it is installed, even where CHROMIUM_PATH names the full browser', () => {
    expect(robotChromiumPath({ CHROMIUM_PATH: '/usr/bin/chromium' }, installed(HEADLESS_SHELL_PATH))).toBe(
      HEADLESS_SHELL_PATH,
    );
  });

  it('is the full browser when the shell is not installed', () => {
    expect(robotChromiumPath({}, installed())).toBe(DEFAULT_CHROMIUM_PATH);
    expect(robotChromiumPath({ CHROMIUM_PATH: '/opt/chromium' }, installed())).toBe('/opt/chromium');
  });

  it('is what ROBOT_CHROMIUM_PATH names, before anything else', () => {
    expect(robotChromiumPath({ ROBOT_CHROMIUM_PATH: '/opt/x' }, installed(HEADLESS_SHELL_PATH))).toBe(
      '/opt/x',
    );
  });
});

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
