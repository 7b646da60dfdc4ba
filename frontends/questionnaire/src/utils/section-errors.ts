import {
  getAnswer,
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
    const messageId = validateField(section, path, getAnswer(answers[section], field.key, indexes), answers, {
      script,
    });
    if (messageId) errors = setIn(errors, path, messageId);
  }
  return errors;
}
