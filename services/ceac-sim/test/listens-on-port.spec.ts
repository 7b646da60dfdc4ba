// The simulator's port comes from PORT (default 4105) and /livez answers; hooks follow the env flag.
import type { AddressInfo } from 'node:net';
import { DEFAULT_PORT, listenFromEnv, portFrom } from '../src/main';

describe('main', () => {
  it('defaults to port 4105 and reads PORT', () => {
    expect(DEFAULT_PORT).toBe(4105);
    expect(portFrom({})).toBe(4105);
    expect(portFrom({ PORT: '4905' })).toBe(4905);
    expect(() => portFrom({ PORT: 'abc' })).toThrow('Invalid PORT');
  });

  it.each([
    ['1', 200],
    [undefined, 403],
  ])('listens on PORT with /livez; CEAC_SIM_TEST_HOOKS=%s gives hooks status %s', async (flag, status) => {
    const server = listenFromEnv({ PORT: '0', ...(flag ? { CEAC_SIM_TEST_HOOKS: flag } : {}) });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/livez`)).status).toBe(200);
      const hook = await fetch(`${base}/__test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 0 }),
      });
      expect(hook.status).toBe(status);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
