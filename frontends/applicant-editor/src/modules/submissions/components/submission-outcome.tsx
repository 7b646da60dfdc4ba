import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocale } from '@portico/ui';
import { sectionTitle } from '../../forms/utils/labels';
import { useFilingText } from '../hooks/use-filing-text';
import { copied, copyLabel, fixFor, messages, onCeacPage } from '../utils/messages';
import { useSecurityQuestion } from '../utils/security-question';
import type { SubmissionDetail } from '../utils/submissions-api';

/** A value with a Copy button; the result is announced. */
function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setNote(intl.formatMessage(copied, { what: label }));
    } catch {
      setNote(intl.formatMessage(messages.copyFailed));
    }
  };
  return (
    <div style={{ marginBottom: 'var(--space-2)' }}>
      <dt>{label}</dt>
      <dd
        style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center', flexWrap: 'wrap', margin: 0 }}
      >
        <strong data-testid={testId} style={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
          {value}
        </strong>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          aria-label={intl.formatMessage(copyLabel, { what: label })}
          onClick={() => void copy()}
        >
          {intl.formatMessage(messages.copy)}
        </button>
        <span role="status">{note}</span>
      </dd>
    </div>
  );
}

/** Completed: the confirmation number, the application ID and its security question and answer. */
export function CompletedPanel({ submission }: { submission: SubmissionDetail }) {
  const intl = useIntl();
  const questionLabel = useSecurityQuestion();
  const questionOf = (value: string | null) => (value === null ? null : questionLabel(value));
  const rows: [string, string | null, string][] = [
    [intl.formatMessage(messages.confirmationNumber), submission.confirmationNumber, 'confirmation-number'],
    [intl.formatMessage(messages.applicationId), submission.applicationId, 'application-id'],
    [
      intl.formatMessage(messages.securityQuestion),
      questionOf(submission.securityQuestion),
      'security-question',
    ],
    [intl.formatMessage(messages.securityAnswer), submission.securityAnswer, 'security-answer'],
  ];
  return (
    <section className="ui-section" aria-labelledby="completed-title" data-testid="completed-panel">
      <h2 id="completed-title">{intl.formatMessage(messages.completedTitle)}</h2>
      <dl>
        {rows
          .filter((row): row is [string, string, string] => Boolean(row[1]))
          .map(([label, value, testId]) => (
            <CopyRow key={testId} label={label} value={value} testId={testId} />
          ))}
      </dl>
      <p className="ui-hint">{intl.formatMessage(messages.retrieveHow)}</p>
    </section>
  );
}

/** DS160_ERROR: each answer CEAC refused, linked to where it is fixed, and File again. */
export function Ds160ErrorPanel({
  submission,
  formPath,
}: {
  submission: SubmissionDetail;
  formPath: string;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <section className="ui-section" aria-labelledby="ds160-title" data-testid="ds160-panel">
      <h2 id="ds160-title">{intl.formatMessage(messages.ds160Title)}</h2>
      <p>{intl.formatMessage(messages.ds160Text)}</p>
      <ul data-testid="ds160-errors">
        {submission.errors.map((error, index) => {
          const section = error.section ? sectionTitle(error.section, locale) : null;
          const hash = error.section && error.field ? `#${controlIdOf(error.section, error.field)}` : '';
          return (
            <li key={`${error.page}-${error.field ?? index}`}>
              <span>
                {section ?? intl.formatMessage(onCeacPage, { page: error.page })}: {error.message}
              </span>{' '}
              {error.section && section && (
                <Link
                  to={`${formPath}/edit/${error.section}${hash}`}
                  aria-label={intl.formatMessage(fixFor, { section, message: error.message })}
                >
                  {intl.formatMessage(messages.fixAnswer)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Link className="ui-button" to={`${formPath}/submissions/new`}>
        {intl.formatMessage(messages.fileAgain)}
      </Link>
    </section>
  );
}

/** ERRORED: the message a person understands, and Try again (a new filing). */
export function ErroredPanel({ submission, formPath }: { submission: SubmissionDetail; formPath: string }) {
  const intl = useIntl();
  const filingText = useFilingText();
  return (
    <section className="ui-section" aria-labelledby="errored-title" data-testid="errored-panel">
      <h2 id="errored-title">{intl.formatMessage(messages.erroredTitle)}</h2>
      <p className="ui-form-error">
        {submission.errorMessage === null
          ? intl.formatMessage(messages.erroredFallback)
          : filingText(submission.errorCode, submission.errorParams, submission.errorMessage)}
      </p>
      <Link className="ui-button" to={`${formPath}/submissions/new`}>
        {intl.formatMessage(messages.retry)}
      </Link>
    </section>
  );
}

/** The questionnaire renderer's control id of a field (pq-{section}-{path}), the anchor of a fix link. */
function controlIdOf(section: string, field: string): string {
  return `pq-${section}-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
