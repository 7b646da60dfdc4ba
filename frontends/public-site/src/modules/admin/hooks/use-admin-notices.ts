import { useIntl } from 'react-intl';
import { useAlerts } from '@portico/ui';
import { messages } from '../utils/messages';

/** Tells how an admin action went in the alert queue. */
export function useAdminNotices() {
  const intl = useIntl();
  const alerts = useAlerts();
  const done = (message: string) =>
    alerts.push({ type: 'success', title: intl.formatMessage(messages.doneTitle), message, timeout: 4000 });
  const failed = (message = intl.formatMessage(messages.failed)) =>
    alerts.push({ type: 'error', title: intl.formatMessage(messages.failedTitle), message, timeout: 8000 });
  /**
   * Runs the action; success → `success` (or what it makes of the action's result) in a done alert,
   * failure → the failed alert. True when it worked.
   */
  const run = async <T>(
    action: () => Promise<T>,
    success: string | ((result: T) => string),
  ): Promise<boolean> => {
    try {
      const result = await action();
      done(typeof success === 'string' ? success : success(result));
      return true;
    } catch {
      failed();
      return false;
    }
  };
  return { done, failed, run };
}
