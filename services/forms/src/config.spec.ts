import { randomBytes } from 'node:crypto';
import { ConfigError } from '@portico/service-kit';
import { loadFormsConfig } from './config';

describe('forms configuration', () => {
  const key = randomBytes(32).toString('base64');

  it('requires ANSWERS_ENCRYPTION_KEY outside tests, naming it without its value', () => {
    expect(() => loadFormsConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadFormsConfig({ NODE_ENV: 'development' })).toThrow(/ANSWERS_ENCRYPTION_KEY/);
    expect(
      loadFormsConfig({ NODE_ENV: 'production', ANSWERS_ENCRYPTION_KEY: key }).ANSWERS_ENCRYPTION_KEY,
    ).toBe(key);
  });

  it('refuses a key that is not 32 bytes of base64', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => loadFormsConfig({ NODE_ENV: 'production', ANSWERS_ENCRYPTION_KEY: short })).toThrow(
      'Invalid or missing environment variables: ANSWERS_ENCRYPTION_KEY',
    );
  });

  it('lets tests run without one', () => {
    expect(loadFormsConfig({ NODE_ENV: 'test' }).ANSWERS_ENCRYPTION_KEY).toBeUndefined();
  });
});
