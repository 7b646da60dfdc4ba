import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LiveRegionProvider } from '../components/live-region';
import { rendererMessages, type QuestionnaireLocale } from '../i18n/catalogs';

export function renderWithIntl(
  ui: ReactElement,
  {
    locale = 'en',
    extraMessages = {},
    ...options
  }: RenderOptions & { locale?: QuestionnaireLocale; extraMessages?: Record<string, string> } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={{ ...extraMessages, ...rendererMessages[locale] }}
    >
      <LiveRegionProvider>{children}</LiveRegionProvider>
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}
