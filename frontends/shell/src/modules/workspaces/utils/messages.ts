import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'shell.workspaces.title', defaultMessage: 'Workspaces' },
  lead: {
    id: 'shell.workspaces.lead',
    defaultMessage:
      'Choose the workspace to work in. Each one shows its type, whether it is current, and a way to its forms.',
  },
  empty: {
    id: 'shell.workspaces.empty',
    defaultMessage: 'Log in to see your personal and business workspaces.',
  },
  login: { id: 'shell.workspaces.login', defaultMessage: 'Log in' },
});
