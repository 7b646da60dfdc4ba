import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormikContext } from 'formik';
import {
  intlLocale,
  ISO_COUNTRY_CODES,
  referenceOptionLabel,
  sortByLabel,
  US_STATES,
} from '@portico/shared-types';
import type { CartValues } from '../utils/cart-schema';
import { messages } from '../utils/messages';

/** Country names in the interface language (Intl knows them), sorted the way that language sorts. */
function useCountryOptions(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    return sortByLabel(
      ISO_COUNTRY_CODES.map((code) => ({ code, label: names.of(code) ?? code })),
      locale,
    );
  }, [locale]);
}

const titleCase = (label: string) =>
  label.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** US states (their codes are CEAC's and the tax table's) named and sorted in the reader's language. */
function useStateOptions(locale: string) {
  return useMemo(
    () =>
      sortByLabel(
        US_STATES.map((state) => {
          const label = referenceOptionLabel(state, locale);
          return { code: state.code, label: label === state.label ? titleCase(label) : label };
        }),
        locale,
      ),
    [locale],
  );
}

/** The buyer's country (ISO 3166-1 alpha-2) and, in the US, state: tax is computed from them. */
export function BuyerLocation() {
  const intl = useIntl();
  const { values, errors, touched, getFieldProps, setFieldValue } = useFormikContext<CartValues>();
  const countries = useCountryOptions(intl.locale);
  const states = useStateOptions(intl.locale);
  const regionError = touched.region && errors.region;
  return (
    <fieldset className="ui-field checkout-location">
      <legend className="ui-field__label">{intl.formatMessage(messages.taxHint)}</legend>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="checkout-country">
          {intl.formatMessage(messages.country)}
        </label>
        <select
          id="checkout-country"
          className="ui-select"
          autoComplete="country"
          {...getFieldProps('country')}
          onChange={(event) => {
            void setFieldValue('country', event.target.value);
            void setFieldValue('region', '', false);
          }}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
      </div>
      {values.country === 'US' && (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="checkout-region">
            {intl.formatMessage(messages.region)}
          </label>
          <select
            id="checkout-region"
            className="ui-select"
            autoComplete="address-level1"
            aria-invalid={regionError ? true : undefined}
            aria-describedby={regionError ? 'checkout-region-error' : undefined}
            {...getFieldProps('region')}
          >
            <option value="">{intl.formatMessage(messages.chooseRegion)}</option>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.label}
              </option>
            ))}
          </select>
          {regionError && (
            <p id="checkout-region-error" className="ui-error" role="alert">
              {regionError}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
