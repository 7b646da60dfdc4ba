import type { ReactNode } from 'react';

/** What a page shows while its content or data is on the way. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p className="app-loading" role="status" aria-busy="true">
      {label}
    </p>
  );
}

/** What a page shows when its content or data could not be loaded, with a way to try again. */
export function FailedState({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}): ReactNode {
  return (
    <div role="alert" className="ui-form-error">
      <p>{message}</p>
      <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
