import { randomBytes } from 'node:crypto';
import { num, str, url } from 'envalid';
import { ConfigError, loadConfig } from '@portico/service-kit';

/** Sales tax / VAT in basis points (725 = 7.25 %) by `COUNTRY` or `COUNTRY-REGION` (ISO 3166). */
export type TaxRates = Record<string, number>;

/**
 * The default rate table (TAX_RATES replaces it): a few examples, not tax advice. Whether visa
 * preparation is taxable where a buyer lives is for the operator to configure (docs/adr/0025).
 */
export const DEFAULT_TAX_RATES: TaxRates = {
  'US-CA': 725,
  'US-NY': 400,
  'US-TX': 625,
  'US-WA': 650,
  GB: 2000,
  DE: 1900,
  FR: 2000,
  ES: 2100,
  VN: 1000,
  RU: 2000,
};

export type PaymentProviderName = 'test' | 'stripe';
export type TaxProviderName = 'table' | 'none' | 'stripe';

export interface BillingSettings {
  production: boolean;
  publicUrl: string;
  paymentProvider: PaymentProviderName;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** Optional overrides so tests (and a proxy) can point the Stripe SDK at another server. */
  stripeApi: { host?: string; port?: number; protocol?: 'http' | 'https' };
  testProviderWebhookSecret: string;
  taxProvider: TaxProviderName;
  taxRates: TaxRates;
  singleFormMinor: number;
  familyPackSavingPercent: number;
  currency: string;
  smtpUrl: string;
  mailFrom: string;
  /** Enables `GET /pay/test/__last-webhook` (NODE_ENV=test only). */
  testHooks: boolean;
}

/** One random secret per process when TEST_PROVIDER_WEBHOOK_SECRET is not set (the test provider signs for itself). */
const PROCESS_TEST_SECRET = `whsec_${randomBytes(24).toString('hex')}`;

const specs = {
  NODE_ENV: str({ choices: ['development', 'test', 'production'], default: 'development' }),
  PUBLIC_URL: url({ default: 'http://localhost:4000' }),
  PAYMENT_PROVIDER: str({ choices: ['test', 'stripe', ''], default: '' }),
  STRIPE_SECRET_KEY: str({ default: '' }),
  STRIPE_WEBHOOK_SECRET: str({ default: '' }),
  STRIPE_API_HOST: str({ default: '' }),
  STRIPE_API_PORT: num({ default: 0 }),
  STRIPE_API_PROTOCOL: str({ choices: ['http', 'https', ''], default: '' }),
  TEST_PROVIDER_WEBHOOK_SECRET: str({ default: '' }),
  TAX_PROVIDER: str({ choices: ['table', 'none', 'stripe'], default: 'table' }),
  TAX_RATES: str({ default: '' }),
  PRICE_SINGLE_FORM_MINOR: num({ default: 2900 }),
  FAMILY_PACK_SAVING_PERCENT: num({ default: 20 }),
  CURRENCY: str({ default: 'USD' }),
  SMTP_URL: url({ default: 'smtp://127.0.0.1:2525' }),
  MAIL_FROM: str({ default: 'Portico <no-reply@portico.test>' }),
};

const SETTINGS_KEYS = Object.keys(specs);

function checkTaxRates(text: string): TaxRates | null {
  if (text.trim() === '') return DEFAULT_TAX_RATES;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const rates: TaxRates = {};
  for (const [key, rate] of Object.entries(value as Record<string, unknown>)) {
    if (!/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(key)) return null;
    if (typeof rate !== 'number' || !Number.isInteger(rate) || rate < 0 || rate > 10_000) return null;
    rates[key] = rate;
  }
  return rates;
}

/** Reads and checks billing's environment; throws ConfigError naming each bad variable (never a value). */
export function loadBillingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const c = loadConfig(specs, env);
  const bad: string[] = [];
  if (!Number.isInteger(c.PRICE_SINGLE_FORM_MINOR) || c.PRICE_SINGLE_FORM_MINOR < 1)
    bad.push('PRICE_SINGLE_FORM_MINOR');
  if (
    !Number.isInteger(c.FAMILY_PACK_SAVING_PERCENT) ||
    c.FAMILY_PACK_SAVING_PERCENT < 0 ||
    c.FAMILY_PACK_SAVING_PERCENT > 90
  )
    bad.push('FAMILY_PACK_SAVING_PERCENT');
  if (!/^[A-Z]{3}$/.test(c.CURRENCY)) bad.push('CURRENCY');
  const taxRates = checkTaxRates(c.TAX_RATES);
  if (!taxRates) bad.push('TAX_RATES');
  const production = c.NODE_ENV === 'production';
  const paymentProvider: PaymentProviderName =
    c.PAYMENT_PROVIDER === 'test' || c.PAYMENT_PROVIDER === 'stripe'
      ? c.PAYMENT_PROVIDER
      : c.STRIPE_SECRET_KEY
        ? 'stripe'
        : 'test';
  if (paymentProvider === 'stripe' && !c.STRIPE_SECRET_KEY) bad.push('STRIPE_SECRET_KEY');
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) bad.push('STRIPE_WEBHOOK_SECRET');
  // Production never falls back to the test provider silently: it must be asked for by name.
  if (production && paymentProvider === 'test' && c.PAYMENT_PROVIDER !== 'test') bad.push('PAYMENT_PROVIDER');
  if (production && paymentProvider === 'test' && !c.TEST_PROVIDER_WEBHOOK_SECRET)
    bad.push('TEST_PROVIDER_WEBHOOK_SECRET');
  if (c.TAX_PROVIDER === 'stripe' && paymentProvider !== 'stripe') bad.push('TAX_PROVIDER');
  // Receipts must reach buyers: production names its mail relay (like identity).
  if (production && !env.SMTP_URL) bad.push('SMTP_URL');
  if (bad.length > 0) throw new ConfigError(bad.sort());
  return {
    production,
    publicUrl: c.PUBLIC_URL.replace(/\/$/, ''),
    paymentProvider,
    stripeSecretKey: c.STRIPE_SECRET_KEY || null,
    stripeWebhookSecret: c.STRIPE_WEBHOOK_SECRET || null,
    stripeApi: {
      ...(c.STRIPE_API_HOST ? { host: c.STRIPE_API_HOST } : {}),
      ...(c.STRIPE_API_PORT ? { port: c.STRIPE_API_PORT } : {}),
      ...(c.STRIPE_API_PROTOCOL ? { protocol: c.STRIPE_API_PROTOCOL as 'http' | 'https' } : {}),
    },
    testProviderWebhookSecret: c.TEST_PROVIDER_WEBHOOK_SECRET || PROCESS_TEST_SECRET,
    taxProvider: c.TAX_PROVIDER as TaxProviderName,
    taxRates: taxRates!,
    singleFormMinor: c.PRICE_SINGLE_FORM_MINOR,
    familyPackSavingPercent: c.FAMILY_PACK_SAVING_PERCENT,
    currency: c.CURRENCY,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    testHooks: c.NODE_ENV === 'test',
  };
}

let cached: { key: string; settings: BillingSettings } | undefined;

/** The current settings, read again whenever one of billing's variables changed (tests change them). */
export function billingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const key = SETTINGS_KEYS.map((name) => env[name] ?? '\u0000').join('\u0001');
  if (cached?.key !== key) cached = { key, settings: loadBillingSettings(env) };
  return cached.settings;
}
