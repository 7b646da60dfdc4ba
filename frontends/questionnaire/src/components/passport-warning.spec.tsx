import { screen } from '@testing-library/react';
import { renderSection } from '../testing/render-section';

// The six-month passport warning (issue 17) on the passport section: shown at once, tied to the
// expiration date, in the reader's language, and never an error.
const arrival = {
  visaPurposePage: { hasSpecificTravelPlans: 'Y', arrivalDate: { day: 10, month: 3, year: 2030 } },
};

describe('the passport validity warning', () => {
  it('shows under the expiration date when the passport runs out within six months of arrival', () => {
    renderSection({
      section: 'passportPage',
      answers: { expirationDate: { day: 1, month: 8, year: 2030 } },
      formAnswers: arrival,
    });
    const warning = screen.getByTestId('field-warning');
    expect(warning.textContent).toBe(
      'Please check: Your passport should be valid for at least six months after your arrival in the United States.',
    );
    const group = screen.getByRole('group', { name: 'Expiration Date' });
    expect(
      group.querySelector('[aria-describedby]')?.getAttribute('aria-describedby')?.split(' ') ?? [],
    ).toContain(warning.id);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('says nothing for a passport valid long enough', () => {
    renderSection({
      section: 'passportPage',
      answers: { expirationDate: { day: 11, month: 9, year: 2030 } },
      formAnswers: arrival,
    });
    expect(screen.queryByTestId('field-warning')).toBeNull();
  });

  it('speaks the reader’s language', () => {
    renderSection(
      {
        section: 'passportPage',
        answers: { expirationDate: { day: 1, month: 8, year: 2030 } },
        formAnswers: arrival,
      },
      'ru',
    );
    expect(screen.getByTestId('field-warning').textContent).toBe(
      'Проверьте: Паспорт должен быть действителен не менее шести месяцев после прибытия в США.',
    );
  });
});
