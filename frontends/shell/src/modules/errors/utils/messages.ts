import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFoundTitle: { id: 'shell.not-found.title', defaultMessage: 'Page not found' },
  notFoundLead: {
    id: 'shell.not-found.lead',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  notFoundHome: { id: 'shell.not-found.home', defaultMessage: 'Go to the home page' },
  notFoundLogin: { id: 'shell.not-found.login', defaultMessage: 'Log in' },
  remoteErrorTitle: {
    id: 'shell.remote-error.title',
    defaultMessage: 'This part of Portico could not be loaded',
  },
  remoteErrorLead: {
    id: 'shell.remote-error.lead',
    defaultMessage: 'Check your connection, then reload the page to try again.',
  },
  reload: { id: 'shell.error.reload', defaultMessage: 'Reload the page' },
  crashTitle: { id: 'shell.error.title', defaultMessage: 'Something went wrong' },
  crashLead: {
    id: 'shell.error.lead',
    defaultMessage: 'An unexpected error stopped this page. Reload to try again.',
  },
});
