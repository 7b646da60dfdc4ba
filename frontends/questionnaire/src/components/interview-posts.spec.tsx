import { fireEvent, within } from '@testing-library/react';
import { renderSection, sentPatches } from '../testing/render-section';

// Every CEAC post (issue 17), the country named in the reader's language, the city as CEAC writes it.
describe('the interview post question', () => {
  it.each([
    ['ru', 'Индонезия', ['Индонезия, JAKARTA', 'Индонезия, SURABAYA']],
    ['cn', '印度尼西亚', ['印度尼西亚, JAKARTA', '印度尼西亚, SURABAYA']],
    ['es', 'Indonesia', ['Indonesia, JAKARTA', 'Indonesia, SURABAYA']],
    ['en', 'INDONESIA', ['INDONESIA, JAKARTA', 'INDONESIA, SURABAYA']],
  ] as const)('offers Jakarta and Surabaya in %s', (locale, typed, expected) => {
    const { onPatch } = renderSection({ section: 'visaPurposePage' }, locale);
    const box = document.getElementById('pq-visaPurposePage-interviewLocation') as HTMLInputElement;
    expect(box.getAttribute('role')).toBe('combobox');
    box.focus();
    fireEvent.change(box, { target: { value: typed } });
    const list = within(document.getElementById(box.getAttribute('aria-controls')!)!);
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(expected);
    fireEvent.click(list.getByRole('option', { name: expected[1] }));
    expect(sentPatches(onPatch)).toContainEqual({ path: 'interviewLocation', value: 'SRB' });
  });
});
