import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'shell.build-info.title', defaultMessage: 'Build information' },
  lead: {
    id: 'shell.build-info.lead',
    defaultMessage: 'The version, commit and build time of the shell and of every part it loads.',
  },
  app: { id: 'shell.build-info.app', defaultMessage: 'Application' },
  version: { id: 'shell.build-info.version', defaultMessage: 'Version' },
  commit: { id: 'shell.build-info.commit', defaultMessage: 'Commit' },
  builtAt: { id: 'shell.build-info.built-at', defaultMessage: 'Built at' },
  loading: { id: 'shell.build-info.loading', defaultMessage: 'Loading…' },
  unavailable: {
    id: 'shell.build-info.unavailable',
    defaultMessage: 'Unavailable: this part could not be loaded',
  },
});
