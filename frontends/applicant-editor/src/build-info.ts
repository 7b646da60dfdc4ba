import type { BuildInfo } from '@portico/ui';

declare const __PORTICO_BUILD_INFO__: BuildInfo | undefined;

/** Exposed as 'applicantEditor/build-info' and listed by the shell at /build-info. */
export const buildInfo: BuildInfo =
  typeof __PORTICO_BUILD_INFO__ === 'undefined'
    ? { app: 'applicant-editor', version: 'development', commit: 'unknown', builtAt: 'unknown' }
    : __PORTICO_BUILD_INFO__;
