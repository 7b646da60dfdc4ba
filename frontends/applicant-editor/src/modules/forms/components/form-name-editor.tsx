import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useAlerts } from '@portico/ui';
import { FORM_NAME_MAX, RENAME_FORM, errorCode } from '../utils/forms-api';
import { nameProblem } from '../utils/labels';
import { actionFor, messages, nameTooLong, renameConflict, renamedMessage } from '../utils/messages';

interface FormNameEditorProps {
  form: { id: string; name: string; version: number };
  onConflict: () => void;
}

/** The form's name as the page heading, renamed in place (trimmed, 1 to 200 characters as the service requires). */
export function FormNameEditor({ form, onConflict }: FormNameEditorProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const inputId = useId();
  const errorId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(form.name);
  const [problem, setProblem] = useState<string | null>(null);
  // Shown with the name the form has now, which arrives when the page reloads it.
  const [conflicted, setConflicted] = useState(false);
  const [rename, { loading }] = useMutation(RENAME_FORM);

  const close = () => {
    setEditing(false);
    setProblem(null);
    setConflicted(false);
    setTimeout(() => opener.current?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setConflicted(false);
    const issue = nameProblem(name, FORM_NAME_MAX);
    if (issue) {
      setProblem(
        issue === 'required'
          ? intl.formatMessage(messages.nameRequired)
          : intl.formatMessage(nameTooLong, { max: FORM_NAME_MAX }),
      );
      return;
    }
    if (name.trim() === form.name) {
      close();
      return;
    }
    try {
      const result = await rename({
        variables: { input: { id: form.id, name: name.trim(), expectedVersion: form.version } },
      });
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.renamedTitle),
        message: intl.formatMessage(renamedMessage, { name: result.data?.renameForm.name ?? name.trim() }),
        timeout: 3000,
      });
      close();
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') {
        setConflicted(true);
        onConflict();
      } else {
        setProblem(intl.formatMessage(messages.actionFailed));
      }
    }
  };

  if (!editing) {
    return (
      <div className="ui-actions" style={{ alignItems: 'center' }}>
        <h1 className="ui-page__title" tabIndex={-1} style={{ margin: 0 }}>
          {form.name}
        </h1>
        <button
          ref={opener}
          type="button"
          className="ui-button ui-button--secondary"
          aria-label={intl.formatMessage(actionFor, {
            action: intl.formatMessage(messages.rename),
            name: form.name,
          })}
          onClick={() => {
            setName(form.name);
            setEditing(true);
          }}
        >
          {intl.formatMessage(messages.rename)}
        </button>
      </div>
    );
  }
  return (
    <>
      <h1 className="ui-visually-hidden">{form.name}</h1>
      <form className="ui-actions" style={{ alignItems: 'end' }} onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor={inputId}>{intl.formatMessage(messages.formName)}</label>
          <input
            id={inputId}
            className="ui-input"
            value={name}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
              setConflicted(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem || conflicted ? errorId : undefined}
            required
          />
          {(problem || conflicted) && (
            <p id={errorId} className="ui-error" role="alert">
              {problem ?? intl.formatMessage(renameConflict, { name: form.name })}
            </p>
          )}
        </div>
        <button type="submit" className="ui-button" disabled={loading}>
          {intl.formatMessage(messages.save)}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={close}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </form>
    </>
  );
}
