import type { IntlShape } from 'react-intl';

/** How many minor units a currency's major unit has, as a power of ten (USD 2, JPY 0, BHD 3). */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * An amount in integer minor units (the API's `…Minor` fields) formatted in the interface language:
 * formatMoney(intl, 2320, 'USD') → '$23.20' in English, '23,20 US$' in Spanish.
 */
export function formatMoney(intl: IntlShape, minor: number, currency: string): string {
  return intl.formatNumber(minor / 10 ** minorUnitDigits(currency), { style: 'currency', currency });
}

/** A tax rate in basis points (825 = 8.25 %) as a percentage in the interface language. */
export function formatBasisPoints(intl: IntlShape, basisPoints: number): string {
  return intl.formatNumber(basisPoints / 10_000, { style: 'percent', maximumFractionDigits: 3 });
}
