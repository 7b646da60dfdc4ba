import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../i18n/messages';

/** A date as CEAC asks for it: day and month drop-downs and a four-digit year; '' is not given. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

export interface DatePartsInputProps {
  id: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  onBlur?: () => void;
  /** Which parts are shown (employment dates ask only month and year, some only the year). */
  parts?: readonly DatePart[];
  /** Parts the applicant may leave blank when unknown. */
  unknownAllowed?: readonly DatePart[];
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0'));
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
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

  return (
    <div className="pq-date" id={id}>
      {parts.includes('day') && (
        <span className="pq-date-part">
          <label htmlFor={`${id}-day`}>{intl.formatMessage(messages.day)}</label>
          <select
            {...common('day')}
            className="pq-select"
            value={value.day}
            onChange={(event) => set('day', event.target.value)}
          >
            <option value="">--</option>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
          {unknownHint('day')}
        </span>
      )}
      {parts.includes('month') && (
        <span className="pq-date-part">
          <label htmlFor={`${id}-month`}>{intl.formatMessage(messages.month)}</label>
          <select
            {...common('month')}
            className="pq-select"
            value={value.month}
            onChange={(event) => set('month', event.target.value)}
          >
            <option value="">--</option>
            {MONTHS.map((month, index) => (
              <option key={month} value={month}>
                {monthNames[index]}
              </option>
            ))}
          </select>
          {unknownHint('month')}
        </span>
      )}
      {parts.includes('year') && (
        <span className="pq-date-part">
          <label htmlFor={`${id}-year`}>{intl.formatMessage(messages.year)}</label>
          <input
            {...common('year')}
            className="pq-input pq-input-year"
            type="text"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            value={value.year}
            onChange={(event) => set('year', event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          {unknownHint('year')}
        </span>
      )}
    </div>
  );
}
