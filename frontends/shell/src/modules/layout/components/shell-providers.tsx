import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertProvider, LocaleProvider, SessionProvider } from '@portico/ui';
import { ReauthDialog } from '../../session/components/reauth-dialog';
import { messages } from '../utils/messages';
import { ChromeMessages, ShellMessages, startsOnClientIntake } from './shell-messages';

function ShellAlerts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return <AlertProvider closeLabel={intl.formatMessage(messages.closeAlert)}>{children}</AlertProvider>;
}

async function forgetCachedData() {
  // Nothing fetched for the previous user may show for the next one.
  const { getApolloClient } = await import('../../graphql/utils/apollo-client-singleton');
  await getApolloClient().clearStore();
}

/**
 * Language, messages, alerts and the session, shared with every remote through context (Apollo: see
 * GraphqlBoundary). The re-authentication dialog sits over whatever page is open.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  // A client's phone on an intake link loads the shell's chrome messages only (ADR 0017).
  const [TopMessages] = useState(() => (startsOnClientIntake() ? ChromeMessages : ShellMessages));
  return (
    <LocaleProvider>
      <TopMessages>
        <SessionProvider onLogout={forgetCachedData}>
          <ShellAlerts>
            {children}
            <ReauthDialog />
          </ShellAlerts>
        </SessionProvider>
      </TopMessages>
    </LocaleProvider>
  );
}
