/**
 * @jest-environment node
 */
import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES } from './remote-routes';

const SPEC_PATHS: Record<string, string> = {
  '/': 'publicSite',
  '/404': 'publicSite',
  '/activate': 'publicSite',
  '/admin': 'publicSite',
  '/agencies': 'publicSite',
  '/blog': 'publicSite',
  '/blog/first-post': 'publicSite',
  '/checkout/single-form': 'publicSite',
  '/login': 'publicSite',
  '/signup': 'publicSite',
  '/forgot-password': 'publicSite',
  '/reset-password': 'publicSite',
  '/online-ds-160-form': 'publicSite',
  '/pricing': 'publicSite',
  '/resources': 'publicSite',
  '/resources/about-ds-160': 'publicSite',
  '/resources/ds-160-checklist': 'publicSite',
  '/resources/sample-forms/b1-b2': 'publicSite',
  '/resources/us-visa-photo-checker': 'publicSite',
  '/support-us': 'publicSite',
  '/client-intake/f1': 'clientIntake',
  '/client-intake/f1/overview': 'clientIntake',
  '/client-intake/f1/edit/personalP1': 'clientIntake',
  '/workspaces/w1/forms': 'applicantEditor',
  '/workspaces/w1/forms/new': 'applicantEditor',
  '/workspaces/w1/forms/f1': 'applicantEditor',
  '/workspaces/w1/forms/f1/edit/passportPage': 'applicantEditor',
  '/workspaces/w1/forms/f1/duplicate': 'applicantEditor',
  '/workspaces/w1/forms/f1/submissions': 'applicantEditor',
  '/workspaces/w1/forms/f1/submissions/new': 'applicantEditor',
  '/workspaces/w1/forms/f1/submissions/s1': 'applicantEditor',
  '/workspaces/w1/submissions': 'applicantEditor',
  '/workspaces/w1/dashboard': 'agencyConsole',
  '/workspaces/w1/forms/f1/client-links': 'agencyConsole',
  '/workspaces/w1/purchases': 'agencyConsole',
  '/workspaces/w1/settings': 'agencyConsole',
};

/** react-router ranks static segments above dynamic ones; mirror that to find the winner. */
function winner(url: string) {
  const matches = REMOTE_ROUTES.filter((route) => matchPath(route.path, url));
  const score = (path: string) =>
    path.split('/').reduce((sum, part) => sum + (part.startsWith(':') ? 1 : 10), 0);
  return matches.sort((a, b) => score(b.path) - score(a.path))[0];
}

describe('route table', () => {
  it.each(Object.entries(SPEC_PATHS))('%s is rendered by %s', (url, remote) => {
    expect(winner(url)?.remote).toBe(remote);
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(winner('/no-such-page')).toBeUndefined();
  });

  it('lists each path once', () => {
    const paths = REMOTE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
