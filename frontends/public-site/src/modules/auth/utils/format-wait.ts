import type { IntlShape } from 'react-intl';
import { retryWait } from '@portico/ui';
import { waitHours, waitMinutes, waitSeconds } from './messages';

/** "45 seconds", "16 minutes", "24 hours": how long the server asked to wait, in the reader's language. */
export function formatWait(intl: IntlShape, retryAfterSeconds: number | undefined): string {
  const wait = retryWait(retryAfterSeconds);
  if ('seconds' in wait) return intl.formatMessage(waitSeconds, wait);
  if ('minutes' in wait) return intl.formatMessage(waitMinutes, wait);
  return intl.formatMessage(waitHours, wait);
}
