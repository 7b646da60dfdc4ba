import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isBuildInfo, type BuildInfo } from '@portico/ui';
import { fetchRemotesManifest, type RemoteEntries } from './remotes-manifest';
import type { RemoteName } from './remote-routes';

export type RemotePages = Record<string, ComponentType>;

let registration: Promise<RemoteEntries> | undefined;
const pagesCache = new Map<RemoteName, Promise<RemotePages>>();

/**
 * Registers the remotes the gateway lists in /remotes.json (read once per page load);
 * nothing about them is baked into the shell's build. A failed read is retried on next use.
 */
export function registerRuntimeRemotes(): Promise<RemoteEntries> {
  if (!registration) {
    registration = fetchRemotesManifest().then((entries) => {
      registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
      return entries;
    });
    registration.catch(() => (registration = undefined));
  }
  return registration;
}

/** A remote's route components, fetched on first use; a failure is not cached so a retry can work. */
export function loadRemotePages(remote: RemoteName): Promise<RemotePages> {
  let pending = pagesCache.get(remote);
  if (!pending) {
    pending = loadExposed<{ pages: RemotePages }>(remote, 'pages').then((module) => {
      if (!module.pages || typeof module.pages !== 'object') throw new Error(`${remote}/pages has no pages`);
      return module.pages;
    });
    pending.catch(() => pagesCache.delete(remote));
    pagesCache.set(remote, pending);
  }
  return pending;
}

export async function loadRemoteBuildInfo(remote: RemoteName): Promise<BuildInfo> {
  const module = await loadExposed<{ buildInfo: unknown }>(remote, 'build-info');
  if (!isBuildInfo(module.buildInfo)) throw new Error(`${remote}/build-info is malformed`);
  return module.buildInfo;
}

async function loadExposed<T>(remote: RemoteName, expose: string): Promise<T> {
  const registered = await registerRuntimeRemotes();
  if (!registered[remote]) throw new Error(`${remote} is not listed in remotes.json`);
  const module = await loadRemote<T>(`${remote}/${expose}`);
  if (!module) throw new Error(`${remote}/${expose} did not load`);
  return module;
}
