export { AlertProvider, type AlertProviderProps } from './modules/alerts/components/alert-provider';
export { AlertViewport } from './modules/alerts/components/alert-viewport';
export { useAlerts } from './modules/alerts/hooks/use-alerts';
export type { AlertApi } from './modules/alerts/hooks/alert-context';
export {
  DEFAULT_ALERT_TIMEOUT,
  type Alert,
  type AlertInput,
  type AlertType,
} from './modules/alerts/utils/alert';
export { LocaleProvider } from './modules/i18n/components/locale-provider';
export { LanguageSwitcher } from './modules/i18n/components/language-switcher';
export {
  createMessagesProvider,
  withMessages,
  type CatalogLoaders,
} from './modules/i18n/components/messages-provider';
export { useLocale } from './modules/i18n/hooks/use-locale';
export { messageOf } from './modules/i18n/utils/message-of';
export { CODE_LENGTH, CodeField, type CodeFieldProps } from './modules/fields/components/code-field';
export {
  DEFAULT_LOCALE,
  LANGUAGES,
  LOCALES,
  LOCALE_STORAGE_KEY,
  intlLocale,
  isLocale,
  type Language,
  type Locale,
} from './modules/i18n/utils/languages';
export { PlaceholderPage, type PlaceholderPageProps } from './modules/layout/components/placeholder-page';
export { NotFoundLinks } from './modules/layout/components/not-found-links';
export { isBuildInfo, type BuildInfo } from './modules/build-info/utils/build-info';
export { SessionProvider, type SessionProviderProps } from './modules/session/components/session-provider';
export { useOptionalSession, useSession } from './modules/session/hooks/use-session';
export type { SessionApi, SessionStatus } from './modules/session/hooks/session-context';
export {
  CSRF_HEADER,
  fetchViewer,
  postAuth,
  refreshSession,
  type AuthResult,
  type SessionUser,
  type SessionViewer,
} from './modules/session/utils/auth-api';
export {
  GraphqlRequestContext,
  type GraphqlAnswer,
  type GraphqlError,
  type GraphqlOperation,
  type GraphqlRequest,
} from './modules/api/hooks/graphql-request-context';
export {
  MAX_RETRIES,
  fetchGraphql,
  shouldRetry,
  type FetchGraphqlOptions,
} from './modules/api/utils/fetch-graphql';
export { Modal, type ModalProps } from './modules/dialogs/components/modal';
export { ConfirmDialog, type ConfirmDialogProps } from './modules/dialogs/components/confirm-dialog';
export { Pagination, pageOf, type PaginationProps } from './modules/lists/components/pagination';
export {
  loginRefusal,
  retryWait,
  type LoginRefusal,
  type RetryWait,
} from './modules/session/utils/login-refusal';
export { formatBasisPoints, formatMoney, minorUnitDigits } from './modules/money/utils/money';
export {
  LiveView,
  liveViewTexts,
  type LiveViewState,
  type LiveViewTexts,
} from './modules/live-view/components/live-view';
export {
  LiveFilingView,
  OpenLiveFilingView,
  type LiveSigningTexts,
} from './modules/live-view/components/live-filing-view';
export {
  SELF_SIGN_TEXT_KEYS,
  SelfSignOffer,
  SelfSignPanel,
  selfSignTexts,
  type SelfSignFacts,
  type SelfSignTextKey,
  type SelfSignTexts,
} from './modules/self-sign/components/self-sign-panel';
export {
  creatorLabel,
  unknownCreators,
  type CreatorInfo,
  type CreatorWords,
} from './modules/people/utils/creator-label';
export {
  useCreatorLabels,
  type CreatorsQuery,
  type UseCreatorsQuery,
} from './modules/people/hooks/use-creator-labels';
export {
  CEAC_SECURITY_QUESTIONS,
  securityQuestionLabel,
  type SecurityQuestionWords,
} from './modules/self-sign/utils/security-question';
