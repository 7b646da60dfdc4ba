import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useAlerts } from '@portico/ui';
import { ADD_WORKSPACE_MEMBER } from '../graphql/mutations/add-workspace-member';
import { WORKSPACE_MEMBERS } from '../graphql/queries/workspace-members';
import { EMAIL_PATTERN } from '../utils/branding-rules';
import { errorDetails } from '../utils/error-code';
import { addedMessage, alreadyMember, messages, noAccount } from '../utils/messages';

/** Adds someone who already has a Portico account, by e-mail address. */
export function AddMemberForm({ workspaceId }: { workspaceId: string }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useMutation(ADD_WORKSPACE_MEMBER, { refetchQueries: [WORKSPACE_MEMBERS] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setError(null);
    if (!EMAIL_PATTERN.test(address)) {
      setError(intl.formatMessage(messages.emailInvalid));
      return;
    }
    try {
      await add({ variables: { input: { workspaceId, email: address } } });
      setEmail('');
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.addedTitle),
        message: intl.formatMessage(addedMessage, { email: address }),
        timeout: 3000,
      });
    } catch (caught) {
      const { code, field } = errorDetails(caught);
      setError(
        code === 'NOT_FOUND' || (code === 'BAD_USER_INPUT' && field === 'email')
          ? intl.formatMessage(noAccount, { email: address })
          : code === 'CONFLICT'
            ? intl.formatMessage(alreadyMember, { email: address })
            : intl.formatMessage(messages.actionFailed),
      );
    }
  };

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-labelledby="add-member-title">
      <h3 id="add-member-title">{intl.formatMessage(messages.addTitle)}</h3>
      <div className="ui-field">
        <label htmlFor="add-member-email">{intl.formatMessage(messages.addEmail)}</label>
        <input
          id="add-member-email"
          className="ui-input"
          type="email"
          value={email}
          aria-invalid={error !== null}
          aria-describedby={error ? 'add-member-error' : 'add-member-hint'}
          onChange={(event) => setEmail(event.target.value)}
        />
        <p id="add-member-hint" className="ui-hint">
          {intl.formatMessage(messages.addHint)}
        </p>
        {error && (
          <p id="add-member-error" className="ui-form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="ui-button" disabled={loading}>
          {intl.formatMessage(messages.addSubmit)}
        </button>
      </div>
    </form>
  );
}
