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

describe('translation configuration', () => {
  it('defaults to the offline provider with no network settings', () => {
    const config = loadFormsConfig({ NODE_ENV: 'test' });
    expect(config.TRANSLATION_PROVIDER).toBe('offline');
    expect(config.TRANSLATION_URL).toBeUndefined();
    expect(config.TRANSLATION_TIMEOUT_MS).toBe(10_000);
  });

  it('needs TRANSLATION_URL for the HTTP providers and TRANSLATION_MODEL for openai', () => {
    expect(() => loadFormsConfig({ NODE_ENV: 'test', TRANSLATION_PROVIDER: 'libretranslate' })).toThrow(
      'Invalid or missing environment variables: TRANSLATION_URL',
    );
    expect(() =>
      loadFormsConfig({
        NODE_ENV: 'test',
        TRANSLATION_PROVIDER: 'openai',
        TRANSLATION_URL: 'http://llm:8080',
      }),
    ).toThrow('Invalid or missing environment variables: TRANSLATION_MODEL');
    const config = loadFormsConfig({
      NODE_ENV: 'test',
      TRANSLATION_PROVIDER: 'openai',
      TRANSLATION_URL: 'http://llm:8080',
      TRANSLATION_MODEL: 'qwen2.5',
      TRANSLATION_API_KEY: 'sk-test',
    });
    expect(config).toMatchObject({ TRANSLATION_PROVIDER: 'openai', TRANSLATION_MODEL: 'qwen2.5' });
  });

  it('refuses an unknown provider', () => {
    expect(() => loadFormsConfig({ NODE_ENV: 'test', TRANSLATION_PROVIDER: 'babelfish' })).toThrow(
      'Invalid or missing environment variables: TRANSLATION_PROVIDER',
    );
  });
});
