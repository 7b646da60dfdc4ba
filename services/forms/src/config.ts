import { aes256Key, loadConfig, serviceEnv } from '@portico/service-kit';
import { num, str, url } from 'envalid';

export const TRANSLATION_PROVIDERS = ['offline', 'libretranslate', 'openai'] as const;
export type TranslationProviderName = (typeof TRANSLATION_PROVIDERS)[number];

/**
 * Reads the forms environment; the key is required except under NODE_ENV=test. Translation
 * (docs/adr/0014): TRANSLATION_PROVIDER=offline (default, no network) | libretranslate | openai; the
 * HTTP providers need TRANSLATION_URL, openai also TRANSLATION_MODEL (TRANSLATION_API_KEY when the
 * server asks for one).
 */
export function loadFormsConfig(env: NodeJS.ProcessEnv = process.env) {
  const { NODE_ENV } = loadConfig({ NODE_ENV: serviceEnv.NODE_ENV }, env);
  const { TRANSLATION_PROVIDER } = loadConfig(
    { TRANSLATION_PROVIDER: str({ choices: TRANSLATION_PROVIDERS, default: 'offline' }) },
    env,
  );
  const http = TRANSLATION_PROVIDER !== 'offline';
  const config = loadConfig(
    {
      ANSWERS_ENCRYPTION_KEY: NODE_ENV === 'test' ? aes256Key({ default: undefined }) : aes256Key(),
      TRANSLATION_URL: http ? url() : url({ default: undefined }),
      TRANSLATION_API_KEY: str({ default: undefined }),
      TRANSLATION_MODEL: TRANSLATION_PROVIDER === 'openai' ? str() : str({ default: undefined }),
      TRANSLATION_TIMEOUT_MS: num({ default: 10_000 }),
    },
    env,
  );
  return { ...config, TRANSLATION_PROVIDER: TRANSLATION_PROVIDER as TranslationProviderName };
}

export function validateFormsEnv(): void {
  loadFormsConfig();
}
