import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { SectionForm, type SectionFormProps } from '../components/section-form';
import type { QuestionnaireLocale } from '../i18n/catalogs';
import { questionnaireCatalog } from '../i18n/questionnaire-catalog';

/** Renders a real section of the shared definition as a host would, in an IntlProvider. */
export function renderSection(
  props: Partial<SectionFormProps> & Pick<SectionFormProps, 'section'>,
  locale: QuestionnaireLocale = 'en',
) {
  const onPatch = props.onPatch ?? jest.fn();
  const view = render(
    <IntlProvider
      // As the hosts do (intlLocale of @portico/ui): `cn` formats as zh-CN.
      locale={locale === 'cn' ? 'zh-CN' : locale}
      defaultLocale="en"
      messages={questionnaireCatalog(locale)}
      onError={(error) => {
        throw error;
      }}
    >
      <SectionForm answers={{}} {...props} onPatch={onPatch} />
    </IntlProvider>,
  );
  return { ...view, onPatch: onPatch as jest.Mock };
}

/** Every patch sent so far, flattened in order. */
export function sentPatches(onPatch: jest.Mock): { path: string; value: unknown }[] {
  return onPatch.mock.calls.flatMap(([patches]) => patches as { path: string; value: unknown }[]);
}
