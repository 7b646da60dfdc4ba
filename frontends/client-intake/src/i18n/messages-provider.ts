import { createMessagesProvider } from '@portico/ui';

// This app's catalog in the shell's language, fetched on demand. Each language's chunk also holds
// that language's section titles (use-section-titles.ts): one request instead of two.
export const MessagesProvider = createMessagesProvider({
  en: () => import(/* webpackChunkName: "intake-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "intake-es" */ './es.json'),
  ru: () => import(/* webpackChunkName: "intake-ru" */ './ru.json'),
  cn: () => import(/* webpackChunkName: "intake-cn" */ './cn.json'),
  vi: () => import(/* webpackChunkName: "intake-vi" */ './vi.json'),
});
