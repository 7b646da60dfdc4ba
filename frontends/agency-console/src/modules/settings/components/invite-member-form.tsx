import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { LANGUAGES, isLocale, useAlerts, useLocale, type Locale } from '@portico/ui';
import { INVITE_MEMBER } from '../graphql/mutations/invite-member';
import { WORKSPACE_INVITATIONS } from '../graphql/queries/workspace-invitations';
import type { MemberRole } from '../graphql/queries/workspace-members';
import { EMAIL_PATTERN } from '../utils/branding-rules';
import { errorDetails } from '../utils/error-code';
import {
  alreadyInWorkspace,
  dailyLimitReached,
  invitationMessages as m,
  sentMessage,
} from '../utils/invitation-messages';
import { messages } from '../utils/messages';

/**
 * Invites an e-mail address with a role. The answer never says whether the address has a Portico
 * account (docs/adr/0035); the e-mail's language defaults to the admin's interface language.
 */
export function InviteMemberForm({ workspaceId }: { workspaceId: string }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const { locale } = useLocale();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('MEMBER');
  // Follows the interface language until the admin picks one.
  const [chosenLanguage, setLanguage] = useState<Locale | null>(null);
  const language = chosenLanguage ?? locale;
  const [error, setError] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(INVITE_MEMBER, { refetchQueries: [WORKSPACE_INVITATIONS] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setError(null);
    if (!EMAIL_PATTERN.test(address)) {
      setError(intl.formatMessage(messages.emailInvalid));
      document.getElementById('invite-email')?.focus();
      return;
    }
    try {
      await invite({ variables: { input: { workspaceId, email: address, role, language } } });
      setEmail('');
      alerts.push({
        type: 'success',
        title: intl.formatMessage(m.sentTitle),
        message: intl.formatMessage(sentMessage, { email: address }),
        timeout: 4000,
      });
    } catch (caught) {
      const { code, field, reason, limit } = errorDetails(caught);
      setError(
        reason === 'INVITATION_DAILY_LIMIT'
          ? intl.formatMessage(dailyLimitReached, { limit: limit ?? 0 })
          : reason === 'MAIL_REFUSED'
            ? intl.formatMessage(m.mailRefused)
            : code === 'BAD_USER_INPUT' && field === 'email'
              ? intl.formatMessage(messages.emailInvalid)
              : code === 'CONFLICT'
                ? intl.formatMessage(alreadyInWorkspace, { email: address })
                : code === 'SERVICE_UNAVAILABLE'
                  ? intl.formatMessage(m.mailUnavailable)
                  : intl.formatMessage(messages.actionFailed),
      );
      document.getElementById('invite-email')?.focus();
    }
  };

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-labelledby="invite-member-title">
      <h3 id="invite-member-title">{intl.formatMessage(m.inviteTitle)}</h3>
      <p className="ui-hint">{intl.formatMessage(m.inviteLead)}</p>
      <div className="ui-field">
        <label htmlFor="invite-email">{intl.formatMessage(m.email)}</label>
        <input
          id="invite-email"
          className="ui-input"
          type="email"
          autoComplete="off"
          value={email}
          aria-invalid={error !== null}
          aria-describedby={error ? 'invite-error' : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error && (
          <p id="invite-error" className="ui-form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="ui-field">
        <label htmlFor="invite-role">{intl.formatMessage(m.role)}</label>
        <select
          id="invite-role"
          className="ui-select"
          value={role}
          aria-describedby="invite-role-hint"
          onChange={(event) => setRole(event.target.value === 'ADMIN' ? 'ADMIN' : 'MEMBER')}
        >
          <option value="MEMBER">{intl.formatMessage(messages.roleMember)}</option>
          <option value="ADMIN">{intl.formatMessage(messages.roleAdmin)}</option>
        </select>
        <p id="invite-role-hint" className="ui-hint">
          {intl.formatMessage(m.roleHint)}
        </p>
      </div>
      <div className="ui-field">
        <label htmlFor="invite-language">{intl.formatMessage(m.language)}</label>
        <select
          id="invite-language"
          className="ui-select"
          value={language}
          aria-describedby="invite-language-hint"
          onChange={(event) => {
            if (isLocale(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {LANGUAGES.map((option) => (
            <option key={option.code} value={option.code} lang={option.code === 'cn' ? 'zh' : option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <p id="invite-language-hint" className="ui-hint">
          {intl.formatMessage(m.languageHint)}
        </p>
      </div>
      <div>
        <button type="submit" className="ui-button" disabled={loading}>
          {intl.formatMessage(m.submit)}
        </button>
      </div>
    </form>
  );
}
