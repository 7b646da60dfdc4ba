import { useMemo, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { AlertProvider, LocaleProvider, createMessagesProvider } from '@portico/ui';
import { createApolloClient } from '../../graphql/utils/create-apollo-client';
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

/** Language, messages, alerts and the one Apollo Client, shared with every remote through context. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <LocaleProvider>
      <ShellMessages>
        <ShellAlerts>
          <ApolloProvider client={client}>{children}</ApolloProvider>
        </ShellAlerts>
      </ShellMessages>
    </LocaleProvider>
  );
}
