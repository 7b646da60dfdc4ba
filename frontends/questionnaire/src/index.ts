// @portico/questionnaire: renders any DS-160 section from the shared definition.
// Hosts wrap it in an IntlProvider fed with questionnaireCatalog(locale) and import
// '@portico/questionnaire/styles.css' once.
export { SectionForm, type SectionFormProps } from './components/section-form';
export { SectionNav, type SectionNavProps } from './components/section-nav';
export type { ConflictChoice } from './components/section-context';
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
