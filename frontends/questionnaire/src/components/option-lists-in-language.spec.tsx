import { fireEvent, within } from '@testing-library/react';
import { renderSection, sentPatches } from '../testing/render-section';

// Option lists in the reader's language (issue 21): the label in that language, found by typing it
// in the native script or in English, sorted by the language's collation; CEAC's code is saved.
const birthCountry = () => document.getElementById('pq-personalP1-birthCountry') as HTMLInputElement;

function typeInto(box: HTMLInputElement, text: string) {
  box.focus();
  fireEvent.change(box, { target: { value: text } });
  return within(document.getElementById(box.getAttribute('aria-controls')!)!);
}

describe('the country list', () => {
  it.each([
    ['ru', 'Росс', 'Россия'],
    ['ru', 'Russia', 'Россия'],
    ['cn', '俄罗', '俄罗斯'],
    ['cn', 'russ', '俄罗斯'],
    ['es', 'Rusia', 'Rusia'],
    ['vi', 'Nga', 'Nga'],
    ['vi', 'RUSSIA', 'Nga'],
    ['en', 'Russia', 'RUSSIA'],
  ] as const)('in %s, typing "%s" offers %s and saves CEAC’s code', (locale, typed, label) => {
    const { onPatch } = renderSection({ section: 'personalP1' }, locale);
    const list = typeInto(birthCountry(), typed);
    fireEvent.click(list.getByRole('option', { name: label }));
    expect(sentPatches(onPatch)).toContainEqual({ path: 'birthCountry', value: 'RUS' });
  });

  it('lists the countries in the reader’s alphabet, the stateless entry named too', () => {
    renderSection({ section: 'personalP1' }, 'ru');
    const box = birthCountry();
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const names = within(document.getElementById(box.getAttribute('aria-controls')!)!)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(names.slice(0, 2)).toEqual(['Австралия', 'Австрия']);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare));
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  });

  it('takes a name typed in English in full when the box is left', () => {
    const { onPatch } = renderSection({ section: 'personalP1' }, 'ru');
    const box = birthCountry();
    typeInto(box, 'russia');
    fireEvent.blur(box);
    expect(sentPatches(onPatch)).toContainEqual({ path: 'birthCountry', value: 'RUS' });
  });
});
