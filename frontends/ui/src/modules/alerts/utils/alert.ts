export type AlertType = 'success' | 'error';

/** What a page pushes: the spec's alert (type, message, timeout) with a title. */
export interface AlertInput {
  type: AlertType;
  title: string;
  message: string;
  /** Milliseconds until the alert hides by itself; DEFAULT_ALERT_TIMEOUT when not given. */
  timeout?: number;
}

export interface Alert extends Required<AlertInput> {
  id: number;
}

export const DEFAULT_ALERT_TIMEOUT = 1000;

let nextId = 1;

export function toAlert(input: AlertInput): Alert {
  const timeout = input.timeout !== undefined && input.timeout > 0 ? input.timeout : DEFAULT_ALERT_TIMEOUT;
  return { ...input, timeout, id: nextId++ };
}
