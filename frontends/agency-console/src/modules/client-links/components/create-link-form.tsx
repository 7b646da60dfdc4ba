import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { LANGUAGES, useAlerts } from '@portico/ui';
import { errorDetails } from '../../settings/utils/error-code';
import { CREATE_CLIENT_LINK } from '../graphql/mutations/create-client-link';
import { CLIENT_LINKS, type ClientLink } from '../graphql/queries/client-links';
import {
  MAX_EXPIRY_DAYS,
  MAX_USES,
  PERMISSIONS,
  initialValues,
  toInput,
  validateLinkForm,
  type LinkFormField,
  type LinkFormValues,
} from '../utils/link-form';
import { PERMISSION_HINT, PERMISSION_LABEL } from '../utils/link-labels';
import { messages } from '../utils/messages';

export interface CreatedLink {
  link: ClientLink;
  url: string;
  emailed: boolean;
}

const FIELD_ERROR: Record<LinkFormField, MessageDescriptor> = {
  clientName: messages.nameInvalid,
  clientEmail: messages.emailInvalid,
  permissions: messages.permissionsInvalid,
  expiresInDays: messages.expiryInvalid,
  maxUses: messages.maxUsesInvalid,
};

/** Why the client's address got no e-mail (and so no link), shown on the e-mail field. */
const EMAIL_REFUSAL: Record<string, MessageDescriptor> = {
  ADDRESS_UNDELIVERABLE: messages.emailUndeliverable,
  MAIL_BUDGET: messages.emailBudget,
};

/** Create a client link: name, e-mail, permissions, expiry (90 days), optional cap, language. */
export function CreateLinkForm({
  workspaceId,
  formId,
  onCreated,
  onDenied,
}: {
  workspaceId: string;
  formId: string;
  onCreated: (created: CreatedLink) => void;
  onDenied: () => void;
}) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [values, setValues] = useState<LinkFormValues>(initialValues);
  const [invalid, setInvalid] = useState<LinkFormField[]>([]);
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [emailRefusal, setEmailRefusal] = useState<MessageDescriptor | null>(null);
  const [create, { loading }] = useMutation(CREATE_CLIENT_LINK, { refetchQueries: [CLIENT_LINKS] });

  const set = <K extends keyof LinkFormValues>(key: K, value: LinkFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Another address, or no e-mail at all, answers a refusal of the e-mail.
    const refusalAnswered = emailRefusal !== null && (key === 'clientEmail' || key === 'sendEmail');
    setInvalid((current) =>
      current.filter((field) => field !== key && !(refusalAnswered && field === 'clientEmail')),
    );
    if (refusalAnswered) setEmailRefusal(null);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateLinkForm(values);
    setInvalid(problems);
    if (problems.length > 0) {
      document.getElementById(`client-link-${problems[0]}`)?.focus();
      return;
    }
    try {
      const result = await create({ variables: { input: { workspaceId, formId, ...toInput(values) } } });
      const created = result.data?.createClientLink;
      if (!created) throw new Error('no answer');
      setValues(initialValues());
      onCreated({ link: created.clientLink, url: created.url, emailed: created.emailed });
    } catch (error) {
      const { code, field, reason } = errorDetails(error);
      if (code === 'FORBIDDEN') return onDenied();
      if (reason === 'MAIL_UNAVAILABLE') return setFormError(messages.mailUnavailable);
      if (code === 'BAD_USER_INPUT' && field && field in FIELD_ERROR) {
        const refusal = field === 'clientEmail' && reason ? (EMAIL_REFUSAL[reason] ?? null) : null;
        setEmailRefusal(refusal);
        setInvalid([field as LinkFormField]);
        document.getElementById(`client-link-${field}`)?.focus();
        return;
      }
      if (code === 'BAD_USER_INPUT' && field === 'formId') return setFormError(messages.formInvalid);
      if (code === 'BAD_USER_INPUT' && field === 'workspaceId') return setFormError(messages.businessOnly);
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.failedTitle),
        message: intl.formatMessage(messages.failed),
        timeout: 6000,
      });
    }
  };

  const error = (field: LinkFormField) =>
    invalid.includes(field) ? (
      <p id={`client-link-${field}-error`} className="ui-error">
        {intl.formatMessage((field === 'clientEmail' && emailRefusal) || FIELD_ERROR[field])}
      </p>
    ) : null;
  const described = (field: LinkFormField, hint?: string) =>
    [invalid.includes(field) ? `client-link-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <section className="ui-section" aria-labelledby="client-link-create-title">
      <h2 id="client-link-create-title">{intl.formatMessage(messages.createTitle)}</h2>
      <form className="ui-form" onSubmit={submit} noValidate>
        {formError && (
          <div className="ui-form-error" role="alert">
            {intl.formatMessage(formError)}
          </div>
        )}
        <div className="ui-field">
          <label htmlFor="client-link-clientName">{intl.formatMessage(messages.clientName)}</label>
          <input
            id="client-link-clientName"
            className="ui-input"
            value={values.clientName}
            maxLength={200}
            autoComplete="off"
            aria-invalid={invalid.includes('clientName')}
            aria-describedby={described('clientName')}
            onChange={(event) => set('clientName', event.target.value)}
          />
          {error('clientName')}
        </div>
        <div className="ui-field">
          <label htmlFor="client-link-clientEmail">{intl.formatMessage(messages.clientEmail)}</label>
          <input
            id="client-link-clientEmail"
            className="ui-input"
            type="email"
            value={values.clientEmail}
            maxLength={320}
            autoComplete="off"
            aria-invalid={invalid.includes('clientEmail')}
            aria-describedby={described('clientEmail')}
            onChange={(event) => set('clientEmail', event.target.value)}
          />
          {error('clientEmail')}
        </div>
        <fieldset
          className="ui-field"
          aria-invalid={invalid.includes('permissions')}
          aria-describedby={described('permissions')}
        >
          <legend>{intl.formatMessage(messages.permissions)}</legend>
          {PERMISSIONS.map((permission) => (
            <div key={permission}>
              <input
                type="checkbox"
                id={permission === PERMISSIONS[0] ? 'client-link-permissions' : `client-link-${permission}`}
                checked={values.permissions.includes(permission)}
                aria-describedby={`client-link-${permission}-hint`}
                onChange={(event) =>
                  set(
                    'permissions',
                    event.target.checked
                      ? [...values.permissions, permission]
                      : values.permissions.filter((p) => p !== permission),
                  )
                }
              />{' '}
              <label
                htmlFor={
                  permission === PERMISSIONS[0] ? 'client-link-permissions' : `client-link-${permission}`
                }
              >
                {intl.formatMessage(PERMISSION_LABEL[permission])}
              </label>{' '}
              <span id={`client-link-${permission}-hint`} className="ui-hint">
                {intl.formatMessage(PERMISSION_HINT[permission])}
              </span>
            </div>
          ))}
          {error('permissions')}
        </fieldset>
        <div className="ui-field">
          <label htmlFor="client-link-expiresInDays">{intl.formatMessage(messages.expiresInDays)}</label>
          <input
            id="client-link-expiresInDays"
            className="ui-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EXPIRY_DAYS}
            value={values.expiresInDays}
            aria-invalid={invalid.includes('expiresInDays')}
            aria-describedby={described('expiresInDays')}
            onChange={(event) => set('expiresInDays', event.target.value)}
          />
          {error('expiresInDays')}
        </div>
        <div className="ui-field">
          <label htmlFor="client-link-maxUses">{intl.formatMessage(messages.maxUses)}</label>
          <input
            id="client-link-maxUses"
            className="ui-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_USES}
            value={values.maxUses}
            aria-invalid={invalid.includes('maxUses')}
            aria-describedby={described('maxUses', 'client-link-maxUses-hint')}
            onChange={(event) => set('maxUses', event.target.value)}
          />
          <p id="client-link-maxUses-hint" className="ui-hint">
            {intl.formatMessage(messages.maxUsesHint)}
          </p>
          {error('maxUses')}
        </div>
        <div className="ui-field">
          <label htmlFor="client-link-defaultLanguage">{intl.formatMessage(messages.defaultLanguage)}</label>
          <select
            id="client-link-defaultLanguage"
            className="ui-select"
            value={values.defaultLanguage}
            onChange={(event) => set('defaultLanguage', event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option
                key={language.code}
                value={language.code}
                lang={language.code === 'cn' ? 'zh' : language.code}
              >
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label className="ui-check" htmlFor="client-link-sendEmail">
            <input
              type="checkbox"
              id="client-link-sendEmail"
              checked={values.sendEmail}
              onChange={(event) => set('sendEmail', event.target.checked)}
            />
            <span>{intl.formatMessage(messages.sendEmail)}</span>
          </label>
        </div>
        <div>
          <button type="submit" className="ui-button" disabled={loading} aria-busy={loading}>
            {intl.formatMessage(loading ? messages.creating : messages.create)}
          </button>
        </div>
      </form>
    </section>
  );
}
