// The submission robot (issue 7): a pure library the submission worker drives (ADR 0019).
export * from './types';
export { launchRobotBrowser, robotChromiumPath, DEFAULT_CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './browser';
export {
  fileApplication,
  changedPage,
  RobotAbortedError,
  SignClickRefusedError,
  refuseSignClick,
  pressElement,
  MAX_CAPTCHA_ATTEMPTS,
  MAX_SIGN_ATTEMPTS,
  type RobotOptions,
} from './file-application';
export { planApplication, controlIndex, type PagePlan, type PageAction } from './plan';
