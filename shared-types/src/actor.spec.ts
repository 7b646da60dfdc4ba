import { ACTOR_SIGNATURE_TTL_MS, ACTOR_HEADER } from './actor';

describe('actor header contract', () => {
  it('names the header the gateway signs and bounds its lifetime', () => {
    expect(ACTOR_HEADER).toBe('x-portico-actor');
    expect(ACTOR_SIGNATURE_TTL_MS).toBeLessThanOrEqual(60_000);
  });
});
