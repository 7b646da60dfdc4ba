import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertProvider, LocaleProvider, SessionProvider, createMessagesProvider } from '@portico/ui';
import { ReauthDialog } from '../../session/components/reauth-dialog';
import { messages } from '../utils/messages';

// One catalog per language, fetched only when that language is chosen.
const ShellMessages = createMessagesProvider({
  en: () => import('../../../i18n/en.json'),
  es: () => import('../../../i18n/es.json'),
  ru: () => import('../../../i18n/ru.json'),
  cn: () => import('../../../i18n/cn.json'),
  vi: () => import('../../../i18n/vi.json'),
});

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
  return (
    <LocaleProvider>
      <ShellMessages>
        <SessionProvider onLogout={forgetCachedData}>
          <ShellAlerts>
            {children}
            <ReauthDialog />
          </ShellAlerts>
        </SessionProvider>
      </ShellMessages>
    </LocaleProvider>
  );
}
