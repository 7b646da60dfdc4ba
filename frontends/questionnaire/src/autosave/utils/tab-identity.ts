/** A random UUID (v4), from the browser's crypto. */
export function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One browser tab as the server sees its saves: its own id and a sequence that only grows. */
export interface TabIdentity {
  readonly clientId: string;
  nextSeq(): number;
}

export function createTabIdentity(clientId: string = randomId()): TabIdentity {
  let seq = 0;
  return {
    clientId,
    nextSeq: () => {
      seq += 1;
      return seq;
    },
  };
}

let current: TabIdentity | undefined;

/** This tab's identity, made on first use and kept in memory only (a reload is a new tab). */
export function currentTab(): TabIdentity {
  current ??= createTabIdentity();
  return current;
}
