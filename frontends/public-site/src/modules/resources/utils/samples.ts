import type { MessageDescriptor } from 'react-intl';
import { messages } from './messages';

/** The sample forms of /resources/sample-forms/:sample, in the order the resources page lists them. */
export const SAMPLES: readonly { slug: string; name: MessageDescriptor; profile: MessageDescriptor }[] = [
  {
    slug: 'tourist-b1-b2',
    name: messages.sampleFormTouristB1B2Name,
    profile: messages.sampleFormTouristB1B2Profile,
  },
  {
    slug: 'student-f1',
    name: messages.sampleFormStudentF1Name,
    profile: messages.sampleFormStudentF1Profile,
  },
  { slug: 'work-h1b', name: messages.sampleFormWorkH1bName, profile: messages.sampleFormWorkH1bProfile },
];
