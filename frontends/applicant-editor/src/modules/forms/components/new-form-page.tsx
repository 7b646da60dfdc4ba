import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { useAlerts } from '@portico/ui';
import { CREATE_FORM, FORMS, FORM_NAME_MAX, type FormSource } from '../utils/forms-api';
import { nameProblem } from '../utils/labels';
import { createdMessage, messages, nameTooLong } from '../utils/messages';
import { FormPicker } from './form-picker';

const SOURCES: { source: FormSource; label: keyof typeof messages; hint: keyof typeof messages }[] = [
  { source: 'BLANK', label: 'sourceBlank', hint: 'sourceBlankHint' },
  { source: 'RENEWAL', label: 'sourceRenewal', hint: 'sourceRenewalHint' },
  { source: 'FAMILY_MEMBER', label: 'sourceFamily', hint: 'sourceFamilyHint' },
];

/** New form: a name, and blank, a renewal of a previous form, or a family member of a previous form. */
export function NewFormPage() {
  const intl = useIntl();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const { workspaceId = '' } = useParams();
  const ids = { name: useId(), nameError: useId(), hint: useId(), source: useId() };
  const [name, setName] = useState('');
  const [source, setSource] = useState<FormSource>('BLANK');
  const [fromFormId, setFromFormId] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [pickerError, setPickerError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [create, { loading }] = useMutation(CREATE_FORM, { refetchQueries: [FORMS] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const issue = nameProblem(name, FORM_NAME_MAX);
    const nameMessage =
      issue === 'required'
        ? intl.formatMessage(messages.nameRequired)
        : issue === 'too-long'
          ? intl.formatMessage(nameTooLong, { max: FORM_NAME_MAX })
          : null;
    const pickerMessage =
      source !== 'BLANK' && !fromFormId ? intl.formatMessage(messages.pickerRequired) : null;
    setNameError(nameMessage);
    setPickerError(pickerMessage);
    if (nameMessage) {
      document.getElementById(ids.name)?.focus();
      return;
    }
    if (pickerMessage) return;
    try {
      const result = await create({
        variables: {
          input: {
            workspaceId,
            name: name.trim(),
            source,
            ...(source !== 'BLANK' && fromFormId ? { fromFormId } : {}),
          },
        },
      });
      const form = result.data?.createForm;
      if (!form) throw new Error('no form');
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.createdTitle),
        message: intl.formatMessage(createdMessage, { name: form.name }),
        timeout: 3000,
      });
      navigate(`/workspaces/${workspaceId}/forms/${form.id}`);
    } catch {
      setFailed(true);
    }
  };

  return (
    <article className="ui-page">
      <p>
        <Link to={`/workspaces/${workspaceId}/forms`}>{intl.formatMessage(messages.backToForms)}</Link>
      </p>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.newFormTitle)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(messages.newFormLead)}</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor={ids.name}>{intl.formatMessage(messages.formName)}</label>
          <input
            id={ids.name}
            className="ui-input"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${ids.hint} ${ids.nameError}` : ids.hint}
            required
          />
          <p id={ids.hint} className="ui-hint">
            {intl.formatMessage(messages.nameHint)}
          </p>
          {nameError && (
            <p id={ids.nameError} className="ui-error" role="alert">
              {nameError}
            </p>
          )}
        </div>
        <fieldset className="ui-field" style={{ border: 0, padding: 0 }}>
          <legend className="ui-field__label">{intl.formatMessage(messages.sourceLegend)}</legend>
          {SOURCES.map((option) => (
            <div key={option.source} style={{ marginBottom: 'var(--space-2)' }}>
              <label>
                <input
                  type="radio"
                  name={ids.source}
                  value={option.source}
                  checked={source === option.source}
                  aria-describedby={`${ids.source}-${option.source}`}
                  onChange={() => {
                    setSource(option.source);
                    setPickerError(null);
                  }}
                />{' '}
                {intl.formatMessage(messages[option.label])}
              </label>
              <p id={`${ids.source}-${option.source}`} className="ui-hint" style={{ margin: 0 }}>
                {intl.formatMessage(messages[option.hint])}
              </p>
            </div>
          ))}
        </fieldset>
        {source !== 'BLANK' && (
          <FormPicker
            workspaceId={workspaceId}
            value={fromFormId}
            onChange={(id) => {
              setFromFormId(id);
              setPickerError(null);
            }}
            error={pickerError}
          />
        )}
        {failed && (
          <p className="ui-form-error" role="alert">
            {intl.formatMessage(messages.createFailed)}
          </p>
        )}
        <div className="ui-actions">
          <button type="submit" className="ui-button" disabled={loading}>
            {intl.formatMessage(messages.create)}
          </button>
        </div>
      </form>
    </article>
  );
}
