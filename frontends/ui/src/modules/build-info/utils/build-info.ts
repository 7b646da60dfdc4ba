/** What every app (shell and remotes) reports about its build; remotes expose it as './build-info'. */
export interface BuildInfo {
  app: string;
  version: string;
  commit: string;
  builtAt: string;
}

export function isBuildInfo(value: unknown): value is BuildInfo {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['app', 'version', 'commit', 'builtAt'].every((key) => typeof record[key] === 'string');
}
