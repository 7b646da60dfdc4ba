import { num, str } from 'envalid';
import { generateActorKeyPair } from './actor-signature';
import { ConfigError, loadConfig, serviceEnv } from './config';

describe('loadConfig', () => {
  it('returns typed values with defaults applied', () => {
    const config = loadConfig({ A: str(), B: num({ default: 7 }) }, { A: 'x' });
    expect(config.A).toBe('x');
    expect(config.B).toBe(7);
  });

  it('names the bad variables without printing their values', () => {
    const secret = 'not-a-number-secret-value';
    let error: unknown;
    try {
      loadConfig({ SECRET_NUMBER: num(), MISSING: str() }, { SECRET_NUMBER: secret });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual(['MISSING', 'SECRET_NUMBER']);
    expect((error as Error).message).toContain('SECRET_NUMBER');
    expect((error as Error).message).not.toContain(secret);
  });
});

describe('serviceEnv', () => {
  it('refuses an ACTOR_PUBLIC_KEY that is not a base64 PEM key', () => {
    const env = { PORT: '4102', DATABASE_URL: 'postgres://localhost/x', ACTOR_PUBLIC_KEY: 'bm90IGEga2V5' };
    expect(() => loadConfig(serviceEnv, env)).toThrow(
      expect.objectContaining({ variables: ['ACTOR_PUBLIC_KEY'] }),
    );
    const { publicKey } = generateActorKeyPair();
    expect(loadConfig(serviceEnv, { ...env, ACTOR_PUBLIC_KEY: publicKey }).PORT).toBe(4102);
  });
});
