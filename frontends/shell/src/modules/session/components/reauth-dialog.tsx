import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isReauthenticationPending, subscribeReauthentication } from '../utils/reauth-store';
import { ShellMessages } from '../../layout/components/shell-messages';

const ReauthForm = lazy(() => import('./reauth-form'));

/**
 * Shown over the current page when the session has ended and could not be renewed. Logging in
 * here replays whatever the page was sending; nothing navigates, so unsaved input stays.
 */
export function ReauthDialog() {
  const open = useSyncExternalStore(subscribeReauthentication, isReauthenticationPending, () => false);
  return open ? (
    <Suspense fallback={null}>
      <ShellMessages>
        <ReauthForm />
      </ShellMessages>
    </Suspense>
  ) : null;
}
