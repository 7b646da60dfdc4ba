import { num, str } from 'envalid';
import { ConfigError, loadConfig } from '@portico/service-kit';

export const catalogEnv = {
  /** Price of one form, in the currency's minor units (cents). */
  PRICE_SINGLE_FORM_MINOR: num({ default: 2900 }),
  /** ISO 4217 code. */
  CURRENCY: str({ default: 'USD' }),
};

export interface CatalogConfig {
  singleFormMinor: number;
  currency: string;
}

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  const config = loadConfig(catalogEnv, env);
  if (!Number.isInteger(config.PRICE_SINGLE_FORM_MINOR) || config.PRICE_SINGLE_FORM_MINOR < 0) {
    throw new ConfigError(['PRICE_SINGLE_FORM_MINOR']);
  }
  if (!/^[A-Z]{3}$/.test(config.CURRENCY)) throw new ConfigError(['CURRENCY']);
  return { singleFormMinor: config.PRICE_SINGLE_FORM_MINOR, currency: config.CURRENCY };
}
