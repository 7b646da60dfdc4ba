import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SectionAnswers, SectionKey } from '@portico/shared-types';
import axe from 'axe-core';
import { IntlProvider } from 'react-intl';
import { render } from '@testing-library/react';
import { questionnaireCatalog } from '../i18n/questionnaire-catalog';
import { renderSection } from '../testing/render-section';
import { SectionNav } from './section-nav';

// jsdom has no layout or rendering: rules that need computed geometry or colours
// (color-contrast, target-size, scrollable-region-focusable) cannot be judged here and are
// left to the Playwright journeys in a real browser.
const NEEDS_LAYOUT = ['color-contrast', 'target-size', 'scrollable-region-focusable'];

async function violations(container: Element) {
  const results = await axe.run(container, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: Object.fromEntries(NEEDS_LAYOUT.map((rule) => [rule, { enabled: false }])),
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.html),
  }));
}

describe('accessibility of rendered sections (axe-core in jsdom)', () => {
  beforeAll(() => {
    document.documentElement.lang = 'en';
  });

  it('reports a violation when one exists (the check itself works in jsdom)', async () => {
    const { container } = render(
      <form>
        <input type="text" aria-describedby="nowhere" />
        <div role="combobox" />
      </form>,
    );
    expect((await violations(container)).map((violation) => violation.id)).toEqual(
      expect.arrayContaining(['label']),
    );
  });

  it('finds no violations on Personal 1 with reveals, an error, a companion and an open country list', async () => {
    const { container } = renderSection({
      section: 'personalP1',
      answers: { usedOtherNames: 'Y', hasTelecodeName: 'Y', otherNames: [{ surname: 'JONES' }, {}] },
      originals: { surname: 'Джонс' },
      onTranslateField: () => undefined,
    });
    const surname = screen.getByRole('textbox', { name: 'Surnames' });
    fireEvent.blur(surname);
    await screen.findByText('This field has not been completed.', { selector: `#${surname.id}-error` });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Does Not Apply' }));
    const country = screen.getByRole('combobox', { name: 'Country/Region of Birth' });
    fireEvent.change(country, { target: { value: 'ger' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('finds no violations on the address and phone, previous travel and travel pages', async () => {
    const pages: [SectionKey, SectionAnswers][] = [
      ['addressAndPhonePage', { mailingAddressType: 'N', hasOtherPhoneNumbers: 'Y' }],
      ['previousUsTravelPage', { hasBeenInUs: 'Y', hasUsDriverLicense: 'Y', hasPreviousUsVisa: 'Y' }],
      ['visaPurposePage', { hasSpecificTravelPlans: 'Y', tripPurposes: [{ purposeOfTrip: 'B' }] }],
    ];
    for (const [section, answers] of pages) {
      const { container, unmount } = renderSection({ section, answers });
      await act(async () => undefined);
      expect([section, await violations(container)]).toEqual([section, []]);
      unmount();
    }
  });

  it('finds no violations in read-only mode and on the section navigation', async () => {
    const { container } = renderSection({
      section: 'familyInfoPage',
      readOnly: true,
      answers: { father: { surnames: 'SMITH' } },
    });
    expect(await violations(container)).toEqual([]);
    const nav = render(
      <IntlProvider locale="en" messages={questionnaireCatalog('en')}>
        <SectionNav position={2} total={18} onNext={() => undefined} onBack={() => undefined} />
      </IntlProvider>,
    );
    expect(await violations(nav.container)).toEqual([]);
  });
});

describe('SectionNav', () => {
  it("says 'Section N of M' and moves with Back and Next", async () => {
    const onNext = jest.fn();
    const onBack = jest.fn();
    render(
      <IntlProvider locale="ru" messages={questionnaireCatalog('ru')}>
        <SectionNav position={1} total={18} onNext={onNext} onBack={onBack} />
      </IntlProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Навигация по разделам' });
    expect(within(nav).getByText('Раздел 1 из 18')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: 'Назад' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(nav).getByRole('button', { name: 'Далее' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
    await waitFor(() => expect(onNext).toHaveBeenCalled());
  });
});
