import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AlertProvider, LocaleProvider, useLocale } from '@portico/ui';
import { ShellLanguageSwitcher } from './shell-language-switcher';
import { ShellMessages } from './shell-messages';

// "Language changed" says what the visitor did (issue 21): a page that picks its language by itself
// on a first visit (a client link's language, the account's) is not announced.
function PageInLanguage({ language }: { language: 'vi' | null }) {
  const { setLocale } = useLocale();
  useEffect(() => {
    if (language) setLocale(language);
  }, [language, setLocale]);
  return null;
}

function visit(language: 'vi' | null) {
  window.localStorage.clear();
  render(
    <LocaleProvider>
      <ShellMessages>
        <AlertProvider closeLabel="Close">
          <ShellLanguageSwitcher />
          <PageInLanguage language={language} />
        </AlertProvider>
      </ShellMessages>
    </LocaleProvider>,
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('the language switcher’s announcement', () => {
  it('says nothing when the page sets its own language on a first visit', async () => {
    visit('vi');
    await settle();
    expect(((await screen.findByRole('combobox')) as HTMLSelectElement).value).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    await settle();
    expect(screen.queryByText('Đã đổi ngôn ngữ')).toBeNull();
    expect(screen.queryByText('Language changed')).toBeNull();
  });

  it('announces the language the visitor chose, in that language', async () => {
    visit(null);
    const select = await screen.findByRole('combobox');
    await act(async () => {
      fireEvent.change(select, { target: { value: 'vi' } });
    });
    expect(await screen.findByText('Đã đổi ngôn ngữ')).toBeTruthy();
  });
});
