// The robot's browser: Debian's Chromium driven by playwright-core (no downloaded browsers).
import { chromium, type Browser } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

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

/** Headless Chromium at CHROMIUM_PATH (default /usr/bin/chromium). One browser serves many filings. */
export function launchRobotBrowser(env: NodeJS.ProcessEnv = process.env): Promise<Browser> {
  return chromium.launch({
    executablePath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    headless: true,
    args: chromiumArgs(env, process.getuid?.()),
  });
}
