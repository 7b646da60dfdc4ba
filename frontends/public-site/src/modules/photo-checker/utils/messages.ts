import {
  defineMessage,
  defineMessages,
  type MessageDescriptor,
  type TypedMessageDescriptor,
} from 'react-intl';
import type { PhotoIssue } from './photo-rules';

export const messages = defineMessages({
  metaDescription: {
    id: 'public-site.photo-checker.meta-description',
    defaultMessage:
      'Free US visa photo checker: checks size, format, head size and position against the DS-160 rules in your browser, and makes a corrected copy. Your photo is never uploaded.',
  },
  loading: { id: 'public-site.photo-checker.loading', defaultMessage: 'Loading the photo checker…' },
  privacy: {
    id: 'public-site.photo-checker.privacy',
    defaultMessage: 'Your photo is checked on this device. It is never uploaded or stored.',
  },
  rulesTitle: { id: 'public-site.photo-checker.rules.title', defaultMessage: 'What the checker looks at' },
  ruleFile: {
    id: 'public-site.photo-checker.rules.file',
    defaultMessage: 'A JPEG file of at most 240 kB, in colour.',
  },
  ruleSize: {
    id: 'public-site.photo-checker.rules.size',
    defaultMessage: 'Square, from 600 × 600 to 1200 × 1200 pixels.',
  },
  ruleHead: {
    id: 'public-site.photo-checker.rules.head',
    defaultMessage:
      'One face, centred; the head (hair to chin) 50% to 69% of the height; the eyes 56% to 69% up from the bottom.',
  },
  ruleManual: {
    id: 'public-site.photo-checker.rules.manual',
    defaultMessage:
      'Check these yourself: a plain white or off-white background, a neutral expression with both eyes open, no glasses, taken in the last 6 months.',
  },
  dropTitle: { id: 'public-site.photo-checker.drop.title', defaultMessage: 'Check a photo' },
  choose: { id: 'public-site.photo-checker.drop.choose', defaultMessage: 'Choose a photo' },
  dropHint: {
    id: 'public-site.photo-checker.drop.hint',
    defaultMessage: 'Or drag and drop it here. A JPEG or PNG from your phone or camera.',
  },
  dropNow: { id: 'public-site.photo-checker.drop.now', defaultMessage: 'Drop the photo to check it' },
  loadingModel: {
    id: 'public-site.photo-checker.progress.loading-model',
    defaultMessage: 'Loading the face detector…',
  },
  checking: { id: 'public-site.photo-checker.progress.checking', defaultMessage: 'Checking your photo…' },
  correcting: {
    id: 'public-site.photo-checker.progress.correcting',
    defaultMessage: 'Making a corrected copy…',
  },
  failedTooBigFile: {
    id: 'public-site.photo-checker.failed.too-big-file',
    defaultMessage: 'This file is larger than 30 MB. Choose a photo file.',
  },
  failedUnreadable: {
    id: 'public-site.photo-checker.failed.unreadable',
    defaultMessage: 'This file could not be read as an image. Choose a JPEG or PNG photo.',
  },
  failedDetector: {
    id: 'public-site.photo-checker.failed.detector',
    defaultMessage:
      'The face detector could not be loaded. Check your connection and choose the photo again.',
  },
  yourPhoto: { id: 'public-site.photo-checker.result.your-photo', defaultMessage: 'Your photo' },
  previewAlt: { id: 'public-site.photo-checker.result.preview-alt', defaultMessage: 'The photo you chose' },
  typeJpeg: { id: 'public-site.photo-checker.result.type-jpeg', defaultMessage: 'JPEG' },
  typeOther: { id: 'public-site.photo-checker.result.type-other', defaultMessage: 'not a JPEG' },
  passes: {
    id: 'public-site.photo-checker.result.passes',
    defaultMessage: 'This photo meets every rule the checker can test.',
  },
  cannotCorrect: {
    id: 'public-site.photo-checker.result.cannot-correct',
    defaultMessage: 'A corrected copy cannot fix this photo. Take a new one and check it again.',
  },
  correctedTitle: { id: 'public-site.photo-checker.corrected.title', defaultMessage: 'Corrected copy' },
  correctedLead: {
    id: 'public-site.photo-checker.corrected.lead',
    defaultMessage:
      'Cropped to a square around your face, resized and saved as a JPEG under 240 kB. Your face itself is not changed.',
  },
  correctedAlt: {
    id: 'public-site.photo-checker.corrected.alt',
    defaultMessage: 'The corrected copy of your photo',
  },
  correctedPasses: {
    id: 'public-site.photo-checker.corrected.passes',
    defaultMessage: 'Checked again: the corrected copy meets every rule the checker can test.',
  },
  correctedFails: {
    id: 'public-site.photo-checker.corrected.fails',
    defaultMessage: 'Checked again, the corrected copy still breaks a rule, so a new photo is better:',
  },
  enlarged: {
    id: 'public-site.photo-checker.corrected.enlarged',
    defaultMessage:
      'Your face covers few pixels, so the copy was enlarged and may look soft. A sharper photo taken closer is better.',
  },
  download: {
    id: 'public-site.photo-checker.corrected.download',
    defaultMessage: 'Download the corrected photo',
  },
  checkAnother: { id: 'public-site.photo-checker.check-another', defaultMessage: 'Check another photo' },
});

export const detailsMessage = defineMessage<{ width: number; height: number; size: string; type: string }>({
  id: 'public-site.photo-checker.result.details',
  defaultMessage: '{width} × {height} pixels · {size} · {type}',
});
export const geometryMessage = defineMessage<{ head: string; eyes: string }>({
  id: 'public-site.photo-checker.result.geometry',
  defaultMessage: 'Head {head} of the height, eyes {eyes} up from the bottom.',
});
export const failsMessage = defineMessage<{ count: number }>({
  id: 'public-site.photo-checker.result.fails',
  defaultMessage: '{count, plural, one {# rule is not met:} other {# rules are not met:}}',
});
export const whatToDoMessage = defineMessage<{ advice: string }>({
  id: 'public-site.photo-checker.result.what-to-do',
  defaultMessage: 'What to do: {advice}',
});

/** What a broken rule's explanation may quote of what was measured. */
export type IssueValues = {
  width: number;
  height: number;
  size: string;
  count: number;
  head: string;
  eyes: string;
  offset: string;
};

/** Each broken rule: what is wrong (with what was measured) and what to do. */
export const ISSUE_MESSAGES: Record<
  PhotoIssue,
  { problem: TypedMessageDescriptor<IssueValues>; advice: MessageDescriptor }
> = {
  NOT_JPEG: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.not-jpeg',
      defaultMessage: 'The file is not a JPEG.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.not-jpeg.advice',
      defaultMessage: 'Save or export the photo as a JPEG (.jpg), or download the corrected copy.',
    }),
  },
  NOT_SQUARE: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.not-square',
      defaultMessage: 'The photo is {width} × {height} pixels: it is not square.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.not-square.advice',
      defaultMessage: 'Crop it to a square (as wide as it is high), or download the corrected copy.',
    }),
  },
  TOO_SMALL: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.too-small',
      defaultMessage: 'The photo is {width} × {height} pixels: smaller than 600 × 600.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.too-small.advice',
      defaultMessage: 'Use a photo of at least 600 × 600 pixels, taken with a better camera or from closer.',
    }),
  },
  TOO_LARGE: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.too-large',
      defaultMessage: 'The photo is {width} × {height} pixels: larger than 1200 × 1200.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.too-large.advice',
      defaultMessage:
        'Resize it to between 600 × 600 and 1200 × 1200 pixels, or download the corrected copy.',
    }),
  },
  TOO_HEAVY: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.too-heavy',
      defaultMessage: 'The file is {size}: more than 240 kB.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.too-heavy.advice',
      defaultMessage: 'Save it with more JPEG compression, or download the corrected copy, which fits.',
    }),
  },
  GREYSCALE: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.greyscale',
      defaultMessage: 'The photo is black and white.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.greyscale.advice',
      defaultMessage: 'Take a new photo in colour: colour cannot be added afterwards.',
    }),
  },
  NO_FACE: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.no-face',
      defaultMessage: 'No face was found.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.no-face.advice',
      defaultMessage:
        'Use a photo of your face looking straight at the camera, evenly lit, with nothing covering it.',
    }),
  },
  SEVERAL_FACES: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.several-faces',
      defaultMessage: '{count} faces were found.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.several-faces.advice',
      defaultMessage: 'Only you may be in the photo. Take a photo of yourself alone.',
    }),
  },
  HEAD_TOO_SMALL: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.head-too-small',
      defaultMessage: 'Your head is {head} of the height: less than 50%.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.head-too-small.advice',
      defaultMessage:
        'Your head, from the top of the hair to the chin, must be 50% to 69% of the height. Crop closer, or download the corrected copy.',
    }),
  },
  HEAD_TOO_BIG: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.head-too-big',
      defaultMessage: 'Your head is {head} of the height: more than 69%.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.head-too-big.advice',
      defaultMessage:
        'Leave more space around your head: step back from the camera, or download the corrected copy.',
    }),
  },
  OFF_CENTRE: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.off-centre',
      defaultMessage: 'Your face is not centred: it is {offset} of the width off the middle.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.off-centre.advice',
      defaultMessage: 'Put your face in the middle of the photo, or download the corrected copy.',
    }),
  },
  EYES_TOO_LOW: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.eyes-too-low',
      defaultMessage: 'Your eyes are {eyes} up from the bottom: lower than 56%.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.eyes-too-low.advice',
      defaultMessage: 'Leave less space above your head, or download the corrected copy.',
    }),
  },
  EYES_TOO_HIGH: {
    problem: defineMessage<IssueValues>({
      id: 'public-site.photo-checker.issue.eyes-too-high',
      defaultMessage: 'Your eyes are {eyes} up from the bottom: higher than 69%.',
    }),
    advice: defineMessage({
      id: 'public-site.photo-checker.issue.eyes-too-high.advice',
      defaultMessage: 'Leave more space above your head, or download the corrected copy.',
    }),
  },
};
