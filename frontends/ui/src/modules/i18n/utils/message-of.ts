import type { MessageDescriptor } from 'react-intl';

/**
 * A message named at run time (a questionnaire section's title, a field's message id from the
 * definition): its text comes from a catalog loaded elsewhere. Message extraction (formatjs, in
 * check-catalogs.js and the build) reads only descriptors written as literals; a descriptor built
 * here is, by design, none of this app's own messages.
 */
export function messageOf(id: string, defaultMessage?: string): MessageDescriptor {
  return defaultMessage === undefined ? { id } : { id, defaultMessage };
}
