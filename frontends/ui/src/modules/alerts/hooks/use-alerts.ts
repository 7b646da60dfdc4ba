import { useContext } from 'react';
import { AlertContext, type AlertApi } from './alert-context';

/** The shell's alert queue, for any app on the page (remotes included). */
export function useAlerts(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlerts needs an <AlertProvider> above it (the shell provides one)');
  return api;
}
