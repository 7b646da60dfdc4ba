import { createContext } from 'react';
import type { AlertInput } from '../utils/alert';

export interface AlertApi {
  /** Queue an alert; it shows when every alert pushed before it has gone. */
  push(alert: AlertInput): void;
}

export const AlertContext = createContext<AlertApi | null>(null);
