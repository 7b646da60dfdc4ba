import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  clientLinksTitle: { id: 'agency-console.client-links.client-links.title', defaultMessage: 'Client links' },
  clientLinksLead: {
    id: 'agency-console.client-links.client-links.lead',
    defaultMessage: 'Create a link for a client, see the links you have sent, and revoke a link.',
  },
});
