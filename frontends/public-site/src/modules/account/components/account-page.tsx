import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SignedInPage } from '../../auth/components/signed-in-page';
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
  return (
    <SignedInPage
      title={intl.formatMessage(messages.title)}
      query={{ hasData: Boolean(data), loading, failed: Boolean(error), retry: () => void refetch() }}
      signedIn={Boolean(user)}
      next="/account"
      text={{
        loading: intl.formatMessage(messages.loading),
        loadFailed: intl.formatMessage(messages.loadFailed),
        retry: intl.formatMessage(messages.retry),
        signedOut: intl.formatMessage(messages.loggedOut),
        login: intl.formatMessage(messages.loginLink),
      }}
    >
      {(header) =>
        user && !user.activated ? (
          <article className="ui-page">
            {header}
            <p className="ui-page__lead">{intl.formatMessage(messages.notActivated)}</p>
            <Link className="ui-button" to="/activate">
              {intl.formatMessage(messages.activateLink)}
            </Link>
          </article>
        ) : (
          user && (
            <article className="ui-page">
              {header}
              <ChangePasswordForm email={user.email} />
              <ChangeEmailForm email={user.email} />
              <TwoStepVerification enabled={user.totpEnabled} onChanged={() => void refetch()} />
              <OtherBrowsers />
            </article>
          )
        )
      }
    </SignedInPage>
  );
}
