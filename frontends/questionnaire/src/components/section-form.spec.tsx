import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { questionnaireCatalog } from '../i18n/questionnaire-catalog';
import { SectionForm } from './section-form';
import { renderSection, sentPatches } from '../testing/render-section';

const radio = (question: string, answer: 'Yes' | 'No') =>
  within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: answer });
const USED_OTHER_NAMES =
  'Have you ever used other names (i.e., maiden, religious, professional, alias, etc.)?';
const OTHER_SURNAME = 'Other Surnames Used (maiden, religious, professional, aliases, etc.)';

describe('SectionForm on the real definition', () => {
  it('renders the section title and every label of Personal 1 from the catalogs', () => {
    renderSection({ section: 'personalP1' });
    expect(screen.getByRole('heading', { name: 'Personal Information 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Surnames' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sex' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Country/Region of Birth' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Date of Birth' })).toBeTruthy();
  });

  it('reveals other names on Yes, hides them on No, and does not ask for the hidden answer', async () => {
    const { onPatch } = renderSection({ section: 'personalP1' });
    expect(screen.queryByRole('textbox', { name: OTHER_SURNAME })).toBeNull();

    fireEvent.click(radio(USED_OTHER_NAMES, 'Yes'));
    const surname = await screen.findByRole('textbox', { name: OTHER_SURNAME });
    fireEvent.blur(surname);
    await waitFor(() => expect(surname.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('This field has not been completed.', { selector: `#${surname.id}-error` }),
    ).toBeTruthy();

    fireEvent.click(radio(USED_OTHER_NAMES, 'No'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: OTHER_SURNAME })).toBeNull());
    fireEvent.submit(screen.getByRole('form', { name: 'Personal Information 1' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Surnames' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.querySelectorAll('[aria-invalid="true"][id*="otherNames"]')).toHaveLength(0);
    expect(sentPatches(onPatch)).toEqual([
      { path: 'usedOtherNames', value: 'Y' },
      { path: 'usedOtherNames', value: 'N' },
    ]);
  });

  it('sends field-level patches with answer paths, debounced while typing and flushed on blur', async () => {
    jest.useFakeTimers();
    try {
      const { onPatch } = renderSection({
        section: 'personalP1',
        answers: { usedOtherNames: 'Y' },
        patchDelayMs: 500,
      });
      const surname = await screen.findByRole('textbox', { name: OTHER_SURNAME });
      fireEvent.change(surname, { target: { value: 'PETROVA' } });
      fireEvent.change(surname, { target: { value: 'PETROVA-SMITH' } });
      expect(onPatch).not.toHaveBeenCalled();
      fireEvent.blur(surname);
      expect(sentPatches(onPatch)).toEqual([{ path: 'otherNames.0.surname', value: 'PETROVA-SMITH' }]);

      fireEvent.click(screen.getByRole('button', { name: 'Add Another' }));
      const second = screen.getAllByRole('textbox', { name: 'Other Given Names Used' })[1];
      fireEvent.change(second, { target: { value: 'ANNA' } });
      act(() => jest.advanceTimersByTime(500));
      expect(sentPatches(onPatch).slice(1)).toEqual([
        { path: 'otherNames', value: [{ surname: 'PETROVA-SMITH' }, {}] },
        { path: 'otherNames.1.givenName', value: 'ANNA' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("adds previous visits up to CEAC's five and removes them", async () => {
    const { onPatch } = renderSection({ section: 'previousUsTravelPage', answers: { hasBeenInUs: 'Y' } });
    const add = await screen.findByRole('button', { name: 'Add Another' });
    expect(screen.getAllByRole('group', { name: 'Date Arrived' })).toHaveLength(1);
    for (let i = 0; i < 4; i++) fireEvent.click(add);
    expect(screen.getAllByRole('group', { name: 'Date Arrived' })).toHaveLength(5);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No more entries can be added (maximum 5).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 5' }));
    expect(screen.getAllByRole('group', { name: 'Date Arrived' })).toHaveLength(4);
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(sentPatches(onPatch).at(-1)).toEqual({ path: 'previousVisits', value: [{}, {}, {}, {}] });
  });

  it('clears and disables the native name when Does Not Apply is ticked, and re-enables it', async () => {
    const { onPatch } = renderSection({ section: 'personalP1', answers: { nativeFullName: 'ИВАН ПЕТРОВ' } });
    const native = screen.getByRole('textbox', { name: 'Full Name in Native Alphabet' }) as HTMLInputElement;
    expect(native.value).toBe('ИВАН ПЕТРОВ');
    const box = screen.getByRole('checkbox', { name: 'Does Not Apply/Technology Not Available' });
    fireEvent.click(box);
    expect(native.value).toBe('');
    expect(native.disabled).toBe(true);
    expect(sentPatches(onPatch)).toEqual([
      { path: 'nativeFullName', value: '' },
      { path: 'nativeFullNameNa', value: true },
    ]);
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Surnames' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(native.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(box);
    expect(native.disabled).toBe(false);
    expect(sentPatches(onPatch).at(-1)).toEqual({ path: 'nativeFullNameNa', value: false });
  });

  it('clears and disables the passport expiration date when No Expiration is ticked', () => {
    const { onPatch } = renderSection({
      section: 'passportPage',
      answers: { expirationDate: { day: 1, month: 2, year: 2031 } },
    });
    const expiry = screen.getByRole('group', { name: 'Expiration Date' });
    const year = within(expiry).getByRole('textbox', { name: 'Year' }) as HTMLInputElement;
    expect(year.value).toBe('2031');
    fireEvent.click(within(expiry).getByRole('checkbox', { name: 'No Expiration' }));
    expect(year.value).toBe('');
    expect(year.disabled).toBe(true);
    expect((within(expiry).getByRole('combobox', { name: 'Day' }) as HTMLSelectElement).disabled).toBe(true);
    expect(sentPatches(onPatch)).toEqual([
      { path: 'expirationDate', value: null },
      { path: 'expirationDateNa', value: true },
    ]);
  });

  it('moves focus to the first question with a problem when the form is submitted', async () => {
    renderSection({ section: 'personalP1', answers: { surname: 'SMITH' } });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Given Names' })),
    );
  });

  it('takes a date of birth as day, month and year and sends it as one partial date', async () => {
    const { onPatch } = renderSection({ section: 'personalP1' });
    const dob = screen.getByRole('group', { name: 'Date of Birth' });
    fireEvent.change(within(dob).getByRole('combobox', { name: 'Day' }), { target: { value: '09' } });
    fireEvent.change(within(dob).getByRole('combobox', { name: 'Month' }), { target: { value: '11' } });
    const year = within(dob).getByRole('textbox', { name: 'Year' });
    fireEvent.change(year, { target: { value: '2099' } });
    fireEvent.blur(year);
    expect(sentPatches(onPatch)).toEqual([{ path: 'birthDate', value: { day: 9, month: 11, year: 2099 } }]);
    expect(await screen.findByText('Date must be in the past')).toBeTruthy();
  });

  it('shows the intended arrival date with the day allowed to be unknown', () => {
    renderSection({ section: 'visaPurposePage', answers: { hasSpecificTravelPlans: 'N' } });
    const arrival = screen.getByRole('group', { name: 'Intended Date of Arrival' });
    const day = within(arrival).getByRole('combobox', { name: 'Day' });
    expect(
      document.getElementById(day.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent,
    ).toBe('(may be left blank if unknown)');
    expect(
      within(arrival).getByRole('combobox', { name: 'Month' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });

  it('shows and announces the phone error, tied to the input', async () => {
    renderSection({ section: 'addressAndPhonePage' });
    const phone = screen.getByRole('textbox', { name: 'Primary Phone Number' });
    fireEvent.change(phone, { target: { value: '55-12' } });
    fireEvent.blur(phone);
    const message = 'Phone number must be 5-15 digits with no spaces or hyphens';
    const error = await screen.findByText(message);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')!.split(' ')).toContain(error.id);
    await waitFor(() =>
      expect(screen.getByTestId('pq-live-region').textContent).toContain(`Primary Phone Number: ${message}`),
    );

    fireEvent.change(phone, { target: { value: '5551234' } });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the digits of a phone number typed or pasted with formatting, without cutting it', async () => {
    const { onPatch } = renderSection({ section: 'addressAndPhonePage' });
    const phone = screen.getByRole('textbox', { name: 'Primary Phone Number' }) as HTMLInputElement;
    // No maxlength: the browser would cut "+7 (495) 123-45-67" (18 characters) at 15 before we see it.
    expect(phone.getAttribute('maxlength')).toBeNull();
    fireEvent.change(phone, { target: { value: '+7 (495) 123-45-67' } });
    expect(phone.value).toBe('74951234567');
    fireEvent.blur(phone);
    await waitFor(() =>
      expect(sentPatches(onPatch)).toContainEqual({ path: 'phoneNumbers.primary', value: '74951234567' }),
    );
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    // The rule stays: more than 15 digits is refused, not cut.
    fireEvent.change(phone, { target: { value: '+7 495 123 45 67 890 12' } });
    expect(phone.value).toBe('7495123456789012');
    fireEvent.blur(phone);
    expect(
      await screen.findByText('Phone number must be 5-15 digits with no spaces or hyphens'),
    ).toBeTruthy();
  });

  it('picks the birth country with the keyboard only', () => {
    const { onPatch } = renderSection({ section: 'personalP1' });
    const country = screen.getByRole('combobox', { name: 'Country/Region of Birth' });
    country.focus();
    fireEvent.change(country, { target: { value: 'mex' } });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0].textContent).toBe('MEXICO');
    fireEvent.keyDown(country, { key: 'Enter' });
    expect(sentPatches(onPatch)).toEqual([{ path: 'birthCountry', value: 'MEX' }]);
    fireEvent.keyDown(country, { key: 'ArrowDown' });
    const active = document.getElementById(country.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toBe('MEXICO');
    fireEvent.keyDown(country, { key: 'ArrowDown' });
    fireEvent.keyDown(country, { key: 'Enter' });
    expect((country as HTMLInputElement).value).not.toBe('MEXICO');
    expect(sentPatches(onPatch)).toHaveLength(2);
  });

  it('locks specific travel plans to No for applicants born in Mexico and says why', async () => {
    const { onPatch } = renderSection({
      section: 'visaPurposePage',
      answers: { hasSpecificTravelPlans: 'Y' },
      formAnswers: { personalP1: { birthCountry: 'MEX' } },
    });
    const group = screen.getByRole('radiogroup', { name: /Have you made specific travel plans/ });
    const no = within(group).getByRole('radio', { name: 'No' }) as HTMLInputElement;
    const yes = within(group).getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    await waitFor(() => expect(no.checked).toBe(true));
    expect(yes.disabled && no.disabled).toBe(true);
    const reason = screen.getByText('This answer is set for you and cannot be changed.');
    expect(group.getAttribute('aria-describedby')!.split(' ')).toContain(reason.id);
    expect(sentPatches(onPatch)).toEqual([{ path: 'hasSpecificTravelPlans', value: 'N' }]);
  });

  it('shows original client answers read-only beside the agency edit, with a translate action', () => {
    const onTranslateField = jest.fn();
    renderSection({
      section: 'personalP1',
      answers: { surname: 'IVANOVA', birthCountry: 'RUS' },
      originals: { surname: 'Иванова', birthCountry: 'RUS' },
      onTranslateField,
    });
    expect(screen.getAllByText('Original - Read Only')).toHaveLength(2);
    expect(screen.getAllByText('Agency Edit')).toHaveLength(2);
    const original = screen.getByText('Иванова');
    expect(original.closest('input, textarea, select, [contenteditable="true"]')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Surnames' }) as HTMLInputElement).value).toBe('IVANOVA');
    fireEvent.click(screen.getByRole('button', { name: /^Translate to English\s*:\s*Surnames$/ }));
    expect(onTranslateField).toHaveBeenCalledWith('surname');
    expect(screen.queryByRole('button', { name: /^Translate to English\s*:\s*Sex$/ })).toBeNull();
    // Given names has no original: nothing to translate.
    expect(screen.queryByRole('button', { name: /^Translate to English\s*:\s*Given Names$/ })).toBeNull();
  });

  it('accepts names and addresses in the client\'s script with script="native" and refuses them by default', async () => {
    renderSection({
      section: 'personalP1',
      answers: { surname: 'Иванова' },
      showAllErrors: true,
      script: 'native',
    });
    const surname = screen.getByRole('textbox', { name: 'Surnames' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Given Names' })).toBeTruthy());
    expect(surname.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(surname, { target: { value: 'Иванова2' } });
    await waitFor(() => expect(surname.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(
        "Only letters, hyphen (-), apostrophes (' ’), dots (. · ・ ‧) and single spaces between names are allowed.",
      ),
    ).toBeTruthy();
  });

  it('refuses a name in another script in the default English mode', async () => {
    renderSection({ section: 'personalP1', answers: { surname: 'Иванова' }, showAllErrors: true });
    const surname = screen.getByRole('textbox', { name: 'Surnames' });
    await waitFor(() => expect(surname.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Answers must be in English, using only English (A-Z) characters.')).toBeTruthy();
  });

  it('takes Vietnamese letters in English mode the way the client intake translates them (Đ is D)', async () => {
    const { onPatch } = renderSection({ section: 'personalP1', patchDelayMs: 5 });
    const surname = screen.getByRole('textbox', { name: 'Surnames' });
    fireEvent.change(surname, { target: { value: 'Đặng' } });
    fireEvent.blur(surname);
    await waitFor(() => expect((surname as HTMLInputElement).value).toBe('Dang'));
    expect(surname.getAttribute('aria-invalid')).toBeNull();
    const city = screen.getByRole('textbox', { name: 'City of Birth' });
    fireEvent.change(city, { target: { value: 'Đà Nẵng' } });
    await waitFor(() => expect(sentPatches(onPatch)).toContainEqual({ path: 'birthCity', value: 'Da Nang' }));
    expect(city.getAttribute('aria-invalid')).toBeNull();
    expect(sentPatches(onPatch).filter((p) => /[^\x20-\x7E]/.test(String(p.value)))).toEqual([]);
    expect(sentPatches(onPatch)).toContainEqual({ path: 'surname', value: 'Dang' });
  });

  it("keeps the client's own letters in native mode (the agency translates them)", async () => {
    const { onPatch } = renderSection({ section: 'personalP1', script: 'native' });
    const surname = screen.getByRole('textbox', { name: 'Surnames' });
    fireEvent.change(surname, { target: { value: 'Đặng' } });
    fireEvent.blur(surname);
    await waitFor(() => expect(sentPatches(onPatch)).toContainEqual({ path: 'surname', value: 'Đặng' }));
    expect((surname as HTMLInputElement).value).toBe('Đặng');
  });

  it('marks a client change flagged for review with who and when, and accepts it by keyboard', () => {
    const onAcceptReview = jest.fn();
    const onKeepAgencyValue = jest.fn();
    renderSection({
      section: 'personalP1',
      answers: { surname: 'IVANOVA' },
      originals: { surname: 'Петрова' },
      reviewFlags: { surname: { by: 'Client Olga', at: '2026-11-23T10:15:00Z' } },
      onAcceptReview,
      onKeepAgencyValue,
      needsHumanTranslation: new Set(['givenName']),
    });
    const flag = screen.getByTestId('review-flag');
    expect(flag.textContent).toMatch(/Flagged for review: changed by Client Olga on Nov 23, 2026/);
    const surname = screen.getByRole('textbox', { name: 'Surnames' });
    expect(surname.getAttribute('aria-describedby')!.split(' ')).toContain(`${surname.id}-review`);
    const accept = within(flag).getByRole('button', { name: /Accept the client's change\s*:\s*Surnames/ });
    accept.focus();
    expect(document.activeElement).toBe(accept);
    fireEvent.click(accept);
    expect(onAcceptReview).toHaveBeenCalledWith('surname');
    fireEvent.click(within(flag).getByRole('button', { name: /Keep the agency value\s*:\s*Surnames/ }));
    expect(onKeepAgencyValue).toHaveBeenCalledWith('surname');
    expect(screen.getByText('Needs a human translation')).toBeTruthy();
  });

  it('shows a conflicting saved value and lets the user keep theirs or take it', () => {
    const onResolveConflict = jest.fn();
    const { onPatch } = renderSection({
      section: 'personalP1',
      answers: { surname: 'SMITH', givenName: 'ANA' },
      conflicts: { surname: 'SMYTHE', givenName: 'ANNA' },
      onResolveConflict,
    });
    const warning = screen.getByText('This answer was changed elsewhere to: SMYTHE');
    const surnameBox = screen.getByRole('textbox', { name: 'Surnames' });
    expect(surnameBox.getAttribute('aria-describedby')!.split(' ')).toContain(warning.id);
    fireEvent.click(screen.getAllByRole('button', { name: 'Use the saved answer' })[0]);
    expect((screen.getByRole('textbox', { name: 'Surnames' }) as HTMLInputElement).value).toBe('SMYTHE');
    fireEvent.click(screen.getAllByRole('button', { name: 'Keep my answer' })[1]);
    expect(sentPatches(onPatch)).toEqual([{ path: 'givenName', value: 'ANA' }]);
    expect(onResolveConflict.mock.calls).toEqual([
      ['surname', 'saved'],
      ['givenName', 'mine'],
    ]);
  });

  it('shows answers saved elsewhere in place without sending them back, and the server’s refusals at once', async () => {
    const { onPatch, rerender } = renderSection({ section: 'personalP1', answers: { surname: 'SMITH' } });
    const props = { section: 'personalP1' as const, answers: { surname: 'SMITH' }, onPatch };
    const catalog = questionnaireCatalog('en');
    rerender(
      <IntlProvider locale="en" defaultLocale="en" messages={catalog}>
        <SectionForm {...props} liveAnswers={{ givenName: 'ANNA' }} />
      </IntlProvider>,
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Given Names' }) as HTMLInputElement).value).toBe('ANNA'),
    );
    rerender(
      <IntlProvider locale="en" defaultLocale="en" messages={catalog}>
        <SectionForm
          {...props}
          liveAnswers={{ givenName: 'ANNA' }}
          serverErrors={{ surname: 'ds160.error.englishOnly' }}
        />
      </IntlProvider>,
    );
    const surname = screen.getByRole('textbox', { name: 'Surnames' });
    await waitFor(() => expect(surname.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Answers must be in English, using only English (A-Z) characters.', {
        selector: `#${surname.id}-error`,
      }),
    ).toBeTruthy();
    expect(onPatch).not.toHaveBeenCalled();
  });

  it('has no editable inputs in read-only mode and still shows the answers', () => {
    const { onPatch } = renderSection({
      formAnswers: { personalP1: { birthCountry: 'MEX' } },
      section: 'personalP1',
      readOnly: true,
      answers: {
        surname: 'SMITH',
        usedOtherNames: 'Y',
        otherNames: [{ surname: 'JONES' }],
        birthCountry: 'MEX',
        nativeFullNameNa: true,
      },
    });
    expect(document.querySelectorAll('input, select, textarea, [contenteditable="true"]')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Surnames' }).textContent).toBe('SMITH');
    expect(screen.getByRole('group', { name: OTHER_SURNAME }).textContent).toBe('JONES');
    expect(screen.getByRole('group', { name: 'Country/Region of Birth' }).textContent).toBe('MEXICO');
    expect(screen.getByRole('group', { name: 'Full Name in Native Alphabet' }).textContent).toBe(
      'Does Not Apply/Technology Not Available',
    );
    expect(onPatch).not.toHaveBeenCalled();
  });

  it('shows a locked answer in read-only mode without saving anything', () => {
    const { onPatch } = renderSection({
      section: 'visaPurposePage',
      readOnly: true,
      answers: { hasSpecificTravelPlans: 'Y' },
      formAnswers: { personalP1: { birthCountry: 'MEX' } },
    });
    expect(screen.getByRole('group', { name: /Have you made specific travel plans/ }).textContent).toBe('No');
    expect(onPatch).not.toHaveBeenCalled();
  });

  it('renders in the interface language from both catalogs', () => {
    renderSection({ section: 'personalP1', answers: { usedOtherNames: 'Y' } }, 'es');
    const catalog = questionnaireCatalog('es');
    expect(screen.getByRole('button', { name: 'Añadir otro' })).toBeTruthy();
    expect(
      screen.getByRole('group', {
        name: 'Other names used - entrada 1 de 1'.replace(
          'Other names used',
          catalog['ds160.personalP1.otherNames.label'],
        ),
      }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: catalog['ds160.personalP1.surname.label'] })).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: catalog['ds160.option.yesNo.y'] }).length).toBeGreaterThan(0);
  });

  it('starts a fresh form with the new answers when the host moves to another section', () => {
    const view = renderSection({ section: 'personalP1', answers: { surname: 'SMITH' } });
    expect((screen.getByRole('textbox', { name: 'Surnames' }) as HTMLInputElement).value).toBe('SMITH');
    view.rerender(
      <IntlProvider locale="en" messages={questionnaireCatalog('en')}>
        <SectionForm section="addressAndPhonePage" answers={{ phoneNumbers: { primary: '5551234' } }} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      questionnaireCatalog('en')['ds160.section.addressAndPhonePage.title'],
    );
    expect((screen.getByRole('textbox', { name: 'Primary Phone Number' }) as HTMLInputElement).value).toBe(
      '5551234',
    );
    expect(screen.queryByRole('textbox', { name: 'Surnames' })).toBeNull();
  });

  it('sends a pending answer when the section closes or the page is hidden before the pause', () => {
    const { onPatch, unmount } = renderSection({ section: 'personalP1', patchDelayMs: 10_000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Surnames' }), { target: { value: 'SMITH' } });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    fireEvent(document, new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(sentPatches(onPatch)).toEqual([{ path: 'surname', value: 'SMITH' }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Given Names' }), { target: { value: 'ANA' } });
    unmount();
    expect(sentPatches(onPatch)).toEqual([
      { path: 'surname', value: 'SMITH' },
      { path: 'givenName', value: 'ANA' },
    ]);
  });

  it('keeps answers in memory only: nothing goes to browser storage', () => {
    renderSection({ section: 'personalP1' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Surnames' }), { target: { value: 'SMITH' } });
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });
});
