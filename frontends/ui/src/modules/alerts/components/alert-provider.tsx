import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AlertContext } from '../hooks/alert-context';
import { toAlert, type Alert, type AlertInput } from '../utils/alert';
import { AlertViewport } from './alert-viewport';

export interface AlertProviderProps {
  children: ReactNode;
  /** Accessible name of each alert's close button, in the current language. */
  closeLabel: string;
}

/** Holds the queue and shows one alert at a time, in the order they were pushed. */
export function AlertProvider({ children, closeLabel }: AlertProviderProps) {
  const [queue, setQueue] = useState<Alert[]>([]);
  const push = useCallback((input: AlertInput) => setQueue((current) => [...current, toAlert(input)]), []);
  const dismiss = useCallback(
    (id: number) => setQueue((current) => current.filter((alert) => alert.id !== id)),
    [],
  );
  const api = useMemo(() => ({ push }), [push]);
  return (
    <AlertContext.Provider value={api}>
      {children}
      <AlertViewport alert={queue[0]} onDismiss={dismiss} closeLabel={closeLabel} />
    </AlertContext.Provider>
  );
}
