import { useEffect, useRef, useState } from 'react';
import type { Alert } from '../utils/alert';

interface AlertViewportProps {
  alert: Alert | undefined;
  onDismiss(id: number): void;
  closeLabel: string;
}

/**
 * Two live regions exist before any alert is inserted (screen readers ignore regions
 * created together with their text): polite role=status for success, role=alert for errors.
 */
export function AlertViewport({ alert, onDismiss, closeLabel }: AlertViewportProps) {
  return (
    <div className="ui-alerts">
      <div role="status" aria-live="polite" aria-atomic="true" className="ui-alerts__region">
        {alert?.type === 'success' && (
          <AlertCard key={alert.id} alert={alert} onDismiss={onDismiss} closeLabel={closeLabel} />
        )}
      </div>
      <div role="alert" aria-atomic="true" className="ui-alerts__region">
        {alert?.type === 'error' && (
          <AlertCard key={alert.id} alert={alert} onDismiss={onDismiss} closeLabel={closeLabel} />
        )}
      </div>
    </div>
  );
}

interface AlertCardProps {
  alert: Alert;
  onDismiss(id: number): void;
  closeLabel: string;
}

function AlertCard({ alert, onDismiss, closeLabel }: AlertCardProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(alert.timeout);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused) return undefined;
    startedAt.current = Date.now();
    const timer = setTimeout(() => onDismiss(alert.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [paused, alert.id, onDismiss]);

  return (
    <div
      className={`ui-alert ui-alert--${alert.type}`}
      data-testid="alert"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="ui-alert__body">
        <p className="ui-alert__title">{alert.title}</p>
        <p className="ui-alert__message">{alert.message}</p>
      </div>
      <button
        type="button"
        className="ui-alert__close"
        aria-label={closeLabel}
        onClick={() => onDismiss(alert.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
      <div
        className="ui-alert__progress"
        aria-hidden="true"
        style={{ animationDuration: `${alert.timeout}ms`, animationPlayState: paused ? 'paused' : 'running' }}
      />
    </div>
  );
}
