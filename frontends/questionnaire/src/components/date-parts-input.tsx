import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../i18n/messages';
import type { ControlProps } from './control-props';

/** A date as CEAC asks for it: day and month drop-downs and a four-digit year; '' is not given. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

export interface DatePartsInputProps extends Omit<ControlProps<DateParts>, 'required'> {
  /** Which parts are shown (employment dates ask only month and year, some only the year). */
  parts?: readonly DatePart[];
  /** Parts the applicant may leave blank when unknown. */
  unknownAllowed?: readonly DatePart[];
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0'));
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const PART_LABELS = { day: messages.day, month: messages.month, year: messages.year } as const;
const ALL_PARTS: readonly DatePart[] = ['day', 'month', 'year'];

export function DatePartsInput(props: DatePartsInputProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    parts = ALL_PARTS,
    unknownAllowed = [],
    disabled,
    invalid,
    describedBy,
  } = props;
  const intl = useIntl();
  const monthNames = useMemo(
    () =>
      MONTHS.map((month) =>
        intl.formatDate(Date.UTC(2000, Number(month) - 1, 1), { month: 'short', timeZone: 'UTC' }),
      ),
    [intl],
  );
  const set = (part: DatePart, next: string) => onChange({ ...value, [part]: next });
  const hint = (part: DatePart) => (unknownAllowed.includes(part) ? `${id}-${part}-unknown` : undefined);
  const described = (part: DatePart) => [describedBy, hint(part)].filter(Boolean).join(' ') || undefined;
  const common = (part: DatePart) => ({
    id: `${id}-${part}`,
    disabled,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described(part),
  });
  const unknownHint = (part: DatePart) =>
    hint(part) && (
      <span id={hint(part)} className="pq-visually-hidden">
        {intl.formatMessage(messages.datePartUnknown)}
      </span>
    );

  const partSelect = (part: 'day' | 'month', codes: readonly string[], labels: readonly string[]) => (
    <select
      {...common(part)}
      className="pq-select"
      value={value[part]}
      onChange={(event) => set(part, event.target.value)}
    >
      <option value="">--</option>
      {codes.map((code, index) => (
        <option key={code} value={code}>
          {labels[index]}
        </option>
      ))}
    </select>
  );
  const labelled = (part: DatePart, control: ReactNode) => (
    <span className="pq-date-part">
      <label htmlFor={`${id}-${part}`}>{intl.formatMessage(PART_LABELS[part])}</label>
      {control}
      {unknownHint(part)}
    </span>
  );

  return (
    <div className="pq-date" id={id}>
      {parts.includes('day') && labelled('day', partSelect('day', DAYS, DAYS))}
      {parts.includes('month') && labelled('month', partSelect('month', MONTHS, monthNames))}
      {parts.includes('year') &&
        labelled(
          'year',
          <input
            {...common('year')}
            className="pq-input pq-input-year"
            type="text"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            value={value.year}
            onChange={(event) => set('year', event.target.value.replace(/\D/g, '').slice(0, 4))}
          />,
        )}
    </div>
  );
}
