import { renderHook } from '@testing-library/react';
import type { FormAnswers } from '@portico/shared-types';
import { useSectionNavigation } from './use-section-navigation';

describe('useSectionNavigation', () => {
  it('counts only the sections that apply and points Back and Next at their neighbours', () => {
    const single: FormAnswers = { personalP1: { maritalStatus: 'S' } };
    const married: FormAnswers = { personalP1: { maritalStatus: 'M' } };
    const { result, rerender } = renderHook(
      ({ answers }) => useSectionNavigation('familyInfoPage', answers),
      {
        initialProps: { answers: single },
      },
    );
    expect(result.current.sections).not.toContain('spouseInfoPage');
    const position = result.current.position;
    expect(result.current.sections[position - 1]).toBe('familyInfoPage');
    expect(result.current.previous).toBe('contactInfoPage');
    expect(result.current.next).toBe('presentOccupationPage');

    rerender({ answers: married });
    expect(result.current.total).toBe(result.current.sections.length);
    expect(result.current.sections).toContain('spouseInfoPage');
    expect(result.current.next).toBe('spouseInfoPage');
    expect(result.current.position).toBe(position);
  });

  it('starts at section 1 with no way back', () => {
    const { result } = renderHook(() => useSectionNavigation('personalP1', {}));
    expect(result.current.position).toBe(1);
    expect(result.current.previous).toBeUndefined();
    expect(result.current.next).toBe('personalP2');
  });
});
