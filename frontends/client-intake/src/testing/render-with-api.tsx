import type { ReactElement } from 'react';
import { LocaleProvider, useLocale } from '@portico/ui';
import { renderWithApi as render, type Handler } from '@portico/ui/testing';
import en from '../i18n/en.json';

export { callsOf, refusal, type Calls, type Handler } from '@portico/ui/testing';

function LocaleProbe() {
  return <output data-testid="locale">{useLocale().locale}</output>;
}

/**
 * Renders an intake page at `path` (matching `route`) with an Apollo Client answered by
 * `handlers[operationName]`, inside the shell's language state (shown by getByTestId('locale')).
 */
export function renderWithApi(
  page: ReactElement,
  path: string,
  route: string,
  handlers: Record<string, Handler>,
) {
  return render(page, {
    path,
    route,
    handlers,
    messages: en,
    wrap: (children) => (
      <LocaleProvider initialLocale="en">
        {children}
        <LocaleProbe />
      </LocaleProvider>
    ),
  });
}
