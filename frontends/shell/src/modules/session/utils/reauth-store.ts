/**
 * The one pending "please log in again" request of the page. The Apollo auth link asks for it when
 * the session cannot be renewed; the re-authentication dialog answers it. Every operation that hit
 * the expired session waits on the same promise and is replayed when it resolves.
 */
type Listener = () => void;

interface Pending {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

let pending: Pending | null = null;
const listeners = new Set<Listener>();

function notify() {
  listeners.forEach((listener) => listener());
}

export class ReauthenticationCancelled extends Error {
  constructor() {
    super('Re-authentication was cancelled');
    this.name = 'ReauthenticationCancelled';
  }
}

export function requestReauthentication(): Promise<void> {
  if (!pending) {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    pending = { promise, resolve, reject };
    notify();
  }
  return pending.promise;
}

export function completeReauthentication(): void {
  const current = pending;
  pending = null;
  current?.resolve();
  notify();
}

export function cancelReauthentication(): void {
  const current = pending;
  pending = null;
  current?.reject(new ReauthenticationCancelled());
  notify();
}

export function isReauthenticationPending(): boolean {
  return pending !== null;
}

export function subscribeReauthentication(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
