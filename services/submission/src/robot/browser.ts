// The robot's browser: Debian's Chromium driven by playwright-core (no downloaded browsers).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same engine without the browser's UI layers (ADR 0041).
 * The binary itself, not /usr/bin's wrapper: that shell script does not exec, so a signal to the
 * browser's process would reach only the wrapper and leave Chromium running.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the robot runs: ROBOT_CHROMIUM_PATH when set; else the headless shell when it is
 * installed (it files with about half the CPU of the full browser, ADR 0041); else CHROMIUM_PATH
 * (default /usr/bin/chromium).
 */
export function robotChromiumPath(env: NodeJS.ProcessEnv = process.env, exists = existsSync): string {
  if (env.ROBOT_CHROMIUM_PATH) return env.ROBOT_CHROMIUM_PATH;
  if (exists(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/**
 * Chromium's flags. Its own sandbox cannot start as root, nor where user namespaces are refused (a
 * Pod Security "restricted" pod, a container under the default seccomp profile): it is turned off
 * only there — as root, or when CHROMIUM_NO_SANDBOX=1 says the container is the sandbox
 * (docs/adr/0044). /dev/shm is small in containers.
 */
export function chromiumArgs(env: NodeJS.ProcessEnv, uid: number | undefined): string[] {
  const noSandbox = uid === 0 || env.CHROMIUM_NO_SANDBOX === '1';
  return [...(noSandbox ? ['--no-sandbox'] : []), '--disable-dev-shm-usage', '--disable-gpu'];
}

/** Headless Chromium (robotChromiumPath). One browser serves many filings. */
export function launchRobotBrowser(env: NodeJS.ProcessEnv = process.env): Promise<Browser> {
  return chromium.launch({
    executablePath: robotChromiumPath(env),
    headless: true,
    args: chromiumArgs(env, process.getuid?.()),
  });
}
