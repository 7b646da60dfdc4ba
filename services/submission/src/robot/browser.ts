// The robot's browser: Debian's Chromium driven by playwright-core (no downloaded browsers).
import { chromium, type Browser } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless Chromium at CHROMIUM_PATH (default /usr/bin/chromium). One browser serves many filings. */
export function launchRobotBrowser(env: NodeJS.ProcessEnv = process.env): Promise<Browser> {
  return chromium.launch({
    executablePath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    headless: true,
    // Chromium's sandbox cannot start as root (containers without user namespaces): it is turned
    // off only there. /dev/shm is small in containers.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--disable-dev-shm-usage', '--disable-gpu'],
  });
}
