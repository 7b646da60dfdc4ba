import type { ReactElement } from 'react';
import { renderWithApi as render, type Handler, type RenderWithApiOptions } from '@portico/ui/testing';
import en from '../i18n/en.json';

export { callsOf, type Calls, type Handler } from '@portico/ui/testing';

/** Renders `page` at `path` (matching `route`) with an Apollo Client answered by `handlers[operationName]`. */
export function renderWithApi(
  page: ReactElement,
  path: string,
  route: string,
  handlers: Record<string, Handler>,
  wrap?: RenderWithApiOptions['wrap'],
) {
  return render(page, { path, route, handlers, messages: en, wrap });
}
