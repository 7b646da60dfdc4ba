import type { ReactElement } from 'react';
import { renderWithApi as render, type Handler } from '@portico/ui/testing';
import en from '../../../i18n/en.json';

// Test helper for the page specs: a fake API per operation name (see @portico/ui/testing).
export { callsOf, type Calls, type Handler } from '@portico/ui/testing';

/** Renders `page` at `path` (matching `route`) with an Apollo Client answered by `handlers[operationName]`. */
export function renderWithApi(
  page: ReactElement,
  path: string,
  route: string,
  handlers: Record<string, Handler>,
) {
  return render(page, { path, route, handlers, messages: en });
}
