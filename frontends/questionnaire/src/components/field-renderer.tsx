import {
  ALPHABETICAL_LISTS,
  answerPath,
  hasAnswer,
  latinize,
  latinizes,
  phoneDigits,
  REFERENCE_LISTS,
  referenceOptionLabel,
  requirementOf,
  sortByLabel,
  YES_NO,
} from '@portico/shared-types';
import type { AnswerObject, FieldDefinition, ReferenceOption } from '@portico/shared-types';
import { getIn, useFormikContext } from 'formik';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { messageOf } from '@portico/ui';
import { messages } from '../i18n/messages';
import { fromDateParts, toDateParts } from '../utils/answer-values';
import { controlId, type FieldNode } from '../utils/field-tree';
import { ChoiceGroup } from './choice-group';
import { CompanionCheckbox } from './companion-checkbox';
import { DatePartsInput, type DatePart } from './date-parts-input';
import { FieldShell } from './field-shell';
import { RepeatableGroup } from './repeatable-group';
import { SearchableSelect, type SelectOption } from './searchable-select';
import { useSectionContext } from './section-context';

/** Lists longer than this get the searchable combobox; shorter ones a native select. */
const SEARCHABLE_FROM = 15;

/** An option's label in the reader's language: a short list's catalog text, else its name (countries, states, posts). */
export function optionLabel(intl: IntlShape, option: ReferenceOption): string {
  if (option.messageId) return intl.formatMessage(messageOf(option.messageId, option.label));
  return referenceOptionLabel(option, intl.locale);
}

/** An answer formatted for reading (originals, conflicts, read-only mode). */
export function formatAnswer(intl: IntlShape, field: FieldDefinition, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'yesNo':
    case 'checkbox': {
      const code = value === true ? 'Y' : value === false ? 'N' : value;
      const option = YES_NO.find((candidate) => candidate.code === code);
      return option ? optionLabel(intl, option) : String(value);
    }
    case 'select': {
      const option = field.list
        ? REFERENCE_LISTS[field.list].find((candidate) => candidate.code === value)
        : undefined;
      return option ? optionLabel(intl, option) : String(value);
    }
    case 'date': {
      const parts = toDateParts(value);
      const month = parts.month
        ? intl.formatDate(Date.UTC(2000, Number(parts.month) - 1, 1), { month: 'short', timeZone: 'UTC' })
        : '';
      return [parts.day, month, parts.year].filter(Boolean).join(' ');
    }
    case 'repeater':
      return '';
    default:
      return String(value);
  }
}

interface FieldViewProps {
  node: FieldNode;
  indexes: readonly number[];
}

/** One question (or repeater) of the section, when visible, at given repeater item indexes. */
export function FieldView({ node, indexes }: FieldViewProps) {
  const { rules } = useSectionContext();
  const formik = useFormikContext<Record<string, unknown>>();
  if (!rules.visible(node.field, indexes, formik.values)) return null;
  return node.field.type === 'repeater' ? (
    <RepeaterView node={node} indexes={indexes} />
  ) : (
    <QuestionView node={node} indexes={indexes} />
  );
}

function RepeaterView({ node, indexes }: FieldViewProps) {
  const { field, children } = node;
  const spec = field.repeater;
  const { patches, readOnly, sectionKey } = useSectionContext();
  const intl = useIntl();
  const formik = useFormikContext<Record<string, unknown>>();
  const path = answerPath(field.key, indexes);
  const items = (getIn(formik.values, path) as AnswerObject[] | undefined) ?? [];
  const min = spec?.minItems ?? 1;
  const count = Math.max(items.length, min);
  const label = intl.formatMessage(messageOf(field.messages.label));
  const padded = () => Array.from({ length: count }, (_, index) => items[index] ?? {});
  // CEAC shows a revealed repeater with its first, empty entry: create it before paint (it is
  // saved with its first answer).
  const missing = items.length < min;
  useLayoutEffect(() => {
    if (missing) void formik.setFieldValue(path, padded(), false);
  });
  const write = (next: AnswerObject[]) => {
    void formik.setFieldValue(path, next);
    patches.send([{ path, value: next }]);
  };
  return (
    <div className="pq-field pq-repeater">
      <RepeatableGroup
        id={controlId(sectionKey, path)}
        label={label}
        count={count}
        max={spec?.cap ?? count}
        min={min}
        disabled={readOnly}
        isEntryFilled={(index) => hasAnswer(items[index])}
        onAdd={() => write([...padded(), {}])}
        onRemove={(index) => write(padded().filter((_, at) => at !== index))}
        renderEntry={(index) =>
          children.map((child) => (
            <FieldView key={child.field.key} node={child} indexes={[...indexes, index]} />
          ))
        }
      />
    </div>
  );
}

function QuestionView({ node, indexes }: FieldViewProps) {
  const { field } = node;
  const {
    rules,
    errors,
    showAllErrors,
    patches,
    originals,
    conflicts,
    onTranslateField,
    onResolveConflict,
    reviewFlags,
    onAcceptReview,
    onKeepAgencyValue,
    needsHumanTranslation,
    readOnly,
    sectionKey,
    script,
    warnings,
  } = useSectionContext();
  const intl = useIntl();
  const formik = useFormikContext<Record<string, unknown>>();
  const path = answerPath(field.key, indexes);
  const id = controlId(sectionKey, path);
  const value = getIn(formik.values, path) as unknown;
  const label = intl.formatMessage(messageOf(field.messages.label));
  const help = field.messages.help ? intl.formatMessage(messageOf(field.messages.help)) : undefined;

  const companionPath = field.companion ? answerPath(field.companion.key, indexes) : undefined;
  const companionTicked = companionPath ? getIn(formik.values, companionPath) === true : false;
  const lock = rules.locked(field, indexes, formik.values);
  const disabled = companionTicked || lock !== null;

  const touched = Boolean(getIn(formik.touched, path)) || showAllErrors;
  const problem = touched ? (getIn(errors, path) as string | undefined) : undefined;
  const error = problem ? intl.formatMessage(messageOf(problem)) : undefined;

  if (readOnly) {
    const shown = formatAnswer(intl, field, lock ? lock.value : value);
    return (
      <div className="pq-field pq-field-read-only">
        <span id={`${id}-label`} className="pq-label">
          {label}
        </span>
        <div className="pq-original-value" role="group" aria-labelledby={`${id}-label`}>
          {companionTicked && field.companion
            ? intl.formatMessage(messageOf(field.companion.labelMessageId))
            : shown || intl.formatMessage(messages.emptyValue)}
        </div>
      </div>
    );
  }

  // Names and addresses typed for CEAC lose their diacritics the way the client intake's translation
  // takes them (latinize: Đặng → Dang): saved so at once, shown so when the question is left.
  const inLatin = (next: unknown) =>
    script === 'english' && typeof next === 'string' && latinizes(field) ? latinize(next) : next;
  const change = (next: unknown, mode: 'debounce' | 'now') => {
    void formik.setFieldValue(path, next);
    if (mode === 'now') {
      void formik.setFieldTouched(path, true, false);
      patches.send([{ path, value: inLatin(next) }]);
    } else patches.queue(path, inLatin(next));
  };
  const blur = () => {
    const latin = inLatin(value);
    if (latin !== value) void formik.setFieldValue(path, latin);
    void formik.setFieldTouched(path, true, false);
    patches.flush(path);
  };

  const companion =
    field.companion && companionPath ? (
      <CompanionCheckbox
        id={`${id}-companion`}
        label={intl.formatMessage(messageOf(field.companion.labelMessageId))}
        checked={companionTicked}
        disabled={lock !== null}
        onChange={(checked) => {
          const cleared = emptyValue(field);
          void formik.setFieldValue(companionPath, checked);
          if (checked) void formik.setFieldValue(path, cleared);
          void formik.setFieldTouched(path, true, false);
          patches.send(
            checked
              ? [
                  { path, value: cleared },
                  { path: companionPath, value: true },
                ]
              : [{ path: companionPath, value: false }],
          );
        }}
      />
    ) : undefined;

  const hasOriginal = originals !== undefined && Object.prototype.hasOwnProperty.call(originals, path);
  const hasConflict = conflicts !== undefined && Object.prototype.hasOwnProperty.call(conflicts, path);
  // Text answers only; when originals are given, only those that have one (there is nothing else to translate).
  const translatable =
    onTranslateField &&
    field.translation !== 'none' &&
    field.translation !== 'enumerated' &&
    (originals === undefined || hasOriginal);
  const flag = reviewFlags?.[path];

  return (
    <FieldShell
      id={id}
      label={label}
      group={field.type === 'yesNo' || field.type === 'date'}
      help={help}
      optional={requirementOf(field) === 'optional'}
      error={error}
      lockedReason={lock ? intl.formatMessage(messages.locked) : undefined}
      original={hasOriginal ? formatAnswer(intl, field, originals[path]) : undefined}
      onTranslate={translatable ? () => onTranslateField(path) : undefined}
      review={
        flag
          ? {
              by: flag.by,
              at: new Date(flag.at),
              onAccept: onAcceptReview ? () => onAcceptReview(path) : undefined,
              onKeep: onKeepAgencyValue ? () => onKeepAgencyValue(path) : undefined,
            }
          : undefined
      }
      needsHuman={needsHumanTranslation?.has(path) ?? false}
      warning={warnings[path] ? intl.formatMessage(messageOf(warnings[path])) : undefined}
      conflict={
        hasConflict
          ? {
              display: formatAnswer(intl, field, conflicts[path]) || intl.formatMessage(messages.emptyValue),
              onUseSaved: () => {
                void formik.setFieldValue(path, conflicts[path]);
                onResolveConflict?.(path, 'saved');
              },
              onKeepMine: () => {
                patches.send([{ path, value }]);
                onResolveConflict?.(path, 'mine');
              },
            }
          : undefined
      }
      companion={companion}
    >
      {(aria) => (
        <Control
          field={field}
          id={id}
          value={lock ? lock.value : value}
          disabled={disabled}
          invalid={aria.invalid}
          describedBy={aria.describedBy}
          onChange={change}
          onBlur={blur}
          filterValue={
            field.listFilteredBy ? getIn(formik.values, answerPath(field.listFilteredBy, indexes)) : undefined
          }
        />
      )}
    </FieldShell>
  );
}

const ALL_DATE_PARTS: readonly DatePart[] = ['day', 'month', 'year'];

/** The parts CEAC shows for this date (its controls), in day-month-year order. */
function datePartsShown(field: FieldDefinition): readonly DatePart[] {
  const onCeac = new Set(field.ceac?.controls.map((control) => control.part));
  const parts = ALL_DATE_PARTS.filter((part) => onCeac.has(part));
  return parts.length > 0 ? parts : ALL_DATE_PARTS;
}

function emptyValue(field: FieldDefinition): unknown {
  return field.type === 'date' || field.type === 'checkbox' ? null : '';
}

interface ControlProps {
  field: FieldDefinition;
  id: string;
  value: unknown;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: unknown, mode: 'debounce' | 'now') => void;
  onBlur: () => void;
  filterValue: unknown;
}

function Control(props: ControlProps): ReactNode {
  const { field, id, value, disabled, invalid, describedBy, onChange, onBlur, filterValue } = props;
  const intl = useIntl();
  const options = useMemo<SelectOption[]>(() => {
    if (!field.list) return [];
    const list = REFERENCE_LISTS[field.list];
    const filtered = field.listFilteredBy
      ? list.filter((option) => !option.parent || option.parent === filterValue)
      : list;
    // The label in the reader's language, CEAC's English label searchable too; the value stays CEAC's code.
    const shown = filtered.map((option) => ({
      value: option.code,
      label: optionLabel(intl, option),
      english: option.label,
    }));
    return ALPHABETICAL_LISTS.has(field.list) ? sortByLabel(shown, intl.locale) : shown;
  }, [field.list, field.listFilteredBy, filterValue, intl]);
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const common = {
    id,
    disabled,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy,
  };

  const shared = { id, disabled, invalid, describedBy, onBlur };
  switch (field.type) {
    case 'textarea':
      return (
        <textarea
          {...common}
          className="pq-textarea"
          maxLength={field.maxLength}
          value={text}
          onChange={(event) => onChange(event.target.value, 'debounce')}
        />
      );
    case 'yesNo':
      return (
        <ChoiceGroup
          {...shared}
          name={id}
          value={text}
          required={field.required}
          choices={YES_NO.map((option) => ({ value: option.code, label: optionLabel(intl, option) }))}
          onChange={(next) => onChange(next, 'now')}
        />
      );
    case 'date': {
      const parts = datePartsShown(field);
      const requiredParts = field.date?.requiredParts ?? parts;
      return (
        <DatePartsInput
          {...shared}
          value={toDateParts(value)}
          parts={parts}
          unknownAllowed={parts.filter((part) => !requiredParts.includes(part))}
          onChange={(next) => onChange(fromDateParts(next), 'debounce')}
        />
      );
    }
    case 'checkbox':
      return (
        <input
          {...common}
          type="checkbox"
          className="pq-checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked, 'now')}
        />
      );
    case 'select':
      return options.length >= SEARCHABLE_FROM ? (
        <SearchableSelect
          {...shared}
          value={text}
          options={options}
          required={field.required}
          onChange={(next) => onChange(next, 'now')}
        />
      ) : (
        <select
          {...common}
          className="pq-select"
          value={text}
          onChange={(event) => onChange(event.target.value, 'now')}
        >
          <option value="">{intl.formatMessage(messages.selectPlaceholder)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    default: {
      // A phone box keeps the digits of what is typed or pasted ("+7 (495) 123-45-67"): no maxlength
      // cuts the typed text; the 5–15 digits rule is checked on the digits.
      const phone = field.format === 'phone';
      return (
        <input
          {...common}
          type={phone || field.charset === 'digits' ? 'tel' : field.charset === 'email' ? 'email' : 'text'}
          inputMode={phone || field.charset === 'digits' ? 'numeric' : undefined}
          className="pq-input"
          maxLength={phone ? undefined : field.maxLength}
          autoComplete="off"
          value={text}
          onChange={(event) =>
            onChange(phone ? phoneDigits(event.target.value) : event.target.value, 'debounce')
          }
        />
      );
    }
  }
}
