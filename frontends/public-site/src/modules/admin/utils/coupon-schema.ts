import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { minorUnitDigits } from '@portico/ui';
import type { CreateCouponInput } from '../graphql/mutations/create-coupon';
import type { CouponKind } from '../graphql/queries/admin-coupons';
import { messages } from './messages';

/** Fixed discounts are in the catalog's currency. */
export const COUPON_CURRENCY = 'USD';
/** billing's rule for coupon codes (stored upper case). */
export const COUPON_CODE = /^[A-Z0-9-]{3,32}$/;
const AMOUNT = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** The coupon form: what the administrator types (strings) before it becomes a CreateCouponInput. */
export interface CouponValues {
  code: string;
  kind: CouponKind;
  percentOff: string;
  amountOff: string;
  /** yyyy-mm-dd, the last day the coupon works, or ''. */
  expiresOn: string;
  maxRedemptions: string;
}

export const EMPTY_COUPON: CouponValues = {
  code: '',
  kind: 'PERCENT',
  percentOff: '',
  amountOff: '',
  expiresOn: '',
  maxRedemptions: '',
};

/** "4.50" → 450 minor units of the coupon currency, with integer arithmetic only; null when not an amount above 0. */
export function amountToMinor(value: string): number | null {
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  const digits = minorUnitDigits(COUPON_CURRENCY);
  const minor = Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0');
  return minor > 0 ? minor : null;
}

/** Today in the browser's time zone, as yyyy-mm-dd. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

export function couponSchema(intl: IntlShape) {
  return yup.object({
    code: yup
      .string()
      .trim()
      .required(intl.formatMessage(messages.codeMissing))
      .test('code', intl.formatMessage(messages.codeInvalid), (value) =>
        COUPON_CODE.test((value ?? '').toUpperCase()),
      ),
    kind: yup.mixed<CouponKind>().oneOf(['PERCENT', 'FIXED']).required(),
    percentOff: yup.string().when('kind', {
      is: 'PERCENT',
      then: (schema) =>
        schema.test('percent', intl.formatMessage(messages.percentInvalid), (value) =>
          wholeNumber(value ?? '', 1, 100),
        ),
    }),
    amountOff: yup.string().when('kind', {
      is: 'FIXED',
      then: (schema) =>
        schema.test(
          'amount',
          intl.formatMessage(messages.amountInvalid),
          (value) => amountToMinor(value ?? '') !== null,
        ),
    }),
    expiresOn: yup
      .string()
      .test('future', intl.formatMessage(messages.expiresInvalid), (value) => !value || value >= today()),
    maxRedemptions: yup
      .string()
      .test(
        'max',
        intl.formatMessage(messages.maxInvalid),
        (value) => !value?.trim() || wholeNumber(value, 1, 1_000_000),
      ),
  });
}

/** The mutation's input: code upper-cased, the chosen discount only, expiry at the end of the chosen local day. */
export function toCouponInput(values: CouponValues): CreateCouponInput {
  return {
    code: values.code.trim().toUpperCase(),
    kind: values.kind,
    percentOff: values.kind === 'PERCENT' ? Number(values.percentOff) : null,
    amountOffMinor: values.kind === 'FIXED' ? amountToMinor(values.amountOff) : null,
    expiresAt: values.expiresOn ? new Date(`${values.expiresOn}T23:59:59.999`).toISOString() : null,
    maxRedemptions: values.maxRedemptions.trim() ? Number(values.maxRedemptions) : null,
  };
}
