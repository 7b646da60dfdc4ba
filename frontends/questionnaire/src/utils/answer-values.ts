import type { PartialDate } from '@portico/shared-types';
import type { DateParts } from '../components/date-parts-input';

const two = (part: number | undefined) => (part === undefined ? '' : String(part).padStart(2, '0'));

export function toDateParts(value: unknown): DateParts {
  const date = (value && typeof value === 'object' ? value : {}) as PartialDate;
  return {
    day: two(date.day),
    month: two(date.month),
    year: date.year === undefined ? '' : String(date.year),
  };
}

/** Parts the applicant has not given are left out; a date with no part at all is `null`. */
export function fromDateParts(parts: DateParts): PartialDate | null {
  const date: PartialDate = {};
  if (parts.day !== '') date.day = Number(parts.day);
  if (parts.month !== '') date.month = Number(parts.month);
  if (parts.year !== '') date.year = Number(parts.year);
  return Object.keys(date).length === 0 ? null : date;
}
