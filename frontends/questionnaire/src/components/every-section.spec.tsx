import { DS160_SECTIONS, sectionApplies, type FormAnswers, type SectionAnswers } from '@portico/shared-types';
import axe from 'axe-core';
import { renderSection } from '../testing/render-section';

// Yes to every top-level yes/no question reveals most dependent questions of a section.
const allYes = (fields: (typeof DS160_SECTIONS)[number]['fields']): SectionAnswers =>
  Object.fromEntries(
    fields
      .filter((field) => field.type === 'yesNo' && !/[.[]/.test(field.key))
      .map((field) => [field.key, 'Y']),
  );

// Earlier answers under which the conditional sections apply (married, widowed, student, H-1B, crew).
const applying: FormAnswers = {
  personalP1: { maritalStatus: 'M' },
  visaPurposePage: {
    tripPurposes: [
      { purposeOfTrip: 'F', purposeSpecify: 'F1-F1' },
      { purposeOfTrip: 'H', purposeSpecify: 'H1B-H1B' },
      { purposeOfTrip: 'C', purposeSpecify: 'C1-D' },
    ],
  },
};
const widowed: FormAnswers = { personalP1: { maritalStatus: 'W' } };

describe('every section of the definition', () => {
  beforeAll(() => {
    document.documentElement.lang = 'en';
  });

  it.each(DS160_SECTIONS.map((section) => [section.key, section] as const))(
    '%s renders with its questions revealed, every text in the catalog, and no axe violation',
    async (key, section) => {
      // renderSection's IntlProvider throws on a message id missing from the catalogs.
      const formAnswers = key === 'deceasedSpouseInfoPage' ? widowed : applying;
      expect(sectionApplies(key, formAnswers)).toBe(true);
      const { container } = renderSection({ section: key, answers: allYes(section.fields), formAnswers });
      const labelled = [...container.querySelectorAll('input, select, textarea')].filter(
        (control) => control.id && container.querySelector(`label[for="${control.id}"]`),
      );
      expect(labelled.length).toBeGreaterThan(0);
      const results = await axe.run(container, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        // Need real layout: checked in a browser, not in jsdom.
        rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    },
  );
});
