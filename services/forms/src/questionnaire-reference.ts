// docs/api/questionnaire-reference.md, generated from the questionnaire's definition data in
// @portico/shared-types (sections, fields, conditions, repeaters, reference lists, cross-field rules):
// every section and answer path a partner sends to saveAnswers, its type, value format, limits,
// options, reveal condition and repeater. `npm run questionnaire-reference -w @portico/forms` writes it
// (`-- --check` only checks); services/forms/test/questionnaire-reference-is-current.spec.ts fails
// while the committed file differs from what this renders.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CROSS_FIELD_RULES,
  DS160_SECTIONS,
  REFERENCE_LISTS,
  SAVE_BOUNDS,
  isMessageId,
  questionnaireMessage,
  type Charset,
  type Condition,
  type CrossFieldRule,
  type FieldDefinition,
  type FieldFormat,
  type ReferenceListName,
  type SectionDefinition,
} from '@portico/shared-types';

export const QUESTIONNAIRE_REFERENCE_FILE = path.resolve(
  __dirname,
  '../../../docs/api/questionnaire-reference.md',
);

const CHARSETS: Readonly<Record<Exclude<Charset, 'native'>, string>> = {
  name: 'letters A–Z, apostrophe, hyphen; single spaces between words',
  organization: 'letters, digits, apostrophe, `&`, hyphen; single spaces (no period)',
  address: "letters, digits, spaces and `# $ * % & ; ! @ ^ ? > < ( ) . ' , -`",
  freeText: "letters, digits, spaces, line breaks and `# $ * % & ; ! @ ^ ? > < ( ) . ' , -`",
  digits: 'digits 0–9 only',
  nationalId: 'letters and digits; single spaces',
  email: 'an e-mail address (`name@example.com`)',
};

const FORMATS: Readonly<Record<FieldFormat, string>> = {
  phone: 'digits only, 5–15 of them (`74951234567`; send the digits of `+7 (495) 123-45-67`)',
  usZip: 'US ZIP code: `12345` or `12345-6789`',
  ssn: 'US Social Security number: 9 digits (`123456789`)',
  telecode: 'Chinese commercial code: groups of 4 digits separated by one space (`1234 5678`)',
  visaNumber: 'the visa foil number: 8 or 12 digits',
  petitionNumber: 'USCIS receipt number: 3 letters and 10 digits (`EAC1234567890`)',
  sevisId: 'SEVIS ID: `N` and 10 digits (`N0012345678`)',
  programNumber: 'DS-2019 program number: `P-3-05133`, `G-7-12345`',
  year: 'a four-digit year in the past (`2019`)',
  socialHandle: 'a handle or URL in printable ASCII, no spaces at either end',
};

const TYPES: Readonly<Record<FieldDefinition['type'], string>> = {
  text: 'text',
  textarea: 'text (lines)',
  date: 'date',
  yesNo: 'yes/no',
  select: 'option',
  checkbox: 'checkbox',
  repeater: 'rows',
};

const en = (id: string): string => (isMessageId(id) ? questionnaireMessage(id, 'en') : id);
const code = (text: string | number): string => `\`${String(text)}\``;
/** A table cell: no pipes or line breaks. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const listAnchor = (name: string): string => `list-${name.toLowerCase()}`;
const sectionAnchor = (key: string): string => `section-${key.toLowerCase()}`;

/** The definition key as a partner writes answer paths: `otherNames[].surname` → `otherNames.<n>.surname`. */
export function answerPathOf(key: string): string {
  return key.replace(/\[\]/g, '.<n>');
}

/** A condition in words: `` `usedOtherNames` is `Y` ``, with another section's name when it reads one. */
export function describeCondition(condition: Condition, own: string, inRow = false): string {
  if ('all' in condition) return condition.all.map((c) => group(c, own, inRow)).join(' and ');
  if ('any' in condition) return condition.any.map((c) => group(c, own, inRow)).join(' or ');
  if ('not' in condition) return `not (${describeCondition(condition.not, own, inRow)})`;
  const where = condition.section && condition.section !== own ? `${condition.section}.` : '';
  const field = code(`${where}${answerPathOf(condition.field)}`);
  const any = !condition.field.includes('[]') ? '' : inRow ? ' (in the same row)' : ' (in any row)';
  if (condition.isSet !== undefined)
    return `${field} ${condition.isSet ? 'is answered' : 'is not answered'}${any}`;
  if (condition.equals !== undefined) return `${field} is ${code(condition.equals)}${any}`;
  if (condition.in) return `${field} is one of ${condition.in.map(code).join(', ')}${any}`;
  if (condition.notIn) return `${field} is none of ${condition.notIn.map(code).join(', ')}${any}`;
  return `${field} (any answer)`;
}

function group(condition: Condition, own: string, inRow: boolean): string {
  const text = describeCondition(condition, own, inRow);
  return 'all' in condition || 'any' in condition ? `(${text})` : text;
}

function valueFormat(field: FieldDefinition): string {
  const parts: string[] = [];
  switch (field.type) {
    case 'text':
    case 'textarea':
      parts.push('string');
      if (field.format) parts.push(FORMATS[field.format]);
      else if (field.charset && field.charset !== 'native') parts.push(CHARSETS[field.charset]);
      if (field.charset === 'native') parts.push('any script');
      if (field.maxLength !== undefined) parts.push(`at most ${field.maxLength} characters`);
      if (field.translation === 'name' || field.translation === 'address' || field.translation === 'freeText')
        parts.push("a client link may answer in the client's own script");
      break;
    case 'date': {
      const required = field.date?.requiredParts ?? ['day', 'month', 'year'];
      parts.push(
        `\`{ "year": 1990, "month": 5, "day": 17 }\` (month 1–12); required parts: ${required.join(', ')}`,
      );
      if (field.date?.when === 'past') parts.push('in the past');
      if (field.date?.when === 'future') parts.push('in the future');
      break;
    }
    case 'yesNo':
      parts.push('`"Y"` or `"N"`');
      break;
    case 'select':
      parts.push('the option code (a string)');
      break;
    case 'checkbox':
      parts.push('`true` or `false`');
      break;
    case 'repeater': {
      const r = field.repeater!;
      parts.push(
        `a list of row objects; at least ${r.minItems}, at most ${r.cap} rows${r.capSource === 'ceac' ? " (CEAC's limit)" : ''}`,
      );
      break;
    }
  }
  return parts.join('; ');
}

function options(field: FieldDefinition): string {
  if (field.type === 'yesNo') return '`Y` Yes, `N` No';
  if (!field.list) return '';
  const filtered = field.listFilteredBy
    ? ` (only the options whose parent is the answer of ${code(answerPathOf(field.listFilteredBy))})`
    : '';
  return `[${field.list}](#${listAnchor(field.list)}) (${REFERENCE_LISTS[field.list].length})${filtered}`;
}

function notes(field: FieldDefinition, own: string): string {
  const parts: string[] = [];
  if (field.companion) {
    parts.push(
      `box ${code(answerPathOf(field.companion.key))}: \`true\` = "${en(field.companion.labelMessageId)}" (clears this answer and lifts its requirement)`,
    );
  }
  if (field.lockedWhen) {
    parts.push(
      `locked to ${code(field.lockedWhen.value)} while ${describeCondition(field.lockedWhen.when, own)}`,
    );
  }
  if (field.required && field.messages.required) parts.push(`when missing: "${en(field.messages.required)}"`);
  return parts.join('; ');
}

function fieldRow(section: SectionDefinition, field: FieldDefinition): string {
  const shown = field.visibleWhen
    ? describeCondition(field.visibleWhen, section.key, field.key.includes('[]'))
    : 'always';
  return `| ${[
    code(answerPathOf(field.key)),
    cell(en(field.messages.label)),
    TYPES[field.type],
    field.required ? 'yes' : 'no',
    cell(valueFormat(field)),
    cell(options(field)),
    cell(shown),
    cell(notes(field, section.key)),
  ].join(' | ')} |`;
}

function ruleText(rule: CrossFieldRule): string {
  const ref = (r: { section: string; field: string }) => code(`${r.section}.${answerPathOf(r.field)}`);
  switch (rule.kind) {
    case 'dateOrder':
      return `${ref(rule.earlier)} is ${rule.allowEqual ? 'on or before' : 'before'} ${ref(rule.later)} (shown on the ${rule.reportOn} date)`;
    case 'dateMonthsAfter':
      return `${ref(rule.field)} is at least ${rule.months} months after ${rule.after.map(ref).join(' or ')}${rule.orAfterToday ? ' (after today while none is answered)' : ''}`;
    case 'notRepeated':
      return `each row's ${ref(rule.field)} differs from ${[...rule.others.map(ref), 'the rows before it'].join(' and ')}`;
    case 'aliasNotName':
      return `${ref(rule.field)}: another name is not the applicant's own name`;
    case 'usContactOrganizationRelationship':
      return `${ref(rule.field)}: a contact given only as an organization has the relationship "organization"`;
    case 'usContactNameOrOrganization':
      return `${ref(rule.field)}: a contact person's name or an organization's name is given`;
  }
}

function sectionPart(section: SectionDefinition): string[] {
  const out = [
    `<a id="${sectionAnchor(section.key)}"></a>`,
    '',
    `### \`${section.key}\` — ${en(section.titleMessageId)}`,
    '',
    `CEAC page${section.ceacPages.length > 1 ? 's' : ''}: ${section.ceacPages.map(code).join(', ')}. Applies: ${
      section.appliesWhen ? `when ${describeCondition(section.appliesWhen, section.key)}` : 'always'
    }.`,
    '',
    '| answer path | question (English) | type | required | value | options | shown when | notes |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...section.fields.map((field) => fieldRow(section, field)),
  ];
  const rules = CROSS_FIELD_RULES.filter((rule) => {
    const reported =
      rule.kind === 'dateOrder' ? (rule.reportOn === 'earlier' ? rule.earlier : rule.later) : rule.field;
    return reported.section === section.key;
  });
  if (rules.length > 0) {
    out.push('', 'Rules across answers:', '');
    for (const rule of rules)
      out.push(
        `- ${code(rule.messageId)} (${rule.severity === 'warning' ? 'warning, never blocks' : 'error'}): ${ruleText(rule)}.`,
      );
  }
  out.push('');
  return out;
}

function listPart(name: ReferenceListName): string[] {
  const list = REFERENCE_LISTS[name];
  const parent = list.some((o) => o.parent);
  return [
    `<a id="${listAnchor(name)}"></a>`,
    '',
    `### \`${name}\` (${list.length})`,
    '',
    parent ? '| code | CEAC label | parent |' : '| code | CEAC label |',
    parent ? '| --- | --- | --- |' : '| --- | --- |',
    ...list.map((o) =>
      parent
        ? `| ${code(o.code)} | ${cell(o.label)} | ${o.parent ? code(o.parent) : ''} |`
        : `| ${code(o.code)} | ${cell(o.label)} |`,
    ),
    '',
  ];
}

/** The whole reference, from the definition data. */
export function renderQuestionnaireReference(): string {
  const lists = [
    ...new Set(DS160_SECTIONS.flatMap((s) => s.fields.flatMap((f) => (f.list ? [f.list] : [])))),
  ];
  const fields = DS160_SECTIONS.reduce((n, s) => n + s.fields.length, 0);
  return [
    '# DS-160 questionnaire reference',
    '',
    '<!-- Generated from the questionnaire definition in @portico/shared-types by',
    '     services/forms/src/questionnaire-reference.ts: do not edit. Regenerate with',
    '     `npx nx run @portico/forms:build && npm run questionnaire-reference -w @portico/forms`. -->',
    '',
    'Every section and answer of the DS-160 as the partner API takes them in `saveAnswers` (see',
    '[Fill a DS-160 through the API](fill-a-ds160.md)). A change names its `section` (the key below) and',
    '`path` (the answer path below). In a path, `<n>` is the row number of a list, from 0:',
    "`otherNames.0.surname`. A list's own path (`otherNames`) with an array of row objects replaces the",
    "whole list (that is how rows are added and removed); a row's answer can also be sent alone.",
    '',
    `${DS160_SECTIONS.length} sections, ${fields} answer paths, ${lists.length} option lists. Text is sent as`,
    'typed (lower case is accepted; CEAC gets it upper-cased). A question "shown when" a condition holds',
    'is asked, required and kept only while the condition holds; an answer to a hidden question is',
    'neither required nor judged. `FormSection.missing` lists, for each section, the shown questions that still lack a valid',
    'answer, with their answer path and message code.',
    '',
    `Limits of one \`saveAnswers\` call: at most ${SAVE_BOUNDS.maxChanges} changes and ${SAVE_BOUNDS.maxBytes / 1024} KiB of`,
    `changes as JSON; answer paths of at most ${SAVE_BOUNDS.maxPathLength} characters.`,
    '',
    '## Sections',
    '',
    ...DS160_SECTIONS.map(
      (s) =>
        `- [\`${s.key}\`](#${sectionAnchor(s.key)}) — ${en(s.titleMessageId)}${s.appliesWhen ? ' (when it applies)' : ''}`,
    ),
    '',
    ...DS160_SECTIONS.flatMap(sectionPart),
    '## Option lists',
    '',
    "The value of an option question is the code; the label is CEAC's English one (screens show it in",
    "the reader's language).",
    '',
    ...lists.flatMap(listPart),
  ].join('\n');
}

function main(): void {
  const current = renderQuestionnaireReference();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(QUESTIONNAIRE_REFERENCE_FILE, 'utf8');
    if (committed !== current) {
      console.error(
        `${QUESTIONNAIRE_REFERENCE_FILE} is stale: run npm run questionnaire-reference -w @portico/forms`,
      );
      process.exit(1);
    }
    return;
  }
  writeFileSync(QUESTIONNAIRE_REFERENCE_FILE, current);
  console.log(`wrote ${QUESTIONNAIRE_REFERENCE_FILE}`);
}

if (require.main === module) main();
