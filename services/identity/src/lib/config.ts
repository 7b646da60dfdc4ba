/** identity's own settings, read when first needed (tests set them before starting the subgraph). */
export interface IdentitySettings {
  smtpUrl: string;
  mailFrom: string;
  publicUrl: string;
  /** forms' GraphQL URL (FORMS_URL, as the gateway has it); identity calls its /internal routes. */
  formsUrl: string;
  /** Client-link exchanges allowed per client address and minute (CLIENT_LINK_EXCHANGES_PER_IP_MINUTE, default 30). */
  clientLinkExchangesPerIpMinute: number;
  /** API key calls allowed per key per minute. */
  apiKeyRatePerMinute: number;
  /** Sign-ups allowed per client address and hour (SIGNUPS_PER_IP_HOUR, default 10). */
  signupsPerIpHour: number;
  /**
   * Failed sign-ins (and activation codes) allowed per client address in 24 hours before the address
   * is refused (LOGIN_FAILURES_PER_IP_DAY, default 100; docs/adr/0034).
   */
  loginFailuresPerIpDay: number;
  /**
   * Invitation e-mails (invitations and resends) allowed per workspace, and per inviting account, in
   * 24 hours (INVITATIONS_PER_WORKSPACE_DAY, default 50; docs/adr/0035).
   */
  invitationsPerWorkspaceDay: number;
  /**
   * A client-link session ends after this many minutes without a request from the client
   * (CLIENT_SESSION_IDLE_MINUTES, default 30, 5-1440) and at the latest this many hours after the
   * link was opened (CLIENT_SESSION_MAX_HOURS, default 12, 1-168), whatever the link's own expiry
   * (docs/adr/0036).
   */
  clientSessionIdleMinutes: number;
  clientSessionMaxHours: number;
  /**
   * Lower-cased e-mail addresses of platform administrators (PLATFORM_ADMIN_EMAILS, comma-separated,
   * case-insensitive); `admin@portico.test` by default only in development and test (docs/adr/0029).
   */
  platformAdminEmails: ReadonlySet<string>;
  production: boolean;
}

/** The seeded platform administrator of development and test systems (services/identity/README.md). */
export const DEV_PLATFORM_ADMIN_EMAIL = 'admin@portico.test';

const ADMIN_EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The addresses PLATFORM_ADMIN_EMAILS lists, lower-cased; undefined when one is not an e-mail address. */
function parseAdminEmails(value: string): string[] | undefined {
  const emails = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  return emails.every((email) => email.length <= 320 && ADMIN_EMAIL.test(email)) ? emails : undefined;
}

function platformAdminEmails(env: NodeJS.ProcessEnv): ReadonlySet<string> {
  const value = env.PLATFORM_ADMIN_EMAILS;
  if (value === undefined) {
    const seeded = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
    return new Set(seeded ? [DEV_PLATFORM_ADMIN_EMAIL] : []);
  }
  return new Set(parseAdminEmails(value) ?? []);
}

const POSITIVE_INTEGER_SETTINGS = {
  API_KEY_RATE_PER_MINUTE: 600,
  SIGNUPS_PER_IP_HOUR: 10,
  CLIENT_LINK_EXCHANGES_PER_IP_MINUTE: 30,
  LOGIN_FAILURES_PER_IP_DAY: 100,
  INVITATIONS_PER_WORKSPACE_DAY: 50,
} as const;

function positiveInteger(env: NodeJS.ProcessEnv, name: keyof typeof POSITIVE_INTEGER_SETTINGS): number {
  const value = Number(env[name] ?? POSITIVE_INTEGER_SETTINGS[name]);
  return Number.isInteger(value) && value > 0 ? value : POSITIVE_INTEGER_SETTINGS[name];
}

/** Whole numbers within bounds, with their defaults (docs/adr/0036 for the client session's). */
const BOUNDED_SETTINGS = {
  CLIENT_SESSION_IDLE_MINUTES: { fallback: 30, min: 5, max: 1440 },
  CLIENT_SESSION_MAX_HOURS: { fallback: 12, min: 1, max: 168 },
} as const;

function boundedInteger(value: string | undefined, name: keyof typeof BOUNDED_SETTINGS): number | undefined {
  const { fallback, min, max } = BOUNDED_SETTINGS[name];
  if (value === undefined) return fallback;
  if (!/^[0-9]{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function bounded(env: NodeJS.ProcessEnv, name: keyof typeof BOUNDED_SETTINGS): number {
  return boundedInteger(env[name], name) ?? BOUNDED_SETTINGS[name].fallback;
}

export function identitySettings(env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  return {
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    mailFrom: env.MAIL_FROM ?? 'Portico <no-reply@portico.test>',
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/$/, ''),
    formsUrl: env.FORMS_URL ?? 'http://127.0.0.1:4102/graphql',
    clientLinkExchangesPerIpMinute: positiveInteger(env, 'CLIENT_LINK_EXCHANGES_PER_IP_MINUTE'),
    apiKeyRatePerMinute: positiveInteger(env, 'API_KEY_RATE_PER_MINUTE'),
    signupsPerIpHour: positiveInteger(env, 'SIGNUPS_PER_IP_HOUR'),
    loginFailuresPerIpDay: positiveInteger(env, 'LOGIN_FAILURES_PER_IP_DAY'),
    invitationsPerWorkspaceDay: positiveInteger(env, 'INVITATIONS_PER_WORKSPACE_DAY'),
    clientSessionIdleMinutes: bounded(env, 'CLIENT_SESSION_IDLE_MINUTES'),
    clientSessionMaxHours: bounded(env, 'CLIENT_SESSION_MAX_HOURS'),
    platformAdminEmails: platformAdminEmails(env),
    production: env.NODE_ENV === 'production',
  };
}

export function validateIdentityEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of ['SMTP_URL', 'PUBLIC_URL', 'FORMS_URL'] as const) {
    const value = env[name];
    if (value === undefined) continue;
    try {
      new URL(value);
    } catch {
      throw new Error(`Invalid environment variable ${name}`);
    }
  }
  for (const name of Object.keys(POSITIVE_INTEGER_SETTINGS) as (keyof typeof POSITIVE_INTEGER_SETTINGS)[]) {
    const value = env[name];
    if (value !== undefined && !/^[1-9][0-9]*$/.test(value))
      throw new Error(`Invalid environment variable ${name}: a whole number above 0`);
  }
  for (const name of Object.keys(BOUNDED_SETTINGS) as (keyof typeof BOUNDED_SETTINGS)[]) {
    const { min, max } = BOUNDED_SETTINGS[name];
    if (boundedInteger(env[name], name) === undefined)
      throw new Error(`Invalid environment variable ${name}: a whole number from ${min} to ${max}`);
  }
  const idle = bounded(env, 'CLIENT_SESSION_IDLE_MINUTES');
  if (idle > bounded(env, 'CLIENT_SESSION_MAX_HOURS') * 60)
    throw new Error(
      'Invalid environment variable CLIENT_SESSION_IDLE_MINUTES: longer than CLIENT_SESSION_MAX_HOURS',
    );
  if (env.PLATFORM_ADMIN_EMAILS !== undefined && !parseAdminEmails(env.PLATFORM_ADMIN_EMAILS))
    throw new Error('Invalid environment variable PLATFORM_ADMIN_EMAILS: comma-separated e-mail addresses');
  if (env.NODE_ENV === 'production' && !env.SMTP_URL)
    throw new Error('Missing environment variable SMTP_URL');
  if (env.NODE_ENV === 'production' && !env.FORMS_URL)
    throw new Error('Missing environment variable FORMS_URL');
}
