import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../testing/render-with-intl';
import { DatePartsInput, type DatePart, type DateParts } from './date-parts-input';

function Harness({
  onChange,
  parts,
  unknownAllowed,
}: {
  onChange: (value: DateParts) => void;
  parts?: DatePart[];
  unknownAllowed?: DatePart[];
}) {
  const [value, setValue] = useState<DateParts>({ day: '', month: '', year: '' });
  return (
    <fieldset>
      <legend>Date of Birth</legend>
      <DatePartsInput
        id="dob"
        value={value}
        parts={parts}
        unknownAllowed={unknownAllowed}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </fieldset>
  );
}

describe('DatePartsInput', () => {
  it('offers day and month lists and a four-digit year box', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const day = screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
    const month = screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
    const year = screen.getByRole('textbox', { name: 'Year' }) as HTMLInputElement;
    expect(day.options).toHaveLength(32);
    expect([...month.options].map((option) => option.textContent)).toEqual([
      '--',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    fireEvent.change(day, { target: { value: '07' } });
    fireEvent.change(month, { target: { value: '03' } });
    fireEvent.change(year, { target: { value: '19a85x' } });
    expect(onChange).toHaveBeenLastCalledWith({ day: '07', month: '03', year: '1985' });
    expect(year.value).toBe('1985');
    expect(year.maxLength).toBe(4);
  });

  it('shows only the parts asked for and marks the ones that may be unknown', () => {
    renderWithIntl(<Harness onChange={jest.fn()} parts={['month', 'year']} unknownAllowed={['month']} />);
    expect(screen.queryByRole('combobox', { name: 'Day' })).toBeNull();
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(screen.getByText('(may be left blank if unknown)').id).toBe(
      month.getAttribute('aria-describedby'),
    );
    expect(screen.getByRole('textbox', { name: 'Year' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('names the months in the interface language', () => {
    renderWithIntl(<Harness onChange={jest.fn()} />, { locale: 'es' });
    const month = screen.getByRole('combobox', { name: 'Mes' }) as HTMLSelectElement;
    expect(month.options[1].textContent?.toLowerCase()).toMatch(/^ene/);
  });
});
