import {
  getAnswer,
  latinize,
  latinizes,
  validateField,
  visibleFieldInstances,
  type FormAnswers,
  type ScriptMode,
  type SectionKey,
} from '@portico/shared-types';
import { setIn, type FormikErrors } from 'formik';

/**
 * Formik errors of a section from the shared validation: the message id of the first problem
 * of every visible question (hidden questions and ticked companions pass), at its answer path.
 * `script`: 'native' lets names, addresses and free text be in any script (the client's originals).
 */
export function sectionErrors(
  section: SectionKey,
  answers: FormAnswers,
  script: ScriptMode = 'english',
): FormikErrors<Record<string, unknown>> {
  let errors: FormikErrors<Record<string, unknown>> = {};
  for (const { field, indexes, path } of visibleFieldInstances(section, answers)) {
    if (field.type === 'repeater') continue;
    const typed = getAnswer(answers[section], field.key, indexes);
    // What is saved: names and addresses typed for CEAC without their diacritics (see latinize).
    const value =
      script === 'english' && typeof typed === 'string' && latinizes(field) ? latinize(typed) : typed;
    const messageId = validateField(section, path, value, answers, { script });
    if (messageId) errors = setIn(errors, path, messageId);
  }
  return errors;
}
