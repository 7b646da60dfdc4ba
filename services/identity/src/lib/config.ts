/** identity's own settings, read when first needed (tests set them before starting the subgraph). */
export interface IdentitySettings {
  smtpUrl: string;
  mailFrom: string;
  publicUrl: string;
  /** API key calls allowed per key per minute. */
  apiKeyRatePerMinute: number;
  production: boolean;
}

export function identitySettings(env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  const rate = Number(env.API_KEY_RATE_PER_MINUTE ?? 600);
  return {
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    mailFrom: env.MAIL_FROM ?? 'Portico <no-reply@portico.test>',
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/$/, ''),
    apiKeyRatePerMinute: Number.isInteger(rate) && rate > 0 ? rate : 600,
    production: env.NODE_ENV === 'production',
  };
}

export function validateIdentityEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of ['SMTP_URL', 'PUBLIC_URL'] as const) {
    const value = env[name];
    if (value === undefined) continue;
    try {
      new URL(value);
    } catch {
      throw new Error(`Invalid environment variable ${name}`);
    }
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL)
    throw new Error('Missing environment variable SMTP_URL');
}
