import type { IntlShape } from 'react-intl';

/** A post's YYYY-MM-DD date in the interface language ("November 2, 2026"), the same in every time zone. */
export function formatPostDate(intl: IntlShape, date: string): string {
  return intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}
