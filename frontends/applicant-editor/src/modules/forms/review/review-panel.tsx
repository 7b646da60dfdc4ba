import { useMutation } from '@apollo/client/react';
import { ConfirmDialog, useAlerts } from '@portico/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RESET_TRANSLATIONS, TRANSLATE_ALL, type FormReview } from './review-api';
import { reviewMessages as messages } from './review-messages';

export interface ReviewPanelProps {
  workspaceId: string;
  formId: string;
  review: FormReview | undefined;
  archived: boolean;
  /** Called after a change, so the overview reads status and progress again. */
  onChanged: () => void;
  sectionTitle: (key: string) => string;
}

/**
 * The overview's agency tools (business workspaces): Translate all (a loading state, then the
 * result as an alert), Reset translations (after a confirmation), the link to the client links,
 * the answers flagged for review and those that keep the form from completing.
 */
export function ReviewPanel({
  workspaceId,
  formId,
  review,
  archived,
  onChanged,
  sectionTitle,
}: ReviewPanelProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [confirming, setConfirming] = useState(false);
  const [translateAll, { loading: translating }] = useMutation(TRANSLATE_ALL, { fetchPolicy: 'no-cache' });
  const [resetTranslations, { loading: resetting }] = useMutation(RESET_TRANSLATIONS, {
    fetchPolicy: 'no-cache',
  });
  const failed = () =>
    alerts.push({
      type: 'error',
      title: intl.formatMessage(messages.errorTitle),
      message: intl.formatMessage(messages.translateFailed),
      timeout: 6000,
    });

  const onTranslateAll = async () => {
    try {
      const { data } = await translateAll({ variables: { id: formId } });
      const result = data!.translateAll;
      alerts.push(
        result.needsHuman === 0
          ? {
              type: 'success',
              title: intl.formatMessage(messages.successTitle),
              message: intl.formatMessage(messages.translatedAll),
              timeout: 5000,
            }
          : {
              type: 'error',
              title: intl.formatMessage(messages.warningTitle),
              message: intl.formatMessage(messages.translatedSome, {
                translated: result.translated,
                needsHuman: result.needsHuman,
              }),
              timeout: 8000,
            },
      );
      onChanged();
    } catch {
      failed();
    }
  };

  const onReset = async () => {
    try {
      const { data } = await resetTranslations({ variables: { id: formId } });
      setConfirming(false);
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.successTitle),
        message: intl.formatMessage(messages.resetDone, { count: data!.resetTranslations.reset }),
        timeout: 4000,
      });
      onChanged();
    } catch {
      setConfirming(false);
      failed();
    }
  };

  const blocked = review?.notInEnglish ?? [];
  return (
    <section className="ui-section" aria-labelledby="review-title" data-testid="review-panel">
      <h2 id="review-title">{intl.formatMessage(messages.reviewTitle)}</h2>
      {!review && (
        <p role="status" className="ui-hint">
          {intl.formatMessage(messages.loadingReview)}
        </p>
      )}
      {review && !review.sections.some((s) => Object.keys(s.originals ?? {}).length > 0) && (
        <p className="ui-hint" data-testid="no-client-answers">
          {intl.formatMessage(messages.noClientAnswers)}
        </p>
      )}
      {review && <p>{intl.formatMessage(messages.reviewCount, { count: review.reviewCount })}</p>}
      {blocked.length > 0 && (
        <div className="ui-hint" role="note">
          <p>{intl.formatMessage(messages.notInEnglish, { count: blocked.length })}</p>
          <ul>
            {blocked.map((problem) => (
              <li key={`${problem.section}.${problem.path}`}>
                <Link to={`/workspaces/${workspaceId}/forms/${formId}/edit/${problem.section}`}>
                  {sectionTitle(problem.section)}
                </Link>{' '}
                <code>{problem.path}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="ui-actions">
        {!archived && (
          <button
            type="button"
            className="ui-button"
            onClick={() => void onTranslateAll()}
            disabled={translating}
            aria-busy={translating || undefined}
          >
            {intl.formatMessage(messages.translateAll)}
          </button>
        )}
        {!archived && (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => setConfirming(true)}
            disabled={resetting || translating}
          >
            {intl.formatMessage(messages.resetTranslations)}
          </button>
        )}
        <Link
          className="ui-button ui-button--secondary"
          to={`/workspaces/${workspaceId}/forms/${formId}/client-links`}
        >
          {intl.formatMessage(messages.clientLinks)}
        </Link>
      </div>
      {translating && (
        <p role="status" className="ui-hint">
          {intl.formatMessage(messages.translating)}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(messages.resetConfirmTitle)}
          message={intl.formatMessage(messages.resetConfirmMessage)}
          confirmLabel={intl.formatMessage(messages.resetConfirmButton)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={onReset}
          onCancel={() => setConfirming(false)}
          danger
        />
      )}
    </section>
  );
}
