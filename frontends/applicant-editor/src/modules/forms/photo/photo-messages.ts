import { defineMessages } from 'react-intl';

type NoArguments = Record<never, never>;

type MessageArguments = {
  title: NoArguments;
  intro: NoArguments;
  loading: NoArguments;
  loadFailed: NoArguments;
  retry: NoArguments;
  none: NoArguments;
  preview: NoArguments;
  details: { width: number; height: number; size: string; date: string };
  asUploaded: NoArguments;
  adjusted: NoArguments;
  choose: NoArguments;
  chooseReplace: NoArguments;
  dropHint: NoArguments;
  checking: NoArguments;
  saved: NoArguments;
  removed: NoArguments;
  remove: NoArguments;
  removeConfirmTitle: NoArguments;
  removeConfirmMessage: NoArguments;
  removeConfirmButton: NoArguments;
  cancel: NoArguments;
  actionFailed: NoArguments;
  rulesTitle: NoArguments;
  ruleFile: NoArguments;
  ruleColour: NoArguments;
  ruleFace: NoArguments;
  ruleRecent: NoArguments;
  ruleChecked: NoArguments;
  adjustConvertedToJpeg: NoArguments;
  adjustRotated: NoArguments;
  adjustCropped: NoArguments;
  adjustResized: NoArguments;
  adjustSrgb: NoArguments;
  adjustAlpha: NoArguments;
  adjustRecompressed: NoArguments;
  adjustMetadataRemoved: NoArguments;
  refusedEmpty: NoArguments;
  refusedTooBig: NoArguments;
  refusedNotImage: NoArguments;
  refusedTooSmall: NoArguments;
  refusedNotColour: NoArguments;
  refusedCannotFit: NoArguments;
};

// The applicant's DS-160 photo card on the form overview (docs/adr/0023).
export const photoMessages = defineMessages<MessageArguments>({
  title: { id: 'applicant-editor.photo.title', defaultMessage: 'Photo' },
  intro: {
    id: 'applicant-editor.photo.intro',
    defaultMessage:
      "The applicant's photo is uploaded to CEAC when the form is filed. Without one, the filing continues without a photo and the applicant brings a printed 2 x 2 inch photo to the interview.",
  },
  loading: { id: 'applicant-editor.photo.loading', defaultMessage: 'Loading the photo…' },
  loadFailed: { id: 'applicant-editor.photo.load-failed', defaultMessage: 'The photo could not be loaded.' },
  retry: { id: 'applicant-editor.photo.retry', defaultMessage: 'Try again' },
  none: { id: 'applicant-editor.photo.none', defaultMessage: 'No photo yet.' },
  preview: { id: 'applicant-editor.photo.preview', defaultMessage: "The applicant's photo" },
  details: {
    id: 'applicant-editor.photo.details',
    defaultMessage: '{width} x {height} pixels, {size} kB, uploaded {date}',
  },
  asUploaded: {
    id: 'applicant-editor.photo.as-uploaded',
    defaultMessage: 'The photo meets the DS-160 file rules as uploaded.',
  },
  adjusted: {
    id: 'applicant-editor.photo.adjusted',
    defaultMessage: 'To meet the DS-160 file rules, the photo was changed:',
  },
  choose: { id: 'applicant-editor.photo.choose', defaultMessage: 'Upload a photo (JPEG or PNG)' },
  chooseReplace: {
    id: 'applicant-editor.photo.choose-replace',
    defaultMessage: 'Replace the photo (JPEG or PNG)',
  },
  dropHint: { id: 'applicant-editor.photo.drop-hint', defaultMessage: 'Or drop the photo file here.' },
  checking: { id: 'applicant-editor.photo.checking', defaultMessage: 'Checking the photo…' },
  saved: { id: 'applicant-editor.photo.saved', defaultMessage: 'Photo saved.' },
  removed: { id: 'applicant-editor.photo.removed', defaultMessage: 'Photo removed.' },
  remove: { id: 'applicant-editor.photo.remove', defaultMessage: 'Remove photo' },
  removeConfirmTitle: {
    id: 'applicant-editor.photo.remove-confirm-title',
    defaultMessage: 'Remove the photo?',
  },
  removeConfirmMessage: {
    id: 'applicant-editor.photo.remove-confirm-message',
    defaultMessage:
      'The photo is deleted. Filings started after this continue without a photo unless you upload another.',
  },
  removeConfirmButton: { id: 'applicant-editor.photo.remove-confirm-button', defaultMessage: 'Remove' },
  cancel: { id: 'applicant-editor.photo.cancel', defaultMessage: 'Cancel' },
  actionFailed: {
    id: 'applicant-editor.photo.action-failed',
    defaultMessage: 'The photo could not be saved. Please try again.',
  },
  rulesTitle: { id: 'applicant-editor.photo.rules-title', defaultMessage: 'DS-160 photo rules' },
  ruleFile: {
    id: 'applicant-editor.photo.rule-file',
    defaultMessage:
      'Square, 600 x 600 to 1200 x 1200 pixels, JPEG, 240 kB or less (fixed automatically when possible).',
  },
  ruleColour: { id: 'applicant-editor.photo.rule-colour', defaultMessage: 'In colour (24-bit sRGB).' },
  ruleFace: {
    id: 'applicant-editor.photo.rule-face',
    defaultMessage:
      'Full face, eyes open, neutral expression, head 50 to 69 % of the height, on a plain white or off-white background; no glasses.',
  },
  ruleRecent: {
    id: 'applicant-editor.photo.rule-recent',
    defaultMessage: 'Taken in the last 6 months, not edited.',
  },
  ruleChecked: {
    id: 'applicant-editor.photo.rule-checked',
    defaultMessage: 'The file rules are checked on upload; check the face rules yourself.',
  },
  adjustConvertedToJpeg: { id: 'applicant-editor.photo.adjust-jpeg', defaultMessage: 'converted to JPEG' },
  adjustRotated: { id: 'applicant-editor.photo.adjust-rotated', defaultMessage: 'turned upright' },
  adjustCropped: {
    id: 'applicant-editor.photo.adjust-cropped',
    defaultMessage: 'cropped to a square from the centre',
  },
  adjustResized: {
    id: 'applicant-editor.photo.adjust-resized',
    defaultMessage: 'resized to 1200 x 1200 pixels at most',
  },
  adjustSrgb: { id: 'applicant-editor.photo.adjust-srgb', defaultMessage: 'converted to sRGB colour' },
  adjustAlpha: {
    id: 'applicant-editor.photo.adjust-alpha',
    defaultMessage: 'transparent areas filled with white',
  },
  adjustRecompressed: {
    id: 'applicant-editor.photo.adjust-recompressed',
    defaultMessage: 'saved again as a standard JPEG of 240 kB or less',
  },
  adjustMetadataRemoved: {
    id: 'applicant-editor.photo.adjust-metadata-removed',
    defaultMessage: 'camera data removed (location, device, date)',
  },
  refusedEmpty: {
    id: 'applicant-editor.photo.refused-empty',
    defaultMessage: 'Choose a photo file to upload.',
  },
  refusedTooBig: {
    id: 'applicant-editor.photo.refused-too-big',
    defaultMessage: 'The photo file must be 10 MB or smaller.',
  },
  refusedNotImage: {
    id: 'applicant-editor.photo.refused-not-image',
    defaultMessage: 'The file is not a JPEG or PNG image.',
  },
  refusedTooSmall: {
    id: 'applicant-editor.photo.refused-too-small',
    defaultMessage:
      'The photo must be at least 600 x 600 pixels: this one is too small to be made compliant.',
  },
  refusedNotColour: {
    id: 'applicant-editor.photo.refused-not-colour',
    defaultMessage: 'The photo must be in colour (24-bit sRGB): black-and-white photos are not accepted.',
  },
  refusedCannotFit: {
    id: 'applicant-editor.photo.refused-cannot-fit',
    defaultMessage: 'The photo could not be made 240 kB or smaller.',
  },
});

type Plain = (typeof photoMessages)['none'];

export const ADJUSTMENT_MESSAGES: Record<string, Plain> = {
  CONVERTED_TO_JPEG: photoMessages.adjustConvertedToJpeg,
  ROTATED: photoMessages.adjustRotated,
  CROPPED_TO_SQUARE: photoMessages.adjustCropped,
  RESIZED: photoMessages.adjustResized,
  CONVERTED_TO_SRGB: photoMessages.adjustSrgb,
  ALPHA_REMOVED: photoMessages.adjustAlpha,
  RECOMPRESSED: photoMessages.adjustRecompressed,
  METADATA_REMOVED: photoMessages.adjustMetadataRemoved,
};

/** The service's refusal messages (services/forms photo.ts PHOTO_REFUSALS), translated. */
export const REFUSAL_MESSAGES: Record<string, Plain> = {
  'Choose a photo file to upload.': photoMessages.refusedEmpty,
  'The photo file must be 10 MB or smaller.': photoMessages.refusedTooBig,
  'The file is not a JPEG or PNG image.': photoMessages.refusedNotImage,
  'The photo must be at least 600 x 600 pixels: this one is too small to be made compliant.':
    photoMessages.refusedTooSmall,
  'The photo must be in colour (24-bit sRGB): black-and-white photos are not accepted.':
    photoMessages.refusedNotColour,
  'The photo could not be made 240 kB or smaller.': photoMessages.refusedCannotFit,
};
