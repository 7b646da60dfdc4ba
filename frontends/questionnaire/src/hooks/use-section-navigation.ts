import { applicableSections, type FormAnswers, type SectionKey } from '@portico/shared-types';
import { useMemo } from 'react';

export interface SectionNavigation {
  /** The sections that apply to these answers, in CEAC order. */
  sections: SectionKey[];
  /** 1-based position of the current section (0 when it does not apply). */
  position: number;
  total: number;
  previous: SectionKey | undefined;
  next: SectionKey | undefined;
}

/** Where a section sits among the applicable ones, for <SectionNav> ('section N of M', Back, Next). */
export function useSectionNavigation(current: SectionKey, answers: FormAnswers): SectionNavigation {
  return useMemo(() => {
    const sections = applicableSections(answers);
    const index = sections.indexOf(current);
    return {
      sections,
      position: index + 1,
      total: sections.length,
      previous: index > 0 ? sections[index - 1] : undefined,
      next: index >= 0 && index < sections.length - 1 ? sections[index + 1] : undefined,
    };
  }, [answers, current]);
}
