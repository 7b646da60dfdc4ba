import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useLocale } from '@portico/ui';
import { FORM_OVERVIEW, errorCode } from '../utils/forms-api';
import { FORM_STATUS_LABELS, SECTION_STATUS_LABELS, sectionTitle, warningText } from '../utils/labels';
import {
  answeredOf,
  continueWith,
  createdOn,
  editSectionFor,
  messages,
  statusFiled,
} from '../utils/messages';
import { ArchiveFormButton } from './archive-form-button';
import { FormNameEditor } from './form-name-editor';
import { FormProgress } from './form-progress';
import { ListSkeleton } from './list-skeleton';
import { ReviewPanel } from '../review/review-panel';
import { reviewMessages } from '../review/review-messages';
import { useFormReview } from '../review/use-form-review';
import { messages as submissionMessages } from '../../submissions/utils/messages';
import { LatestFiling } from '../../submissions/components/latest-filing';
import { FORM_LATEST_FILING } from '../../submissions/utils/submissions-api';
import { PhotoCard } from '../photo/photo-card';

/** Form overview (spec §2): rename, progress, the applicable sections with answered counts and status. */
export function FormOverviewPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { workspaceId = '', formId = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(FORM_OVERVIEW, {
    variables: { id: formId },
    fetchPolicy: 'cache-and-network',
  });
  const form = data?.form;
  // A filed form says so, with its confirmation number (docs/adr/0043).
  const filed = useQuery(FORM_LATEST_FILING, { variables: { id: formId }, fetchPolicy: 'cache-and-network' })
    .data?.form.confirmationNumber;
  const { business, review, refetch: refetchReview } = useFormReview(workspaceId, formId);
  const originalsIn = (key: string) =>
    Object.keys(review?.sections.find((section) => section.key === key)?.originals ?? {}).length;
  const formsPath = `/workspaces/${workspaceId}/forms`;

  if (!form) {
    return (
      <article className="ui-page">
        <h1 className="ui-page__title" tabIndex={-1}>
          {intl.formatMessage(messages.formOverviewTitle)}
        </h1>
        {loading && <ListSkeleton label={intl.formatMessage(messages.overviewLoading)} />}
        {!loading && error && errorCode(error) === 'NOT_FOUND' && (
          <div role="alert">
            <p>{intl.formatMessage(messages.notFound)}</p>
            <Link to={formsPath}>{intl.formatMessage(messages.backToForms)}</Link>
          </div>
        )}
        {!loading && error && errorCode(error) !== 'NOT_FOUND' && (
          <div className="ui-form-error" role="alert">
            <p>{intl.formatMessage(messages.overviewFailed)}</p>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        )}
      </article>
    );
  }

  const archived = form.status === 'ARCHIVED';
  const sections = form.sections.filter((section) => section.applies);
  const base = `${formsPath}/${form.id}`;
  // The first applicable section not yet complete: where the applicant carries on.
  const next = sections.find((section) => section.status !== 'COMPLETED');
  return (
    <article className="ui-page">
      <p>
        <Link to={formsPath}>{intl.formatMessage(messages.backToForms)}</Link>
      </p>
      <FormNameEditor form={form} onConflict={() => void refetch()} />
      <p className="ui-page__lead">
        <span className="ui-badge" data-testid="form-status">
          {filed
            ? intl.formatMessage(statusFiled, { number: filed })
            : intl.formatMessage(FORM_STATUS_LABELS[form.status])}
        </span>{' '}
        {intl.formatMessage(createdOn, { date: intl.formatDate(form.createdAt, { dateStyle: 'medium' }) })}
      </p>
      <LatestFiling workspaceId={workspaceId} formId={form.id} />
      <div className="ui-actions">
        {!archived && next && (
          <Link className="ui-button" to={`${base}/edit/${next.key}`} data-testid="continue-link">
            {intl.formatMessage(continueWith, { section: sectionTitle(next.key, locale) })}
          </Link>
        )}
        {form.status === 'COMPLETED' && !filed && (
          <Link className="ui-button" to={`${base}/submissions/new`} data-testid="file-on-ceac">
            {intl.formatMessage(submissionMessages.fileOnCeac)}
          </Link>
        )}
        {form.status === 'COMPLETED' && filed && (
          <Link
            className="ui-button ui-button--secondary"
            to={`${base}/submissions/new`}
            data-testid="file-new-ds160"
          >
            {intl.formatMessage(submissionMessages.fileNewDs160)}
          </Link>
        )}
        <Link className="ui-button ui-button--secondary" to={`${base}/submissions`}>
          {intl.formatMessage(submissionMessages.viewSubmissions)}
        </Link>
        <Link className="ui-button ui-button--secondary" to={`${base}/duplicate`}>
          {intl.formatMessage(messages.duplicate)}
        </Link>
        <ArchiveFormButton form={form} />
      </div>
      {archived && (
        <p className="ui-hint" role="note">
          {intl.formatMessage(messages.archivedNotice)}
        </p>
      )}

      {business && (
        <ReviewPanel
          workspaceId={workspaceId}
          formId={form.id}
          review={review}
          archived={archived}
          onChanged={() => {
            void refetch();
            void refetchReview();
          }}
          sectionTitle={(key) => sectionTitle(key, locale)}
        />
      )}

      {form.warnings.length > 0 && (
        <section className="ui-section" aria-labelledby="warnings-title" data-testid="form-warnings">
          <h2 id="warnings-title">{intl.formatMessage(messages.warningsTitle)}</h2>
          <p className="ui-hint">{intl.formatMessage(messages.warningsHint)}</p>
          <ul>
            {form.warnings.map((warning) => (
              <li key={`${warning.section}.${warning.path}.${warning.code}`}>
                <Link to={`${base}/edit/${warning.section}`}>{sectionTitle(warning.section, locale)}</Link>
                {': '}
                {warningText(warning.messageId, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="ui-section" aria-labelledby="progress-title">
        <h2 id="progress-title">{intl.formatMessage(messages.progressTitle)}</h2>
        <FormProgress progress={form.progress} />
      </section>

      <PhotoCard formId={form.id} />

      <section className="ui-section" aria-labelledby="sections-title">
        <h2 id="sections-title">{intl.formatMessage(messages.sectionsTitle)}</h2>
        <table className="ui-table">
          <caption className="ui-visually-hidden">{intl.formatMessage(messages.sectionsTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.colSection)}</th>
              <th scope="col">{intl.formatMessage(messages.colAnswered)}</th>
              <th scope="col">{intl.formatMessage(messages.colSectionStatus)}</th>
              {business && <th scope="col">{intl.formatMessage(reviewMessages.clientAnswers)}</th>}
              {!archived && <th scope="col">{intl.formatMessage(messages.colActions)}</th>}
            </tr>
          </thead>
          <tbody>
            {sections.map((section) => {
              const title = sectionTitle(section.key, locale);
              return (
                <tr key={section.key} data-testid="section-row">
                  <th scope="row">{title}</th>
                  <td>
                    {intl.formatMessage(answeredOf, { answered: section.answered, total: section.total })}
                  </td>
                  <td>{intl.formatMessage(SECTION_STATUS_LABELS[section.status])}</td>
                  {business && (
                    <td>
                      {intl.formatMessage(reviewMessages.originalsOf, { count: originalsIn(section.key) })}
                    </td>
                  )}
                  {!archived && (
                    <td>
                      <Link
                        className="ui-button ui-button--secondary"
                        to={`${base}/edit/${section.key}`}
                        aria-label={intl.formatMessage(editSectionFor, { section: title })}
                      >
                        {intl.formatMessage(messages.edit)}
                      </Link>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </article>
  );
}
