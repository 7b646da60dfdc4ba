import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dashboardTitle: { id: 'agency-console.dashboard.dashboard.title', defaultMessage: 'Dashboard' },
  dashboardLead: {
    id: 'agency-console.dashboard.dashboard.lead',
    defaultMessage: 'Your forms by status: not started, in progress, ready for submission and archived.',
  },
});
