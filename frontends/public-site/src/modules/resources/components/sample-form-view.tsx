import { useMemo } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { SectionForm, questionnaireCatalog } from '@portico/questionnaire';
import '@portico/questionnaire/styles.css';
import { applicableSections, getSection, type FormAnswers, type SectionKey } from '@portico/shared-types';
import { F1_STUDENT, H1B_WORKER, MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { messageOf, useLocale } from '@portico/ui';
import { messages } from '../utils/messages';

/** Complete applications that pass CEAC's rules (shared-types fixtures), one per sample. */
export const SAMPLE_ANSWERS: Readonly<Record<string, FormAnswers>> = {
  'tourist-b1-b2': MARRIED_B1B2_TOURIST,
  'student-f1': F1_STUDENT,
  'work-h1b': H1B_WORKER,
};

/**
 * One sample, a section at a time (`?section=<key>`), through the questionnaire's own renderer in
 * read-only mode: the questions in the visitor's language, the answers as CEAC takes them. Loaded
 * on demand with the questionnaire and its catalogs.
 */
export function SampleFormView({ slug }: { slug: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const answers = SAMPLE_ANSWERS[slug];
  const sections = useMemo(
    () => applicableSections(answers).filter((key) => answers[key] !== undefined),
    [answers],
  );
  const [params] = useSearchParams();
  const requested = params.get('section');
  const current: SectionKey = sections.find((key) => key === requested) ?? sections[0];
  const index = sections.indexOf(current);
  const catalog = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...questionnaireCatalog(locale) }),
    [intl.messages, locale],
  );
  const title = (key: SectionKey) => <FormattedMessage {...messageOf(getSection(key).titleMessageId)} />;
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={catalog}>
      <nav aria-label={intl.formatMessage(messages.sampleFormSections)} className="pub-section-nav">
        <ol>
          {sections.map((key) => (
            <li key={key}>
              <Link to={`?section=${key}`} aria-current={key === current ? 'page' : undefined}>
                {title(key)}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="pub-sample">
        <SectionForm
          key={current}
          section={current}
          answers={answers[current] ?? {}}
          formAnswers={answers}
          readOnly
        />
      </div>
      <nav aria-label={intl.formatMessage(messages.sampleFormPager)} className="ui-link-list">
        {index > 0 && (
          <Link className="ui-button ui-button--secondary" to={`?section=${sections[index - 1]}`}>
            {intl.formatMessage(messages.sampleFormPrevious)}
          </Link>
        )}
        {index < sections.length - 1 && (
          <Link className="ui-button" to={`?section=${sections[index + 1]}`}>
            {intl.formatMessage(messages.sampleFormNext)}
          </Link>
        )}
      </nav>
    </IntlProvider>
  );
}
