import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { EditorForm, EditorSection } from '@portico/questionnaire';
import { messages } from '../utils/messages';
import { useQuestionnaireTexts, useSectionTitles } from '../hooks/use-section-titles';

const STATUS: Record<EditorSection['status'], MessageDescriptor> = {
  NOT_STARTED: messages.sectionNotStarted,
  IN_PROGRESS: messages.sectionInProgress,
  COMPLETED: messages.sectionCompleted,
};

/** The sections that apply, their answered counts and status, and the form's progress. */
export function SectionList({ form, canFill }: { form: EditorForm; canFill: boolean }) {
  const intl = useIntl();
  const titleOf = useSectionTitles();
  const sections = form.sections.filter((section) => section.applies);
  const progress = intl.formatMessage(messages.progress, form.progress);
  return (
    <section className="ui-section" aria-labelledby="intake-sections-title">
      <h2 id="intake-sections-title">{intl.formatMessage(messages.sectionsTitle)}</h2>
      <p className="intake-progress">
        <progress value={form.progress.percent} max={100} aria-label={progress} />
        <span data-testid="intake-progress">{progress}</span>
      </p>
      {!titleOf ? (
        <p role="status" className="ui-hint">
          {intl.formatMessage(messages.loading)}
        </p>
      ) : sections.length === 0 ? (
        <p className="ui-hint">{intl.formatMessage(messages.noSections)}</p>
      ) : (
        <ol className="intake-sections">
          {sections.map((section) => {
            const title = titleOf(section.key);
            return (
              <li key={section.key} className="intake-sections__item" data-testid="intake-section">
                <span className="intake-sections__title">{title}</span>
                <span className="intake-sections__meta">
                  <span>
                    {intl.formatMessage(messages.colAnswered)}:{' '}
                    {intl.formatMessage(messages.answeredOf, {
                      answered: section.answered,
                      total: section.total,
                    })}
                  </span>
                  <span className="ui-badge">{intl.formatMessage(STATUS[section.status])}</span>
                </span>
                <Link
                  className="ui-button ui-button--secondary"
                  to={`/client-intake/${encodeURIComponent(form.id)}/edit/${section.key}`}
                  aria-label={intl.formatMessage(canFill ? messages.editSection : messages.viewSection, {
                    section: title,
                  })}
                >
                  {intl.formatMessage(canFill ? messages.edit : messages.view)}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** What is worth checking on the answers (the passport valid less than six months): never a block. */
function FormWarnings({ form, canFill }: { form: EditorForm; canFill: boolean }) {
  const intl = useIntl();
  const text = useQuestionnaireTexts();
  const titleOf = useSectionTitles();
  const warnings = form.warnings ?? [];
  if (warnings.length === 0 || !text || !titleOf) return null;
  return (
    <section className="ui-section" aria-labelledby="intake-warnings-title" data-testid="intake-warnings">
      <h2 id="intake-warnings-title">{intl.formatMessage(messages.warningsTitle)}</h2>
      <p className="ui-hint">{intl.formatMessage(messages.warningsHint)}</p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.section}.${warning.path}.${warning.code}`}>
            <Link
              to={`/client-intake/${encodeURIComponent(form.id)}/edit/${warning.section}`}
              aria-label={intl.formatMessage(canFill ? messages.editSection : messages.viewSection, {
                section: titleOf(warning.section),
              })}
            >
              {titleOf(warning.section)}
            </Link>
            {': '}
            {text(warning.messageId) ?? warning.messageId}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** While the form is read: its loading state, or its error with a retry. */
export function FormLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const intl = useIntl();
  if (failed)
    return (
      <div role="alert" className="ui-error">
        <p>{intl.formatMessage(messages.loadError)}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
          {intl.formatMessage(messages.tryAgain)}
        </button>
      </div>
    );
  return (
    <p role="status" className="ui-hint">
      {intl.formatMessage(messages.loading)}
    </p>
  );
}

/** The section list once the form is read, until then its load state. */
export function FormSections({
  form,
  failed,
  onRetry,
  canFill,
}: {
  form: EditorForm | undefined;
  failed: boolean;
  onRetry: () => void;
  canFill: boolean;
}) {
  return form ? (
    <>
      <FormWarnings form={form} canFill={canFill} />
      <SectionList form={form} canFill={canFill} />
    </>
  ) : (
    <FormLoadState failed={failed} onRetry={onRetry} />
  );
}

/** Where the client carries on: the first section that applies and is not complete (else the first). */
export function nextSection(form: EditorForm): string | undefined {
  const sections = form.sections.filter((section) => section.applies);
  return (sections.find((section) => section.status !== 'COMPLETED') ?? sections[0])?.key;
}
