export * from './types';
export * from './reference-lists';
export { ALPHABETICAL_LISTS, intlLocale, referenceOptionLabel, sortByLabel } from './option-labels';
export { SECTION_FIELDS, DEFAULT_REPEATER_CAP, SPOUSE_MARITAL_STATUSES } from './fields';
export {
  DS160_SECTIONS,
  getSection,
  getField,
  repeaterItemFields,
  isSectionKey,
  requirementOf,
} from './sections';
export { evaluateCondition, isFieldVisible, sectionApplies, applicableSections } from './conditions';
export { CROSS_FIELD_RULES } from './rules';
export { parseAnswerPath, answerPath, getAnswer, getItems, hasAnswer } from './answers';
export {
  validateField,
  sectionStatus,
  formReadiness,
  formWarnings,
  applyLocks,
  lockedValue,
  visibleFieldInstances,
  fieldMessageIds,
  dateBounds,
  CHARSET_PATTERNS,
  NATIVE_PATTERNS,
  acceptsNativeScript,
  type FieldInstance,
  FORMAT_PATTERNS,
  phoneDigits,
} from './validation';
export { SENSITIVE_ANSWER_KEYS, isSensitiveAnswer } from './sensitive';
export { latinize, latinizes, nameRoleOf } from './latin';
export { ceacAnswers, ceacLetterCase, ceacText } from './ceac-value';
export {
  CEAC_MAX_REPEATER_ITEMS,
  DEFAULT_TEXT_MAX_LENGTH,
  SAVE_BOUNDS,
  answerPathProblem,
  answerValueProblem,
  indexesWithinCaps,
  isAnswerKeyPrefix,
  nestsDeeperThan,
  repeaterCap,
  type BoundsProblem,
} from './bounds';
export {
  companionOwners,
  RENEWAL_COPY_POLICY,
  FAMILY_MEMBER_COPY_POLICY,
  TRAVEL_PLAN_KEYS,
  copyAnswers,
  isCopied,
  type CopyPolicy,
  type SectionCopyRule,
} from './copy-policies';
