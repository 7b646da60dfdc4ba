import { createMessagesProvider } from '@portico/ui';

// This app's catalog in the shell's language, fetched on demand.
export const MessagesProvider = createMessagesProvider({
  en: () => import('./en.json'),
  es: () => import('./es.json'),
  ru: () => import('./ru.json'),
  cn: () => import('./cn.json'),
  vi: () => import('./vi.json'),
});
