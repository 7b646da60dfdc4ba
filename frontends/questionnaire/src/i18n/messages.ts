// Interface messages of the renderer itself. Question labels, help and validation texts come
// from the questionnaire definition's catalogs in @portico/shared-types.
import { defineMessages } from 'react-intl';

type NoArguments = Record<never, never>;

/** The ICU arguments of each message (react-intl checks calls against them). */
type MessageArguments = {
  originalLabel: NoArguments;
  agencyEditLabel: NoArguments;
  optional: NoArguments;
  locked: NoArguments;
  translate: NoArguments;
  reviewFlag: { by: string; at: Date };
  acceptReview: NoArguments;
  keepAgency: NoArguments;
  needsHuman: NoArguments;
  warning: { warning: string };
  conflict: { value: string };
  useSaved: NoArguments;
  keepMine: NoArguments;
  emptyValue: NoArguments;
  day: NoArguments;
  month: NoArguments;
  year: NoArguments;
  datePartUnknown: NoArguments;
  selectPlaceholder: NoArguments;
  searchHint: NoArguments;
  noMatches: NoArguments;
  matchCount: { count: number };
  addEntry: NoArguments;
  removeEntry: { n: number };
  entryLegend: { group: string; n: number; count: number };
  capReached: { max: number };
  confirmRemove: { n: number };
  confirmRemoveYes: NoArguments;
  confirmRemoveNo: NoArguments;
  entryRemoved: { n: number };
  entryAdded: { n: number };
  errorAnnouncement: { label: string; error: string };
  navLabel: NoArguments;
  navPosition: { n: number; m: number };
  navNext: NoArguments;
  navBack: NoArguments;
  saveIdle: NoArguments;
  saveSaving: NoArguments;
  saveSaved: NoArguments;
  saveOffline: NoArguments;
  saveRetrying: NoArguments;
  savePaused: NoArguments;
  saveAttention: NoArguments;
  saveFailed: { reason: string };
  retryNow: NoArguments;
  logIn: NoArguments;
};

export const messages = defineMessages<MessageArguments>({
  originalLabel: {
    id: 'questionnaire.original.label',
    defaultMessage: 'Original - Read Only',
    description: 'Caption of the client answer shown read-only beside the agency edit',
  },
  agencyEditLabel: {
    id: 'questionnaire.agency-edit.label',
    defaultMessage: 'Agency Edit',
    description: 'Caption of the editable value when an original client value is shown',
  },
  optional: {
    id: 'questionnaire.field.optional',
    defaultMessage: '(optional)',
    description: 'Marker after the label of a question that may be left blank',
  },
  locked: {
    id: 'questionnaire.field.locked',
    defaultMessage: 'This answer is set for you and cannot be changed.',
    description: 'Shown under a locked question when the definition gives no specific reason',
  },
  translate: {
    id: 'questionnaire.field.translate',
    defaultMessage: 'Translate to English',
    description: 'Button that translates one answer to English',
  },
  reviewFlag: {
    id: 'questionnaire.field.review-flag',
    defaultMessage: 'Flagged for review: changed by {by} on {at, date, medium} at {at, time, short}',
    description: 'Marker on an answer the client changed after the agency edited it',
  },
  acceptReview: {
    id: 'questionnaire.field.accept-review',
    defaultMessage: "Accept the client's change",
    description: "Button that takes the client's changed answer and clears the review flag",
  },
  keepAgency: {
    id: 'questionnaire.field.keep-agency',
    defaultMessage: 'Keep the agency value',
    description: "Button that keeps the agency's value of a flagged answer and clears the flag",
  },
  needsHuman: {
    id: 'questionnaire.field.needs-human',
    defaultMessage: 'Needs a human translation',
    description: 'Marker on an answer no translation provider could translate to English',
  },
  warning: {
    id: 'questionnaire.field.warning',
    defaultMessage: 'Please check: {warning}',
    description: 'A warning on an answer (never a block), e.g. the passport valid less than six months',
  },
  conflict: {
    id: 'questionnaire.field.conflict',
    defaultMessage: 'This answer was changed elsewhere to: {value}',
    description: 'Warning when the saved value differs from the one being edited',
  },
  useSaved: {
    id: 'questionnaire.field.use-saved',
    defaultMessage: 'Use the saved answer',
    description: 'Button that replaces the edited value with the value saved elsewhere',
  },
  keepMine: {
    id: 'questionnaire.field.keep-mine',
    defaultMessage: 'Keep my answer',
    description: 'Button that keeps the edited value over the value saved elsewhere',
  },
  emptyValue: {
    id: 'questionnaire.field.empty',
    defaultMessage: '(no answer)',
    description: 'Shown for an original value that is empty',
  },
  day: { id: 'questionnaire.date.day', defaultMessage: 'Day', description: 'Day part of a date' },
  month: { id: 'questionnaire.date.month', defaultMessage: 'Month', description: 'Month part of a date' },
  year: { id: 'questionnaire.date.year', defaultMessage: 'Year', description: 'Year part of a date' },
  datePartUnknown: {
    id: 'questionnaire.date.unknown-part',
    defaultMessage: '(may be left blank if unknown)',
    description: 'Hint on a day or month part that may be unknown',
  },
  selectPlaceholder: {
    id: 'questionnaire.select.placeholder',
    defaultMessage: '- Select one -',
    description: 'Empty option of a drop-down list',
  },
  searchHint: {
    id: 'questionnaire.select.search-hint',
    defaultMessage: 'Type to filter, then use the arrow keys and Enter to choose.',
    description: 'Instructions for the searchable list',
  },
  noMatches: {
    id: 'questionnaire.select.no-matches',
    defaultMessage: 'No matches',
    description: 'Shown in a searchable list when nothing matches the typed text',
  },
  matchCount: {
    id: 'questionnaire.select.match-count',
    defaultMessage: '{count, plural, one {# option} other {# options}} available',
    description: 'Announced to screen readers while filtering a searchable list',
  },
  addEntry: {
    id: 'questionnaire.repeatable.add',
    defaultMessage: 'Add Another',
    description: 'Button that adds one more entry to a repeating group',
  },
  removeEntry: {
    id: 'questionnaire.repeatable.remove',
    defaultMessage: 'Remove entry {n}',
    description: 'Button that removes one entry of a repeating group',
  },
  entryLegend: {
    id: 'questionnaire.repeatable.entry',
    defaultMessage: '{group} - entry {n} of {count}',
    description: 'Title of one entry of a repeating group',
  },
  capReached: {
    id: 'questionnaire.repeatable.cap-reached',
    defaultMessage: 'No more entries can be added (maximum {max}).',
    description: 'Shown when a repeating group has reached its maximum',
  },
  confirmRemove: {
    id: 'questionnaire.repeatable.confirm-remove',
    defaultMessage: 'Remove entry {n}? The answers in it will be deleted.',
    description: 'Confirmation before removing a filled entry',
  },
  confirmRemoveYes: {
    id: 'questionnaire.repeatable.confirm-remove-yes',
    defaultMessage: 'Remove',
    description: 'Confirms removal of a filled entry',
  },
  confirmRemoveNo: {
    id: 'questionnaire.repeatable.confirm-remove-no',
    defaultMessage: 'Cancel',
    description: 'Cancels removal of a filled entry',
  },
  entryRemoved: {
    id: 'questionnaire.repeatable.removed',
    defaultMessage: 'Entry {n} removed.',
    description: 'Announced after an entry is removed',
  },
  entryAdded: {
    id: 'questionnaire.repeatable.added',
    defaultMessage: 'Entry {n} added.',
    description: 'Announced after an entry is added',
  },
  errorAnnouncement: {
    id: 'questionnaire.error.announce',
    defaultMessage: '{label}: {error}',
    description: 'Announced to screen readers when a question gets an error',
  },
  navLabel: {
    id: 'questionnaire.nav.label',
    defaultMessage: 'Section navigation',
    description: 'Accessible name of the section navigation',
  },
  navPosition: {
    id: 'questionnaire.nav.position',
    defaultMessage: 'Section {n} of {m}',
    description: 'Position of the current section in the form',
  },
  navNext: { id: 'questionnaire.nav.next', defaultMessage: 'Next', description: 'Go to the next section' },
  navBack: {
    id: 'questionnaire.nav.back',
    defaultMessage: 'Back',
    description: 'Go to the previous section',
  },
  saveIdle: { id: 'questionnaire.autosave.idle', defaultMessage: 'Answers are saved as you type.' },
  saveSaving: { id: 'questionnaire.autosave.saving', defaultMessage: 'Saving…' },
  saveSaved: { id: 'questionnaire.autosave.saved', defaultMessage: 'All changes saved' },
  saveOffline: {
    id: 'questionnaire.autosave.offline',
    defaultMessage:
      'Offline: your answers are kept on this page and will be saved when the connection is back.',
  },
  saveRetrying: {
    id: 'questionnaire.autosave.retrying',
    defaultMessage: 'Saving failed; trying again…',
  },
  savePaused: {
    id: 'questionnaire.autosave.paused',
    defaultMessage: 'Your session has ended. Log in again to save your answers; nothing typed is lost.',
  },
  saveAttention: {
    id: 'questionnaire.autosave.attention',
    defaultMessage: 'Not saved: fix the highlighted answers.',
  },
  saveFailed: { id: 'questionnaire.autosave.failed', defaultMessage: 'Not saved: {reason}' },
  retryNow: { id: 'questionnaire.autosave.retry-now', defaultMessage: 'Try now' },
  logIn: { id: 'questionnaire.autosave.log-in', defaultMessage: 'Log in to save' },
});
