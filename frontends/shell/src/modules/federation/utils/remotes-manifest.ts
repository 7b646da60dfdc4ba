import { REMOTE_NAMES, type RemoteName } from './remote-routes';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

/** Reads the gateway's runtime list of remotes ({ publicSite: ".../mf-manifest.json", … }). */
export function parseRemotesManifest(value: unknown): RemoteEntries {
  if (!value || typeof value !== 'object') throw new Error('remotes.json is not an object');
  const entries: RemoteEntries = {};
  for (const name of REMOTE_NAMES) {
    const entry = (value as Record<string, unknown>)[name];
    if (typeof entry !== 'string') continue;
    const url = new URL(entry, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    entries[name] = url.href;
  }
  return entries;
}

export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteEntries> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}
