// @portico/questionnaire: renders any DS-160 section from the shared definition.
// Hosts wrap it in an IntlProvider fed with questionnaireCatalog(locale) and import
// '@portico/questionnaire/styles.css' once.
export { SectionForm, type SectionFormProps } from './components/section-form';
export { SectionNav, type SectionNavProps } from './components/section-nav';
export type { ConflictChoice, ReviewFlag } from './components/section-context';
export {
  SearchableSelect,
  type SearchableSelectProps,
  type SelectOption,
} from './components/searchable-select';
export {
  DatePartsInput,
  type DatePartsInputProps,
  type DateParts,
  type DatePart,
} from './components/date-parts-input';
export { RepeatableGroup, type RepeatableGroupProps } from './components/repeatable-group';
export { LiveRegionProvider, useAnnounce } from './components/live-region';
export {
  useFieldPatches,
  type FieldPatch,
  type FieldPatches,
  type PatchHandler,
} from './hooks/use-field-patches';
export { useSectionNavigation, type SectionNavigation } from './hooks/use-section-navigation';
export { questionnaireCatalog } from './i18n/questionnaire-catalog';
export { rendererMessages, QUESTIONNAIRE_LOCALES, type QuestionnaireLocale } from './i18n/catalogs';
// The never-lose-an-answer autosave (ADR 0009), shared by the applicant editor and the client intake.
export { SaveIndicator, type SaveIndicatorProps } from './autosave/components/save-indicator';
export {
  useAutosave,
  autosaveClientFor,
  resetAutosaveClients,
  type UseAutosaveOptions,
} from './autosave/hooks/use-autosave';
export {
  useSectionAnswers,
  loadedAnswers,
  type BoundSectionAnswers,
} from './autosave/hooks/use-section-answers';
export {
  AutosaveClient,
  backoffDelay,
  type AutosaveOptions,
  type AutosaveSnapshot,
  type SaveState,
} from './autosave/utils/autosave-client';
export {
  answerKey,
  splitKey,
  isInside,
  setAtPath,
  getAtPath,
  sameAnswer,
} from './autosave/utils/answer-keys';
export {
  EDITOR_FORM_QUERY,
  EDITOR_SESSION_QUERY,
  EDITOR_FORM_CHANGED,
  type EditorForm,
  type EditorSection,
  type FormChangedEvent,
  type FormWarning,
} from './autosave/utils/form-queries';
export { EDITOR_FORM_QUERY_NAME, EDITOR_FORM_QUERY_TEXT } from './autosave/utils/form-query-text';
export {
  createGraphqlTransport,
  classifyAnswer,
  SAVE_ANSWERS_MUTATION,
} from './autosave/utils/graphql-transport';
export type * from './autosave/utils/save-types';
export { createTabIdentity, currentTab, randomId, type TabIdentity } from './autosave/utils/tab-identity';
