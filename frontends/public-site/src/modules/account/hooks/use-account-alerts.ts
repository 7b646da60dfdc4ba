import { useIntl } from 'react-intl';
import { useAlerts } from '@portico/ui';
import { messages } from '../utils/messages';

/** Success and failure notices of the account page, through the shell's alert queue. */
export function useAccountAlerts() {
  const intl = useIntl();
  const alerts = useAlerts();
  return {
    saved: (message: string) =>
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.savedTitle),
        message,
        timeout: 6000,
      }),
    failed: (message: string = intl.formatMessage(messages.networkError)) =>
      alerts.push({ type: 'error', title: intl.formatMessage(messages.failedTitle), message, timeout: 8000 }),
  };
}
