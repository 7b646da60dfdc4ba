import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { useAlerts } from '@portico/ui';
import { UPDATE_BRANDING } from '../graphql/mutations/update-branding';
import { WORKSPACE_BRANDING } from '../graphql/queries/workspace-branding';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../utils/branding-rules';
import { messages } from '../utils/messages';
import { LogoField } from './logo-field';
import { PreparerFieldsGroup, preparerProblemText } from './preparer-fields';
import {
  checkPreparer,
  EMPTY_PREPARER,
  preparerInput,
  type PreparerFields,
  type PreparerKey,
} from '../utils/preparer-rules';

interface Fields {
  agencyName: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
}

const EMPTY: Fields = { agencyName: '', contactEmail: '', contactPhone: '', contactAddress: '' };

function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** White-label branding of a business workspace (spec §2, §3): shown on the client intake. */
export function BrandingForm({ workspaceId, canEdit }: { workspaceId: string; canEdit: boolean }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const { data, loading, error, refetch } = useQuery(WORKSPACE_BRANDING, { variables: { workspaceId } });
  const [update, { loading: saving }] = useMutation(UPDATE_BRANDING);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [preparer, setPreparer] = useState<PreparerFields>(EMPTY_PREPARER);
  const [preparerErrors, setPreparerErrors] = useState<Partial<Record<PreparerKey, string>>>({});
  const branding = data?.workspaceBranding;

  useEffect(() => {
    if (!branding) return;
    setFields({
      agencyName: branding.agencyName ?? '',
      contactEmail: branding.contactEmail ?? '',
      contactPhone: branding.contactPhone ?? '',
      contactAddress: branding.contactAddress ?? '',
    });
    const saved = branding.preparer;
    if (saved)
      setPreparer({
        surname: saved.surname ?? '',
        givenName: saved.givenName ?? '',
        addressLine1: saved.addressLine1 ?? '',
        addressLine2: saved.addressLine2 ?? '',
        city: saved.city ?? '',
        state: saved.state ?? '',
        postalCode: saved.postalCode ?? '',
        country: saved.country ?? '',
        relationship: saved.relationship ?? 'AGENT',
      });
  }, [branding]);

  const setPreparerField = (name: PreparerKey, value: string) => {
    setPreparer((previous) => ({ ...previous, [name]: value }));
    setPreparerErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const set = (name: keyof Fields) => (value: string) => {
    setFields((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Fields, string>> = {};
    if (fields.contactEmail.trim() && !EMAIL_PATTERN.test(fields.contactEmail.trim()))
      found.contactEmail = intl.formatMessage(messages.emailInvalid);
    if (fields.contactPhone.trim() && !PHONE_PATTERN.test(fields.contactPhone.trim()))
      found.contactPhone = intl.formatMessage(messages.phoneInvalid);
    setErrors(found);
    const preparerFound: Partial<Record<PreparerKey, string>> = {};
    for (const [name, problem] of Object.entries(checkPreparer(preparer)))
      preparerFound[name as PreparerKey] = preparerProblemText(intl, problem);
    setPreparerErrors(preparerFound);
    if (Object.keys(found).length > 0 || Object.keys(preparerFound).length > 0) return;
    try {
      await update({
        variables: {
          input: {
            workspaceId,
            agencyName: orNull(fields.agencyName),
            contactEmail: orNull(fields.contactEmail),
            contactPhone: orNull(fields.contactPhone),
            contactAddress: orNull(fields.contactAddress),
            preparer: preparerInput(preparer),
          },
        },
        refetchQueries: [WORKSPACE_BRANDING],
      });
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.savedTitle),
        message: intl.formatMessage(messages.brandingSaved),
        timeout: 3000,
      });
    } catch {
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.notSavedTitle),
        message: intl.formatMessage(messages.brandingFailed),
        timeout: 6000,
      });
    }
  };

  const field = (name: keyof Fields, label: string, type = 'text', hint?: string) => (
    <div className="ui-field">
      <label htmlFor={`branding-${name}`}>{label}</label>
      {name === 'contactAddress' ? (
        <textarea
          id={`branding-${name}`}
          className="ui-input"
          rows={3}
          value={fields[name]}
          readOnly={!canEdit}
          onChange={(event) => set(name)(event.target.value)}
        />
      ) : (
        <input
          id={`branding-${name}`}
          className="ui-input"
          type={type}
          value={fields[name]}
          readOnly={!canEdit}
          inputMode={name === 'contactPhone' ? 'numeric' : undefined}
          aria-invalid={errors[name] !== undefined}
          aria-describedby={
            errors[name] ? `branding-${name}-error` : hint ? `branding-${name}-hint` : undefined
          }
          onChange={(event) => set(name)(event.target.value)}
        />
      )}
      {hint && !errors[name] && (
        <p id={`branding-${name}-hint`} className="ui-hint">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`branding-${name}-error`} className="ui-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section className="ui-section" aria-labelledby="branding-title">
      <h2 id="branding-title">{intl.formatMessage(messages.brandingTitle)}</h2>
      <p className="ui-hint">{intl.formatMessage(messages.brandingLead)}</p>
      {!data && loading && <p role="status">{intl.formatMessage(messages.brandingLoading)}</p>}
      {!data && error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.brandingLoadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {data && (
        <>
          <LogoField workspaceId={workspaceId} logoUrl={branding?.logoUrl ?? null} canEdit={canEdit} />
          <form className="ui-form" onSubmit={submit} noValidate>
            {field('agencyName', intl.formatMessage(messages.agencyName))}
            {field('contactEmail', intl.formatMessage(messages.contactEmail), 'email')}
            {field(
              'contactPhone',
              intl.formatMessage(messages.contactPhone),
              'tel',
              intl.formatMessage(messages.phoneHint),
            )}
            {field('contactAddress', intl.formatMessage(messages.contactAddress))}
            <PreparerFieldsGroup
              values={preparer}
              errors={preparerErrors}
              complete={branding?.preparer?.complete ?? false}
              canEdit={canEdit}
              onChange={setPreparerField}
            />
            {canEdit && (
              <div>
                <button type="submit" className="ui-button" disabled={saving}>
                  {intl.formatMessage(messages.saveBranding)}
                </button>
              </div>
            )}
          </form>
        </>
      )}
    </section>
  );
}
