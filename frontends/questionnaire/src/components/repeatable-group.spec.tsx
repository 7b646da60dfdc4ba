import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../testing/render-with-intl';
import { RepeatableGroup } from './repeatable-group';

function Visits({ max = 3, start = [''] }: { max?: number; start?: string[] }) {
  const [entries, setEntries] = useState(start);
  return (
    <RepeatableGroup
      id="visits"
      label="Previous visit"
      count={entries.length}
      max={max}
      isEntryFilled={(index) => entries[index] !== ''}
      onAdd={() => setEntries([...entries, ''])}
      onRemove={(index) => setEntries(entries.filter((_, at) => at !== index))}
      renderEntry={(index) => (
        <>
          <label htmlFor={`visit-${index}`}>City</label>
          <input
            id={`visit-${index}`}
            value={entries[index]}
            onChange={(event) =>
              setEntries(entries.map((entry, at) => (at === index ? event.target.value : entry)))
            }
          />
        </>
      )}
    />
  );
}

const add = () => screen.getByRole('button', { name: 'Add Another' });

describe('RepeatableGroup', () => {
  it('adds entries up to the cap, then disables Add Another and says why', () => {
    renderWithIntl(<Visits max={3} />);
    expect(screen.getAllByRole('textbox', { name: 'City' })).toHaveLength(1);
    fireEvent.click(add());
    expect(screen.getByRole('group', { name: 'Previous visit - entry 2 of 2' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'City' })[1]);
    expect(screen.getByTestId('pq-live-region').textContent).toContain('Entry 2 added.');
    fireEvent.click(add());
    expect(screen.getAllByRole('textbox', { name: 'City' })).toHaveLength(3);
    expect((add() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No more entries can be added (maximum 3).')).toBeTruthy();
    fireEvent.click(add());
    expect(screen.getAllByRole('textbox', { name: 'City' })).toHaveLength(3);
  });

  it('removes an empty entry at once and asks before removing a filled one', () => {
    renderWithIntl(<Visits start={['PARIS', '', 'ROME']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 2' }));
    expect(
      screen.getAllByRole('textbox', { name: 'City' }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['PARIS', 'ROME']);
    expect(document.activeElement).toBe(add());

    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Remove entry 1? The answers in it will be deleted.',
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog.isConnected).toBe(false);
    expect(screen.getAllByRole('textbox', { name: 'City' })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Remove' }), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove entry 1' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(
      screen.getAllByRole('textbox', { name: 'City' }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['ROME']);
    expect(screen.queryByRole('button', { name: /Remove entry/ })).toBeNull();
  });
});
