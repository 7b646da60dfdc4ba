import { referenceOptionLabel, sortByLabel } from '@portico/shared-types';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { messages, preparerAddressInvalid } from '../utils/messages';
import {
  PREPARER_COUNTRIES,
  type PreparerFields,
  type PreparerKey,
  type PreparerProblem,
} from '../utils/preparer-rules';

export function preparerProblemText(intl: IntlShape, problem: PreparerProblem): string {
  switch (problem.kind) {
    case 'name':
      return intl.formatMessage(messages.preparerNameInvalid);
    case 'address':
      return intl.formatMessage(preparerAddressInvalid, { max: problem.max });
    case 'postal':
      return intl.formatMessage(messages.preparerPostalInvalid);
    case 'country':
      return intl.formatMessage(messages.preparerCountryInvalid);
    case 'relationship':
      return intl.formatMessage(messages.preparerRelationshipInvalid);
    case 'namePair':
      return intl.formatMessage(messages.preparerNamePair);
    case 'organizationOnly':
      return intl.formatMessage(messages.preparerOrganizationOnly);
  }
}

/**
 * The "Preparer on CEAC" group of the branding form (docs/adr/0024): who CEAC's sign page names as
 * having helped fill in the application when the agency files a client's DS-160.
 */
export function PreparerFieldsGroup({
  values,
  errors,
  complete,
  canEdit,
  onChange,
}: {
  values: PreparerFields;
  errors: Partial<Record<PreparerKey, string>>;
  complete: boolean;
  canEdit: boolean;
  onChange: (name: PreparerKey, value: string) => void;
}) {
  const intl = useIntl();
  // CEAC's country codes, named and sorted in the reader's language.
  const countries = useMemo(
    () =>
      sortByLabel(
        PREPARER_COUNTRIES.map((country) => ({
          code: country.code,
          label: referenceOptionLabel(country, intl.locale),
        })),
        intl.locale,
      ),
    [intl.locale],
  );
  const describedBy = (name: PreparerKey, hint?: boolean) =>
    errors[name] ? `preparer-${name}-error` : hint ? `preparer-${name}-hint` : undefined;
  const after = (name: PreparerKey, hint?: string) => (
    <>
      {hint && !errors[name] && (
        <p id={`preparer-${name}-hint`} className="ui-hint">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`preparer-${name}-error`} className="ui-error">
          {errors[name]}
        </p>
      )}
    </>
  );
  const text = (name: PreparerKey, label: string, hint?: string, maxLength?: number) => (
    <div className="ui-field">
      <label htmlFor={`preparer-${name}`}>{label}</label>
      <input
        id={`preparer-${name}`}
        className="ui-input"
        type="text"
        autoComplete="off"
        value={values[name]}
        readOnly={!canEdit}
        maxLength={maxLength}
        aria-invalid={errors[name] !== undefined}
        aria-describedby={describedBy(name, Boolean(hint))}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {after(name, hint)}
    </div>
  );
  return (
    <fieldset className="ui-form" aria-describedby="preparer-lead">
      <legend>{intl.formatMessage(messages.preparerTitle)}</legend>
      <p id="preparer-lead" className="ui-hint">
        {intl.formatMessage(messages.preparerLead)}
      </p>
      {!complete && (
        <p className="ui-hint" role="note">
          {intl.formatMessage(messages.preparerIncomplete)}
        </p>
      )}
      {text(
        'surname',
        intl.formatMessage(messages.preparerSurname),
        intl.formatMessage(messages.preparerNamesHint),
      )}
      {text('givenName', intl.formatMessage(messages.preparerGivenName))}
      {text('addressLine1', intl.formatMessage(messages.preparerLine1))}
      {text('addressLine2', intl.formatMessage(messages.preparerLine2))}
      {text('city', intl.formatMessage(messages.preparerCity))}
      {text('state', intl.formatMessage(messages.preparerState))}
      {text('postalCode', intl.formatMessage(messages.preparerPostalCode))}
      <div className="ui-field">
        <label htmlFor="preparer-country">{intl.formatMessage(messages.preparerCountry)}</label>
        <select
          id="preparer-country"
          className="ui-select"
          value={values.country}
          disabled={!canEdit}
          aria-invalid={errors.country !== undefined}
          aria-describedby={describedBy('country')}
          onChange={(event) => onChange('country', event.target.value)}
        >
          <option value="">{intl.formatMessage(messages.preparerChooseCountry)}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
        {after('country')}
      </div>
      {text(
        'relationship',
        intl.formatMessage(messages.preparerRelationship),
        intl.formatMessage(messages.preparerRelationshipHint),
      )}
    </fieldset>
  );
}
