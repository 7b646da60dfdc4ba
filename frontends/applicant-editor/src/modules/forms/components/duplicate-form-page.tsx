import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useAlerts, useLocale } from '@portico/ui';
import { DUPLICATE_FORM, FORMS, FORM_NAME_MAX, FORM_OVERVIEW, errorCode } from '../utils/forms-api';
import { nameProblem, sectionTitle } from '../utils/labels';
import {
  copyOf,
  createdMessage,
  duplicateOf,
  messages,
  nameTooLong,
  sectionChoice,
  sectionsChosen,
} from '../utils/messages';
import { ListSkeleton } from './list-skeleton';

/** Duplicate a form: a name and the sections to copy (all applicable ones checked at first). */
export function DuplicateFormPage() {
  const intl = useIntl();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const { workspaceId = '', formId = '' } = useParams();
  const ids = { name: useId(), nameError: useId(), sectionsError: useId() };
  const { data, error, loading, refetch } = useQuery(FORM_OVERVIEW, { variables: { id: formId } });
  const form = data?.form;
  const sections = form?.sections.filter((section) => section.applies) ?? [];
  const [name, setName] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [sectionsError, setSectionsError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [duplicate, { loading: saving }] = useMutation(DUPLICATE_FORM, { refetchQueries: [FORMS] });

  // Once the form is here: a suggested name and every applicable section ticked.
  useEffect(() => {
    if (!form) return;
    setName((current) => current ?? intl.formatMessage(copyOf, { name: form.name }).slice(0, FORM_NAME_MAX));
    setChosen((current) => current ?? new Set(form.sections.filter((s) => s.applies).map((s) => s.key)));
  }, [form, intl]);

  const formsPath = `/workspaces/${workspaceId}/forms`;
  if (!form || name === null || chosen === null) {
    return (
      <article className="ui-page">
        <h1 className="ui-page__title" tabIndex={-1}>
          {intl.formatMessage(messages.duplicateFormTitle)}
        </h1>
        {loading && <ListSkeleton label={intl.formatMessage(messages.overviewLoading)} />}
        {!loading && error && (
          <div className={errorCode(error) === 'NOT_FOUND' ? undefined : 'ui-form-error'} role="alert">
            <p>
              {intl.formatMessage(
                errorCode(error) === 'NOT_FOUND' ? messages.notFound : messages.overviewFailed,
              )}
            </p>
            {errorCode(error) === 'NOT_FOUND' ? (
              <Link to={formsPath}>{intl.formatMessage(messages.backToForms)}</Link>
            ) : (
              <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
                {intl.formatMessage(messages.retry)}
              </button>
            )}
          </div>
        )}
      </article>
    );
  }

  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
    setSectionsError(null);
  };

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
    const sectionsMessage = chosen.size === 0 ? intl.formatMessage(messages.sectionsRequired) : null;
    setNameError(nameMessage);
    setSectionsError(sectionsMessage);
    if (nameMessage) {
      document.getElementById(ids.name)?.focus();
      return;
    }
    if (sectionsMessage) return;
    try {
      const result = await duplicate({
        variables: {
          input: {
            formId: form.id,
            name: name.trim(),
            // In definition order, as the form lists them.
            sections: sections.map((section) => section.key).filter((key) => chosen.has(key)),
          },
        },
      });
      const copy = result.data?.duplicateForm;
      if (!copy) throw new Error('no form');
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.duplicatedTitle),
        message: intl.formatMessage(createdMessage, { name: copy.name }),
        timeout: 3000,
      });
      navigate(`${formsPath}/${copy.id}`);
    } catch {
      setFailed(true);
    }
  };

  return (
    <article className="ui-page">
      <p>
        <Link to={`${formsPath}/${form.id}`}>{form.name}</Link>
      </p>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.duplicateFormTitle)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(duplicateOf, { name: form.name })}</p>
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
            aria-describedby={nameError ? ids.nameError : undefined}
            required
          />
          {nameError && (
            <p id={ids.nameError} className="ui-error" role="alert">
              {nameError}
            </p>
          )}
        </div>
        <fieldset
          className="ui-field"
          style={{ border: 0, padding: 0 }}
          aria-describedby={sectionsError ? ids.sectionsError : undefined}
        >
          <legend className="ui-field__label">{intl.formatMessage(messages.sectionsLegend)}</legend>
          <div className="ui-actions">
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => {
                setChosen(new Set(sections.map((section) => section.key)));
                setSectionsError(null);
              }}
            >
              {intl.formatMessage(messages.selectAll)}
            </button>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => setChosen(new Set())}
            >
              {intl.formatMessage(messages.selectNone)}
            </button>
            <span role="status">
              {intl.formatMessage(sectionsChosen, { chosen: chosen.size, total: sections.length })}
            </span>
          </div>
          {sectionsError && (
            <p id={ids.sectionsError} className="ui-error" role="alert">
              {sectionsError}
            </p>
          )}
          <ul className="ui-checklist">
            {sections.map((section) => (
              <li key={section.key}>
                <label>
                  <input
                    type="checkbox"
                    name="sections"
                    value={section.key}
                    checked={chosen.has(section.key)}
                    onChange={(event) => toggle(section.key, event.target.checked)}
                  />{' '}
                  {intl.formatMessage(sectionChoice, {
                    section: sectionTitle(section.key, locale),
                    answered: section.answered,
                    total: section.total,
                  })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {failed && (
          <p className="ui-form-error" role="alert">
            {intl.formatMessage(messages.actionFailed)}
          </p>
        )}
        <div className="ui-actions">
          <button type="submit" className="ui-button" disabled={saving}>
            {intl.formatMessage(messages.duplicateSubmit)}
          </button>
          <Link className="ui-button ui-button--secondary" to={`${formsPath}/${form.id}`}>
            {intl.formatMessage(messages.cancel)}
          </Link>
        </div>
      </form>
    </article>
  );
}
