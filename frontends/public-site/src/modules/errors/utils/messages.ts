import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFoundHome: { id: 'public-site.errors.not-found.home', defaultMessage: 'Go to the home page' },
  notFoundLead: {
    id: 'public-site.errors.not-found.lead',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  notFoundLogin: { id: 'public-site.errors.not-found.login', defaultMessage: 'Log in' },
  notFoundTitle: { id: 'public-site.errors.not-found.title', defaultMessage: 'Page not found' },
});
