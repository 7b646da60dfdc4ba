import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  brand: { id: 'shell.brand', defaultMessage: 'Portico' },
  brandHome: { id: 'shell.brand.home', defaultMessage: 'Portico home' },
  skipLink: { id: 'shell.skip-link', defaultMessage: 'Skip to main content' },
  mainNav: { id: 'shell.nav.label', defaultMessage: 'Main' },
  home: { id: 'shell.nav.home', defaultMessage: 'Home' },
  blog: { id: 'shell.nav.blog', defaultMessage: 'Blog' },
  agencies: { id: 'shell.nav.agencies', defaultMessage: 'Agencies' },
  pricing: { id: 'shell.nav.pricing', defaultMessage: 'Pricing' },
  resources: { id: 'shell.nav.resources', defaultMessage: 'Resources' },
  login: { id: 'shell.nav.login', defaultMessage: 'Login' },
  signup: { id: 'shell.nav.signup', defaultMessage: 'Signup' },
  logout: { id: 'shell.nav.logout', defaultMessage: 'Logout' },
  dashboard: { id: 'shell.nav.dashboard', defaultMessage: 'Dashboard' },
  account: { id: 'shell.nav.account', defaultMessage: 'Account' },
  admin: { id: 'shell.nav.admin', defaultMessage: 'Admin' },
  sidebar: { id: 'shell.sidebar.label', defaultMessage: 'Workspace' },
  sidebarDashboard: { id: 'shell.sidebar.dashboard', defaultMessage: 'Dashboard' },
  sidebarForms: { id: 'shell.sidebar.forms', defaultMessage: 'Forms' },
  sidebarPurchases: { id: 'shell.sidebar.purchases', defaultMessage: 'My Purchases' },
  sidebarSubmissions: { id: 'shell.sidebar.submissions', defaultMessage: 'Submissions' },
  sidebarSupportUs: { id: 'shell.sidebar.support-us', defaultMessage: 'Support Us' },
  sidebarSettings: { id: 'shell.sidebar.settings', defaultMessage: 'Workspace Settings' },
  language: { id: 'shell.language.label', defaultMessage: 'Language' },
  languageChangedTitle: { id: 'shell.language.changed.title', defaultMessage: 'Language changed' },
  loggedOutTitle: { id: 'shell.logout.title', defaultMessage: 'Logged out' },
  loggedOutMessage: { id: 'shell.logout.message', defaultMessage: 'Your session on this device has ended.' },
  closeAlert: { id: 'shell.alert.close', defaultMessage: 'Close alert' },
  footer: {
    id: 'shell.footer.text',
    defaultMessage: 'Portico prepares your DS-160 and files it on CEAC for you.',
  },
  footerLinks: { id: 'shell.footer.label', defaultMessage: 'Footer' },
  buildInfo: { id: 'shell.footer.build-info', defaultMessage: 'Build information' },
  loading: { id: 'shell.loading', defaultMessage: 'Loading…' },
});

export const languageChangedMessage = defineMessage<{ language: string }>({
  id: 'shell.language.changed.message',
  defaultMessage: 'Portico now speaks {language}.',
});
