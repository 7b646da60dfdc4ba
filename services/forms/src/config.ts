import { loadConfig, serviceEnv } from '@portico/service-kit';
import { makeValidator } from 'envalid';

/** ANSWERS_ENCRYPTION_KEY: 32 random bytes, base64 (tools/portico.mjs generates one). */
export const aes256Key = makeValidator<string>((value) => {
  if (Buffer.from(value, 'base64').length !== 32) throw new Error('not 32 bytes in base64');
  return value;
});

/** Reads the forms environment; the key is required except under NODE_ENV=test. */
export function loadFormsConfig(env: NodeJS.ProcessEnv = process.env) {
  const { NODE_ENV } = loadConfig({ NODE_ENV: serviceEnv.NODE_ENV }, env);
  return loadConfig(
    {
      ANSWERS_ENCRYPTION_KEY: NODE_ENV === 'test' ? aes256Key({ default: undefined }) : aes256Key(),
    },
    env,
  );
}

export function validateFormsEnv(): void {
  loadFormsConfig();
}
