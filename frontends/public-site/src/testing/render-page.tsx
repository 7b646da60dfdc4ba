import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AlertProvider, LocaleProvider, SessionProvider } from '@portico/ui';
import en from '../i18n/en.json';

export interface FakeServer {
  /** Requests to /auth/*: path and JSON body. */
  posts: { path: string; body: Record<string, unknown> }[];
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Replaces fetch: /graphql answers the viewer (or 401 when `viewer` is null), /auth/<path> answers
 * what `auth(path, body)` returns.
 */
export function fakeServer(options: {
  viewer: () => unknown;
  auth?: (path: string, body: Record<string, unknown>) => Reply;
}): FakeServer {
  const server: FakeServer = { posts: [] };
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const respond = ({ status, body = {}, headers = {} }: Reply) =>
      ({ ok: status < 300, status, headers: new Headers(headers), json: async () => body }) as Response;
    if (url === '/graphql') {
      const viewer = options.viewer();
      return viewer ? respond({ status: 200, body: { data: { viewer } } }) : respond({ status: 401 });
    }
    const path = url.replace(/^\/auth\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    server.posts.push({ path, body });
    return respond(options.auth?.(path, body) ?? { status: 404 });
  }) as unknown as typeof fetch;
  return server;
}

function WhereAmI() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

export function renderPage(page: ReactElement, path = '/') {
  return render(
    <LocaleProvider>
      <IntlProvider locale="en" messages={en}>
        <AlertProvider closeLabel="Close">
          <SessionProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="*" element={page} />
              </Routes>
              <WhereAmI />
            </MemoryRouter>
          </SessionProvider>
        </AlertProvider>
      </IntlProvider>
    </LocaleProvider>,
  );
}

export const ANA = {
  id: 'u1',
  email: 'ana@example.com',
  language: 'en',
  activated: false,
  totpEnabled: false,
};

/** The page's own error message (the alert toasts have their own region). */
export function formError(): string | null {
  return document.querySelector('.ui-form-error')?.textContent ?? null;
}
