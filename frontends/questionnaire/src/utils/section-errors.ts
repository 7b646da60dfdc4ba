import {
  getAnswer,
  validateField,
  visibleFieldInstances,
  type FormAnswers,
  type SectionKey,
} from '@portico/shared-types';
import { setIn, type FormikErrors } from 'formik';

/**
 * Formik errors of a section from the shared validation: the message id of the first problem
 * of every visible question (hidden questions and ticked companions pass), at its answer path.
 */
export function sectionErrors(
  section: SectionKey,
  answers: FormAnswers,
): FormikErrors<Record<string, unknown>> {
  let errors: FormikErrors<Record<string, unknown>> = {};
  for (const { field, indexes, path } of visibleFieldInstances(section, answers)) {
    if (field.type === 'repeater') continue;
    const messageId = validateField(section, path, getAnswer(answers[section], field.key, indexes), answers);
    if (messageId) errors = setIn(errors, path, messageId);
  }
  return errors;
}
