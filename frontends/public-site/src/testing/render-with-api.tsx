import type { ReactElement } from 'react';
import { LocaleProvider, SessionProvider } from '@portico/ui';
import { renderWithApi as render, type Handler } from '@portico/ui/testing';
import en from '../i18n/en.json';

export { alertText, refusal, type Calls, type Handler } from '@portico/ui/testing';

/**
 * Renders `page` with an Apollo Client whose API answers each operation with `handlers[name]`
 * (a thrown handler is a network failure), inside the locale and session providers; `route` is the
 * pattern the page is mounted under when it reads route parameters.
 */
export function renderWithApi(
  page: ReactElement,
  path: string,
  handlers: Record<string, Handler>,
  route?: string,
) {
  return render(page, {
    path,
    route,
    handlers,
    messages: en,
    closeLabel: 'Close',
    wrap: (children) => (
      <LocaleProvider>
        <SessionProvider>{children}</SessionProvider>
      </LocaleProvider>
    ),
  });
}
