import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  dashboardTitle: { id: 'agency-console.dashboard.dashboard.title', defaultMessage: 'Dashboard' },
  dashboardLead: {
    id: 'agency-console.dashboard.dashboard.lead',
    defaultMessage: 'Your forms by status: not started, in progress, ready for submission and archived.',
  },
  statusNotStarted: { id: 'agency-console.dashboard.status.not-started', defaultMessage: 'Not started' },
  statusInProgress: { id: 'agency-console.dashboard.status.in-progress', defaultMessage: 'In progress' },
  statusCompleted: {
    id: 'agency-console.dashboard.status.completed',
    defaultMessage: 'Ready for Submission',
  },
  statusArchived: { id: 'agency-console.dashboard.status.archived', defaultMessage: 'Archived' },
  loading: { id: 'agency-console.dashboard.loading', defaultMessage: 'Loading the dashboard…' },
  failed: {
    id: 'agency-console.dashboard.failed',
    defaultMessage: 'Failed to load the dashboard. Please try again.',
  },
  retry: { id: 'agency-console.dashboard.retry', defaultMessage: 'Try again' },
  emptyTitle: { id: 'agency-console.dashboard.empty.title', defaultMessage: 'No forms yet' },
  emptyText: {
    id: 'agency-console.dashboard.empty.text',
    defaultMessage: 'Forms appear here by status as soon as someone in the workspace creates one.',
  },
  createForm: { id: 'agency-console.dashboard.empty.create', defaultMessage: 'Create your first form' },
  columnEmpty: { id: 'agency-console.dashboard.column.empty', defaultMessage: 'No forms' },
  loadMore: { id: 'agency-console.dashboard.column.load-more', defaultMessage: 'Load more' },
  loadMoreFailed: {
    id: 'agency-console.dashboard.column.load-more-failed',
    defaultMessage: 'More forms could not be loaded. Please try again.',
  },
  moveTo: { id: 'agency-console.dashboard.card.move', defaultMessage: 'Move to…' },
  noMoves: {
    id: 'agency-console.dashboard.card.no-moves',
    defaultMessage: 'Finding out where this form returns…',
  },
  unknownMember: { id: 'agency-console.dashboard.card.unknown-member', defaultMessage: 'Former member' },
  unnamedApiKey: { id: 'agency-console.dashboard.card.api-key-unnamed', defaultMessage: 'an API key' },
  live: {
    id: 'agency-console.dashboard.live',
    defaultMessage: 'The board updates live when anyone in the workspace changes a form.',
  },
  howToMove: {
    id: 'agency-console.dashboard.how-to-move',
    defaultMessage:
      'Drag a card, or use its Move to… button, to archive a form or to unarchive it. The other statuses follow the answers.',
  },
  moveFailed: {
    id: 'agency-console.dashboard.move-failed',
    defaultMessage: 'The move did not work. Please try again.',
  },
});

export const columnHeading = defineMessage<{ status: string; count: number }>({
  id: 'agency-console.dashboard.column.heading',
  defaultMessage: '{status} ({count, number})',
});
export const columnLabel = defineMessage<{ status: string; count: number }>({
  id: 'agency-console.dashboard.column.label',
  defaultMessage: '{status}: {count, plural, one {# form} other {# forms}}',
});
export const loadMoreLabel = defineMessage<{ status: string; left: number }>({
  id: 'agency-console.dashboard.column.load-more-label',
  defaultMessage: 'Load more in {status} ({left, number} more)',
});
export const moveToLabel = defineMessage<{ name: string }>({
  id: 'agency-console.dashboard.card.move-label',
  defaultMessage: 'Move to…: {name}',
});
export const moveTarget = defineMessage<{ status: string }>({
  id: 'agency-console.dashboard.card.move-target',
  defaultMessage: 'Move to {status}',
});
export const unarchiveTarget = defineMessage<{ status: string }>({
  id: 'agency-console.dashboard.card.unarchive-target',
  defaultMessage: 'Unarchive (back to {status})',
});
export const createdBy = defineMessage<{ email: string }>({
  id: 'agency-console.dashboard.card.created-by',
  defaultMessage: 'Created by {email}',
});
export const apiKeyCreator = defineMessage<{ name: string }>({
  id: 'agency-console.dashboard.card.api-key',
  defaultMessage: '{name} (API key)',
});
export const updatedAt = defineMessage<{ time: string }>({
  id: 'agency-console.dashboard.card.updated',
  defaultMessage: 'Updated {time}',
});
export const progressLabel = defineMessage<{ completed: number; applicable: number; percent: number }>({
  id: 'agency-console.dashboard.card.progress',
  defaultMessage: '{completed} of {applicable} sections complete ({percent}%)',
});
export const grabbed = defineMessage<{ name: string; targets: string }>({
  id: 'agency-console.dashboard.announce.grabbed',
  defaultMessage: 'Moving {name}. It can go to: {targets}.',
});
export const moved = defineMessage<{ name: string; status: string }>({
  id: 'agency-console.dashboard.announce.moved',
  defaultMessage: '{name} moved to {status}.',
});
export const refusedSame = defineMessage<{ name: string; status: string }>({
  id: 'agency-console.dashboard.refused.same',
  defaultMessage: '{name} is already in {status}.',
});
export const refusedReturnsTo = defineMessage<{ name: string; status: string }>({
  id: 'agency-console.dashboard.refused.returns-to',
  defaultMessage: '{name} can only be unarchived back to {status}, the status its answers give it.',
});
export const refusedUnknown = defineMessage<{ name: string }>({
  id: 'agency-console.dashboard.refused.unknown',
  defaultMessage: 'Where {name} returns is not known yet. Please try again in a moment.',
});
export const refusedFollows = defineMessage<{ name: string; status: string }>({
  id: 'agency-console.dashboard.refused.follows',
  defaultMessage:
    '{name} cannot be moved to {status}: that status follows the answers. A card only moves to Archived, or back from it.',
});
