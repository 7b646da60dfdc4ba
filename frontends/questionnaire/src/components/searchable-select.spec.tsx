import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../testing/render-with-intl';
import { SearchableSelect } from './searchable-select';

const COUNTRIES = [
  { value: 'MEX', label: 'MEXICO' },
  { value: 'MLT', label: 'MALTA' },
  { value: 'MDA', label: 'MOLDOVA' },
  { value: 'VTNM', label: 'VIETNAM' },
  { value: 'GER', label: 'GERMANY' },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label id="country-label" htmlFor="country">
        Country
      </label>
      <SearchableSelect
        id="country"
        value={value}
        options={COUNTRIES}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

describe('SearchableSelect', () => {
  it('filters by typed text and picks with the arrow keys and Enter', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    box.focus();
    fireEvent.change(box, { target: { value: 'm' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    // Names that start with the text come first; VIETNAM and GERMANY only contain an "m".
    expect(options.map((option) => option.textContent)).toEqual([
      'MEXICO',
      'MALTA',
      'MOLDOVA',
      'VIETNAM',
      'GERMANY',
    ]);
    expect(screen.getByText('5 options available')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'mo' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['MOLDOVA']);
    fireEvent.change(box, { target: { value: 'ma' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['MALTA', 'GERMANY']);

    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'MALTA' }).id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'GERMANY' }).id,
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'GERMANY' }).id,
    );
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(onChange).toHaveBeenLastCalledWith('MLT');
    expect((box as HTMLInputElement).value).toBe('MALTA');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens on ArrowDown, closes on Escape and keeps the chosen value', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')).toHaveLength(5);
    fireEvent.keyDown(box, { key: 'End' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('GERMANY');
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('No matches')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('GERMANY');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('accepts an exactly typed name on blur and clears when emptied', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.change(box, { target: { value: 'vietnam' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith('VTNM');
    expect((box as HTMLInputElement).value).toBe('VIETNAM');
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('chooses with a pointer click', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: 'MOLDOVA' }));
    expect(onChange).toHaveBeenLastCalledWith('MDA');
  });
});
