import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { ACCOUNT_SETTINGS } from '../graphql/queries/account-settings';
import { messages } from '../utils/messages';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { OtherBrowsers } from './other-browsers';
import { TwoStepVerification } from './two-step-verification';

/** /account: password, e-mail address, two-step verification and other browsers of the signed-in person. */
export function AccountPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(ACCOUNT_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const user = data?.viewer.user;
  const header = (
    <h1 className="ui-page__title" tabIndex={-1}>
      {intl.formatMessage(messages.title)}
    </h1>
  );

  if (!data && loading) {
    return (
      <article className="ui-page">
        {header}
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      </article>
    );
  }
  if (!data && error) {
    return (
      <article className="ui-page">
        {header}
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      </article>
    );
  }
  if (!user) {
    return (
      <article className="ui-page">
        {header}
        <p className="ui-page__lead">{intl.formatMessage(messages.loggedOut)}</p>
        <Link className="ui-button" to="/login?next=/account">
          {intl.formatMessage(messages.loginLink)}
        </Link>
      </article>
    );
  }
  if (!user.activated) {
    return (
      <article className="ui-page">
        {header}
        <p className="ui-page__lead">{intl.formatMessage(messages.notActivated)}</p>
        <Link className="ui-button" to="/activate">
          {intl.formatMessage(messages.activateLink)}
        </Link>
      </article>
    );
  }
  return (
    <article className="ui-page">
      {header}
      <ChangePasswordForm email={user.email} />
      <ChangeEmailForm email={user.email} />
      <TwoStepVerification enabled={user.totpEnabled} onChanged={() => void refetch()} />
      <OtherBrowsers />
    </article>
  );
}
