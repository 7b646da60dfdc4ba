import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PURCHASE_ORDER } from '../graphql/queries/purchases';

export interface ConfirmationTiming {
  /** How often a PENDING order is asked for again. */
  pollMs: number;
  /** After this long the page stops asking and says the payment is still being confirmed. */
  timeoutMs: number;
}

export const CONFIRMATION_TIMING: ConfirmationTiming = { pollMs: 1000, timeoutMs: 30_000 };

/**
 * The order the payment page sent the buyer back with (?order=): the provider's webhook may land a
 * moment after the redirect, so a PENDING order is polled briefly. `onPaid` runs once when it turns PAID.
 */
export function usePaymentConfirmation(
  orderId: string | null,
  timing: ConfirmationTiming,
  onPaid: () => void,
) {
  const [timedOut, setTimedOut] = useState(false);
  const [pending, setPending] = useState(false);
  const { data, error } = useQuery(PURCHASE_ORDER, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    fetchPolicy: 'network-only',
    pollInterval: pending && !timedOut ? timing.pollMs : 0,
  });
  const order = data?.order;
  const status = order?.status;
  useEffect(() => setPending(status === 'PENDING'), [status]);

  useEffect(() => {
    if (!pending || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), timing.timeoutMs);
    return () => clearTimeout(timer);
  }, [pending, timedOut, timing.timeoutMs]);

  const previous = useRef(status);
  const paid = useRef(onPaid);
  paid.current = onPaid;
  useEffect(() => {
    if (previous.current === 'PENDING' && status === 'PAID') paid.current();
    previous.current = status;
  }, [status]);

  return {
    order,
    error: !order && error,
    stillPending: timedOut && status === 'PENDING',
  };
}
