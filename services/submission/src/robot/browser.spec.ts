import { DEFAULT_CHROMIUM_PATH, HEADLESS_SHELL_PATH, robotChromiumPath } from './browser';

describe('the browser the robot runs', () => {
  const installed = (...paths: string[]) => (p: unknown) => paths.includes(String(p));

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
    expect(robotChromiumPath({ ROBOT_CHROMIUM_PATH: '/opt/x' }, installed(HEADLESS_SHELL_PATH))).toBe('/opt/x');
  });
});
