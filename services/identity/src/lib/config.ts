import { ConfigError, loadConfig } from '@portico/service-kit';
import { makeValidator, str, url } from 'envalid';

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

/** A whole number from `min` to `max` (digits only: "1.5", "ten" and "" are refused). */
const wholeNumber = (min: number, max = 999_999_999) =>
  makeValidator<number>((value) => {
    const number = /^[0-9]{1,9}$/.test(value) ? Number(value) : NaN;
    if (!(number >= min && number <= max)) throw new Error(`a whole number from ${min} to ${max}`);
    return number;
  });

/** Comma-separated e-mail addresses, lower-cased; blanks between commas are skipped. */
const emailList = makeValidator<string[]>((value) => {
  const emails = parseAdminEmails(value);
  if (!emails) throw new Error('comma-separated e-mail addresses');
  return emails;
});

/**
 * The variables, validated with envalid through service-kit's loadConfig (which names every bad
 * variable and never prints a value), as the other services do. Rate limits are whole numbers above
 * 0; the client session's limits are bounded (docs/adr/0036). In production SMTP_URL and FORMS_URL
 * are required (validateIdentityEnv): `npm start`'s defaults would be wrong there.
 */
const identityEnvSpecs = {
  SMTP_URL: url({ default: 'smtp://127.0.0.1:2525' }),
  MAIL_FROM: str({ default: 'Portico <no-reply@portico.test>' }),
  PUBLIC_URL: url({ default: 'http://localhost:4000' }),
  FORMS_URL: url({ default: 'http://127.0.0.1:4102/graphql' }),
  API_KEY_RATE_PER_MINUTE: wholeNumber(1)({ default: 600 }),
  SIGNUPS_PER_IP_HOUR: wholeNumber(1)({ default: 10 }),
  CLIENT_LINK_EXCHANGES_PER_IP_MINUTE: wholeNumber(1)({ default: 30 }),
  LOGIN_FAILURES_PER_IP_DAY: wholeNumber(1)({ default: 100 }),
  INVITATIONS_PER_WORKSPACE_DAY: wholeNumber(1)({ default: 50 }),
  CLIENT_SESSION_IDLE_MINUTES: wholeNumber(5, 1440)({ default: 30 }),
  CLIENT_SESSION_MAX_HOURS: wholeNumber(1, 168)({ default: 12 }),
  PLATFORM_ADMIN_EMAILS: emailList({ default: undefined }),
};

const SETTING_NAMES = ['NODE_ENV', ...Object.keys(identityEnvSpecs)];

/**
 * The last settings read, by the variables' values: requests read the settings (tests change the
 * variables between cases), and envalid takes ~170 µs a read where comparing 13 strings takes ~1.
 */
let last: { env: NodeJS.ProcessEnv; values: (string | undefined)[]; settings: IdentitySettings } | undefined;

export function identitySettings(env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  const values = SETTING_NAMES.map((name) => env[name]);
  if (last?.env === env && last.values.every((value, i) => value === values[i])) return last.settings;
  const settings = readIdentitySettings(env);
  last = { env, values, settings };
  return settings;
}

function readIdentitySettings(env: NodeJS.ProcessEnv): IdentitySettings {
  const config = loadConfig(identityEnvSpecs, env);
  const seeded = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  return {
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL.replace(/\/$/, ''),
    formsUrl: config.FORMS_URL,
    clientLinkExchangesPerIpMinute: config.CLIENT_LINK_EXCHANGES_PER_IP_MINUTE,
    apiKeyRatePerMinute: config.API_KEY_RATE_PER_MINUTE,
    signupsPerIpHour: config.SIGNUPS_PER_IP_HOUR,
    loginFailuresPerIpDay: config.LOGIN_FAILURES_PER_IP_DAY,
    invitationsPerWorkspaceDay: config.INVITATIONS_PER_WORKSPACE_DAY,
    clientSessionIdleMinutes: config.CLIENT_SESSION_IDLE_MINUTES,
    clientSessionMaxHours: config.CLIENT_SESSION_MAX_HOURS,
    platformAdminEmails: new Set(config.PLATFORM_ADMIN_EMAILS ?? (seeded ? [DEV_PLATFORM_ADMIN_EMAIL] : [])),
    production: env.NODE_ENV === 'production',
  };
}

/**
 * Start-up check: throws a ConfigError naming each bad or missing variable, never a value. An idle
 * limit longer than the whole client session is refused too (it could never apply).
 */
export function validateIdentityEnv(env: NodeJS.ProcessEnv = process.env): void {
  const production = env.NODE_ENV === 'production';
  const config = loadConfig(
    {
      ...identityEnvSpecs,
      SMTP_URL: production ? url() : identityEnvSpecs.SMTP_URL,
      FORMS_URL: production ? url() : identityEnvSpecs.FORMS_URL,
    },
    env,
  );
  if (config.CLIENT_SESSION_IDLE_MINUTES > config.CLIENT_SESSION_MAX_HOURS * 60)
    throw new ConfigError(['CLIENT_SESSION_IDLE_MINUTES']);
}
