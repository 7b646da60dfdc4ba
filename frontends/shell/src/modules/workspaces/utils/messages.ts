import { defineMessage, defineMessages } from 'react-intl';

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
  signup: { id: 'shell.workspaces.signup', defaultMessage: 'Sign up' },
  notActivated: {
    id: 'shell.workspaces.not-activated',
    defaultMessage: 'Activate your account with the code we e-mailed you to see your workspaces.',
  },
  activate: { id: 'shell.workspaces.activate', defaultMessage: 'Activate my account' },
  loading: { id: 'shell.workspaces.loading', defaultMessage: 'Loading workspaces…' },
  loadFailed: { id: 'shell.workspaces.load-failed', defaultMessage: 'Failed to load workspaces.' },
  retry: { id: 'shell.workspaces.retry', defaultMessage: 'Try again' },
  none: { id: 'shell.workspaces.none', defaultMessage: 'You have no workspaces yet.' },
  name: { id: 'shell.workspaces.column.name', defaultMessage: 'Workspace' },
  type: { id: 'shell.workspaces.column.type', defaultMessage: 'Type' },
  status: { id: 'shell.workspaces.column.status', defaultMessage: 'Status' },
  actions: { id: 'shell.workspaces.column.actions', defaultMessage: 'Actions' },
  personal: { id: 'shell.workspaces.type.personal', defaultMessage: 'Personal' },
  personalName: {
    id: 'shell.workspaces.personal-name',
    defaultMessage: 'Personal',
    description: 'The name shown for the personal workspace (its stored name is the English word)',
  },
  business: { id: 'shell.workspaces.type.business', defaultMessage: 'Business' },
  current: { id: 'shell.workspaces.status.current', defaultMessage: 'Current' },
  available: { id: 'shell.workspaces.status.available', defaultMessage: 'Available' },
  goToForms: { id: 'shell.workspaces.go-to-forms', defaultMessage: 'Go to forms' },
  settings: { id: 'shell.workspaces.settings', defaultMessage: 'Settings' },
  switchAndGo: { id: 'shell.workspaces.switch', defaultMessage: 'Switch and go to forms' },
  switchFailedTitle: { id: 'shell.workspaces.switch-failed.title', defaultMessage: 'Could not switch' },
  switchFailed: {
    id: 'shell.workspaces.switch-failed.message',
    defaultMessage: 'Switching workspace failed. Please try again.',
  },
  switchNeedsTotp: {
    id: 'shell.workspaces.switch-failed.totp',
    defaultMessage: 'This workspace requires two-factor authentication. Turn it on in your account first.',
  },
  requiresTotp: { id: 'shell.workspaces.requires-totp', defaultMessage: 'Two-step verification required' },
  createTitle: { id: 'shell.workspaces.create.title', defaultMessage: 'Create a business workspace' },
  createName: { id: 'shell.workspaces.create.name', defaultMessage: 'Agency or business name' },
  nameRequired: {
    id: 'shell.workspaces.create.name-required',
    defaultMessage: 'Enter a name for the workspace.',
  },
  createSubmit: { id: 'shell.workspaces.create.submit', defaultMessage: 'Create workspace' },
  createdTitle: { id: 'shell.workspaces.created.title', defaultMessage: 'Workspace created' },
  createFailedTitle: { id: 'shell.workspaces.create-failed.title', defaultMessage: 'Not created' },
  createFailed: {
    id: 'shell.workspaces.create-failed.message',
    defaultMessage: 'The workspace could not be created. Please try again.',
  },
  pages: { id: 'shell.workspaces.pages', defaultMessage: 'Workspace pages' },
  previous: { id: 'shell.workspaces.previous', defaultMessage: 'Previous' },
  next: { id: 'shell.workspaces.next', defaultMessage: 'Next' },
  noneSelectedTitle: { id: 'shell.workspaces.none-selected.title', defaultMessage: 'No workspace selected' },
  noneSelectedLead: {
    id: 'shell.workspaces.none-selected.lead',
    defaultMessage: 'Choose a workspace first: its forms, dashboard and settings open once it is selected.',
  },
  chooseWorkspace: { id: 'shell.workspaces.none-selected.choose', defaultMessage: 'Choose a workspace' },
  leave: { id: 'shell.workspaces.leave', defaultMessage: 'Leave' },
  leaveConfirm: { id: 'shell.workspaces.leave.confirm', defaultMessage: 'Leave workspace' },
  cancel: { id: 'shell.workspaces.cancel', defaultMessage: 'Cancel' },
  leftTitle: { id: 'shell.workspaces.left.title', defaultMessage: 'You left the workspace' },
  leaveFailedTitle: { id: 'shell.workspaces.leave-failed.title', defaultMessage: 'Could not leave' },
  leaveFailed: {
    id: 'shell.workspaces.leave-failed.message',
    defaultMessage: 'Leaving the workspace failed. Please try again.',
  },
});

export const leaveNamed = defineMessage<{ name: string }>({
  id: 'shell.workspaces.leave.named',
  defaultMessage: 'Leave {name}',
});

export const leaveTitle = defineMessage<{ name: string }>({
  id: 'shell.workspaces.leave.title',
  defaultMessage: 'Leave {name}?',
});

export const leaveMessage = defineMessage<{ name: string }>({
  id: 'shell.workspaces.leave.message',
  defaultMessage:
    'You will lose access to the forms and data of {name} at once. To come back, an admin must invite you again.',
});

export const leftMessage = defineMessage<{ name: string }>({
  id: 'shell.workspaces.left.message',
  defaultMessage: 'You no longer have access to {name}.',
});

export const leaveLastAdmin = defineMessage<{ name: string }>({
  id: 'shell.workspaces.leave.last-admin',
  defaultMessage: 'You are the last admin of {name}. Make another member an admin before you leave.',
});

export const createdMessage = defineMessage<{ name: string }>({
  id: 'shell.workspaces.created.message',
  defaultMessage: '{name} is ready. Switch to it to add your team.',
});

export const switchAndGoNamed = defineMessage<{ name: string }>({
  id: 'shell.workspaces.switch.named',
  defaultMessage: 'Switch to {name} and go to forms',
});

export const pageStatus = defineMessage<{ page: number; pages: number }>({
  id: 'shell.workspaces.page-status',
  defaultMessage: 'Page {page} of {pages}',
});
