import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertProvider, LocaleProvider, createMessagesProvider } from '@portico/ui';
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

/** Language, messages and alerts, shared with every remote through context (Apollo: see GraphqlBoundary). */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <ShellMessages>
        <ShellAlerts>{children}</ShellAlerts>
      </ShellMessages>
    </LocaleProvider>
  );
}
