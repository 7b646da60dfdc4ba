import type { BuildInfo } from '@portico/ui';

declare const __PORTICO_BUILD_INFO__: BuildInfo | undefined;

/** Stamped by the build (package version, `git rev-parse --short HEAD`, build time). */
export const shellBuildInfo: BuildInfo =
  typeof __PORTICO_BUILD_INFO__ === 'undefined'
    ? { app: 'shell', version: 'development', commit: 'unknown', builtAt: 'unknown' }
    : __PORTICO_BUILD_INFO__;
