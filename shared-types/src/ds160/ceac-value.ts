// How an answer is written on CEAC. CEAC stores and shows its text answers in upper case
// (ds160-facts §2.6 "Case": "CEAC pages show values in uppercase. Tools upper-case names"; §5.4: the
// questionnaire must "upper-case answers into these sets before submission"). The robot types these
// values and forms' filing snapshot carries them, so both say the same thing to CEAC.
import { getSection } from './sections';
import {
  SECTION_KEYS,
  type AnswerObject,
  type AnswerValue,
  type FieldDefinition,
  type FormAnswers,
} from './types';

/**
 * 'upper' for every text answer but those whose case is part of the value: e-mail addresses, social
 * media handles (the inventory: "Keep case") and the full name in the native alphabet.
 */
export function ceacLetterCase(field: FieldDefinition): 'upper' | 'asTyped' | null {
  if (field.type !== 'text' && field.type !== 'textarea') return null;
  if (field.charset === 'email' || field.charset === 'native' || field.format === 'socialHandle')
    return 'asTyped';
  return 'upper';
}

/** The text CEAC gets for this field's answer. */
export function ceacText(field: FieldDefinition, value: string): string {
  return ceacLetterCase(field) === 'upper' ? value.toUpperCase() : value;
}

function isObject(value: AnswerValue | undefined): value is AnswerObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One section's answers with every text answer as CEAC gets it (other answers as they are). */
function sectionInCeacCase(
  fields: ReadonlyMap<string, FieldDefinition>,
  node: AnswerValue | undefined,
  prefix: string,
): AnswerValue | undefined {
  if (Array.isArray(node)) return node.map((item) => sectionInCeacCase(fields, item, `${prefix}[]`) ?? null);
  if (!isObject(node)) {
    const field = fields.get(prefix);
    return typeof node === 'string' && field ? ceacText(field, node) : node;
  }
  const field = fields.get(prefix);
  if (field?.type === 'date') return node;
  const out: AnswerObject = {};
  for (const [key, value] of Object.entries(node))
    out[key] = sectionInCeacCase(fields, value, prefix ? `${prefix}.${key}` : key);
  return out;
}

const fieldMaps = new Map(
  SECTION_KEYS.map((key) => [key, new Map(getSection(key).fields.map((f) => [f.key, f]))] as const),
);

/** The answers as CEAC gets them: the filing snapshot and the robot's values. */
export function ceacAnswers(answers: FormAnswers): FormAnswers {
  const out: FormAnswers = {};
  for (const key of SECTION_KEYS) {
    const section = answers[key];
    if (section !== undefined) out[key] = sectionInCeacCase(fieldMaps.get(key)!, section, '') as AnswerObject;
  }
  return out;
}
