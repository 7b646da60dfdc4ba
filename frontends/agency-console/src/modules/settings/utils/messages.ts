import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  settingsTitle: { id: 'agency-console.settings.settings.title', defaultMessage: 'Workspace settings' },
  settingsLead: {
    id: 'agency-console.settings.settings.lead',
    defaultMessage: 'Team members and white-label branding for your client intake.',
  },
});
