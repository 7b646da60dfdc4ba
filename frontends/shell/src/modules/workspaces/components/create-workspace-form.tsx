import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useAlerts } from '@portico/ui';
import { CREATE_WORKSPACE } from '../graphql/mutations/create-workspace';
import { WORKSPACES } from '../graphql/queries/workspaces';
import { createdMessage, messages } from '../utils/messages';

/** Creates a business workspace (the personal one exists from signup). */
export function CreateWorkspaceForm() {
  const intl = useIntl();
  const alerts = useAlerts();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [createWorkspace, { loading }] = useMutation(CREATE_WORKSPACE, { refetchQueries: [WORKSPACES] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setInvalid(true);
      return;
    }
    try {
      await createWorkspace({ variables: { input: { name: trimmed } } });
      setName('');
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.createdTitle),
        message: intl.formatMessage(createdMessage, { name: trimmed }),
        timeout: 4000,
      });
    } catch {
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.createFailedTitle),
        message: intl.formatMessage(messages.createFailed),
        timeout: 6000,
      });
    }
  };

  return (
    <section className="ui-section" aria-labelledby="create-workspace-title">
      <h2 id="create-workspace-title">{intl.formatMessage(messages.createTitle)}</h2>
      <form className="ui-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="workspace-name">{intl.formatMessage(messages.createName)}</label>
          <input
            id="workspace-name"
            className="ui-input"
            value={name}
            maxLength={100}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'workspace-name-error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid && (
            <p id="workspace-name-error" className="ui-error">
              {intl.formatMessage(messages.nameRequired)}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="ui-button" disabled={loading}>
            {intl.formatMessage(messages.createSubmit)}
          </button>
        </div>
      </form>
    </section>
  );
}
