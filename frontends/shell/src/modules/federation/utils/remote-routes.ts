/** The four remotes, by the name each one is built with and listed under in /remotes.json. */
export const REMOTE_NAMES = ['publicSite', 'applicantEditor', 'agencyConsole', 'clientIntake'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type LayoutKind = 'public' | 'workspace' | 'intake';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Key in the remote's exposed `./pages` map. */
  page: string;
  layout: LayoutKind;
  /**
   * Pages that do not use Apollo Client skip loading it: marketing pages (home first), and the client
   * intake, which talks to the API with plain fetch to fit its 150 KB first load (ADR 0017).
   */
  static?: boolean;
}

const W = '/workspaces/:workspaceId';

/** Every route of product spec §2 that a remote renders. The shell's own: /workspaces, /build-info, not found. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'publicSite', page: 'home', layout: 'public', static: true },
  { path: '/404', remote: 'publicSite', page: 'not-found', layout: 'public', static: true },
  // The account pages talk to /auth/* with fetch and need no Apollo Client.
  { path: '/activate', remote: 'publicSite', page: 'activate', layout: 'public', static: true },
  { path: '/account', remote: 'publicSite', page: 'account', layout: 'public' },
  { path: '/admin', remote: 'publicSite', page: 'admin', layout: 'public' },
  { path: '/agencies', remote: 'publicSite', page: 'agencies', layout: 'public', static: true },
  { path: '/blog', remote: 'publicSite', page: 'blog', layout: 'public', static: true },
  { path: '/blog/:slug', remote: 'publicSite', page: 'blog-post', layout: 'public', static: true },
  { path: '/checkout/:productCode', remote: 'publicSite', page: 'checkout', layout: 'public' },
  { path: '/login', remote: 'publicSite', page: 'login', layout: 'public', static: true },
  { path: '/signup', remote: 'publicSite', page: 'signup', layout: 'public', static: true },
  { path: '/forgot-password', remote: 'publicSite', page: 'forgot-password', layout: 'public', static: true },
  { path: '/reset-password', remote: 'publicSite', page: 'reset-password', layout: 'public', static: true },
  {
    path: '/online-ds-160-form',
    remote: 'publicSite',
    page: 'online-ds-160-form',
    layout: 'public',
    static: true,
  },
  { path: '/pricing', remote: 'publicSite', page: 'pricing', layout: 'public', static: true },
  { path: '/resources', remote: 'publicSite', page: 'resources', layout: 'public', static: true },
  {
    path: '/resources/about-ds-160',
    remote: 'publicSite',
    page: 'about-ds-160',
    layout: 'public',
    static: true,
  },
  {
    path: '/resources/ds-160-checklist',
    remote: 'publicSite',
    page: 'ds-160-checklist',
    layout: 'public',
    static: true,
  },
  {
    path: '/resources/sample-forms/:sample',
    remote: 'publicSite',
    page: 'sample-form',
    layout: 'public',
    static: true,
  },
  {
    path: '/resources/us-visa-photo-checker',
    remote: 'publicSite',
    page: 'us-visa-photo-checker',
    layout: 'public',
    static: true,
  },
  { path: '/support-us', remote: 'publicSite', page: 'support-us', layout: 'public', static: true },
  // The client intake sends its operations with fetch (ADR 0017): no Apollo Client on a client's phone.
  { path: '/client-intake/:formId', remote: 'clientIntake', page: 'landing', layout: 'intake', static: true },
  {
    path: '/client-intake/:formId/overview',
    remote: 'clientIntake',
    page: 'overview',
    layout: 'intake',
    static: true,
  },
  {
    path: '/client-intake/:formId/edit/:formPage',
    remote: 'clientIntake',
    page: 'edit-section',
    layout: 'intake',
    static: true,
  },
  { path: `${W}/forms`, remote: 'applicantEditor', page: 'forms', layout: 'workspace' },
  { path: `${W}/forms/new`, remote: 'applicantEditor', page: 'new-form', layout: 'workspace' },
  { path: `${W}/forms/:formId`, remote: 'applicantEditor', page: 'form-overview', layout: 'workspace' },
  {
    path: `${W}/forms/:formId/edit/:formPage`,
    remote: 'applicantEditor',
    page: 'edit-section',
    layout: 'workspace',
  },
  {
    path: `${W}/forms/:formId/duplicate`,
    remote: 'applicantEditor',
    page: 'duplicate-form',
    layout: 'workspace',
  },
  {
    path: `${W}/forms/:formId/submissions`,
    remote: 'applicantEditor',
    page: 'form-submissions',
    layout: 'workspace',
  },
  {
    path: `${W}/forms/:formId/submissions/new`,
    remote: 'applicantEditor',
    page: 'new-submission',
    layout: 'workspace',
  },
  {
    path: `${W}/forms/:formId/submissions/:submissionId`,
    remote: 'applicantEditor',
    page: 'submission',
    layout: 'workspace',
  },
  { path: `${W}/submissions`, remote: 'applicantEditor', page: 'submissions', layout: 'workspace' },
  { path: `${W}/dashboard`, remote: 'agencyConsole', page: 'dashboard', layout: 'workspace' },
  {
    path: `${W}/forms/:formId/client-links`,
    remote: 'agencyConsole',
    page: 'client-links',
    layout: 'workspace',
  },
  { path: `${W}/purchases`, remote: 'agencyConsole', page: 'purchases', layout: 'workspace' },
  { path: `${W}/settings`, remote: 'agencyConsole', page: 'settings', layout: 'workspace' },
];
