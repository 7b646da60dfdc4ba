import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Pagination, pageOf } from '@portico/ui';
import { ListSkeleton } from '../../forms/components/list-skeleton';
import { useCeacPageName, useFilingText } from '../hooks/use-filing-text';
import { SUBMISSION_STATUS_LABELS } from '../utils/labels';
import { messages, pageStatus } from '../utils/messages';
import { STEPS_PAGE_SIZE, SUBMISSION_STEPS } from '../utils/submissions-api';

export interface StepsTimelineHandle {
  refresh(): void;
}

/** The offset of the last page of `total` steps. */
function lastOffset(total: number): number {
  return total <= 0 ? 0 : Math.floor((total - 1) / STEPS_PAGE_SIZE) * STEPS_PAGE_SIZE;
}

/**
 * The robot's steps in CEAC order, a page at a time, showing the newest page unless the person
 * chose another; the submission page refreshes it on every live event.
 */
export function StepsTimeline({
  submissionId,
  ref,
}: {
  submissionId: string;
  ref?: Ref<StepsTimelineHandle>;
}) {
  const intl = useIntl();
  const filingText = useFilingText();
  const pageName = useCeacPageName();
  // The page the person chose, or null: follow the newest steps (the last page) as they come.
  const [chosen, setChosen] = useState<number | null>(null);
  const [tail, setTail] = useState(0);
  const offset = chosen ?? tail;
  const { data, previousData, loading, error, refetch } = useQuery(SUBMISSION_STEPS, {
    variables: { id: submissionId, limit: STEPS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  useImperativeHandle(ref, () => ({ refresh: () => void refetch().catch(() => undefined) }), [refetch]);
  const steps = (data ?? (loading ? previousData : undefined))?.submission.steps;
  const total = data?.submission.steps.totalCount;
  const last = total === undefined ? 0 : lastOffset(total);
  useEffect(() => {
    if (total !== undefined && chosen === null && last !== tail) setTail(last);
  }, [total, chosen, last, tail]);
  const { page, pages } = pageOf(offset, STEPS_PAGE_SIZE, steps?.totalCount ?? 0);
  return (
    <section className="ui-section" aria-labelledby="steps-title" aria-busy={loading}>
      <h2 id="steps-title">{intl.formatMessage(messages.stepsTitle)}</h2>
      {!steps && loading && <ListSkeleton label={intl.formatMessage(messages.loading)} rows={3} />}
      {!steps && !loading && error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {steps && steps.items.length === 0 && (
        <p data-testid="steps-empty">{intl.formatMessage(messages.stepsEmpty)}</p>
      )}
      {steps && steps.items.length > 0 && (
        <table className="ui-table" data-testid="steps">
          <caption className="ui-visually-hidden">{intl.formatMessage(messages.stepsTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.colTime)}</th>
              <th scope="col">{intl.formatMessage(messages.colStep)}</th>
              <th scope="col">{intl.formatMessage(messages.colCeacPage)}</th>
              <th scope="col">{intl.formatMessage(messages.statusLabel)}</th>
            </tr>
          </thead>
          <tbody>
            {steps.items.map((step) => (
              <tr key={step.id} data-testid="step-row">
                <td>{intl.formatTime(step.at, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}</td>
                <td>{filingText(step.code, step.params, step.message)}</td>
                <td>{step.page ? pageName(step.page) : '—'}</td>
                <td>{intl.formatMessage(SUBMISSION_STATUS_LABELS[step.status])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {steps && (
        <Pagination
          offset={offset}
          limit={STEPS_PAGE_SIZE}
          totalCount={steps.totalCount}
          onOffsetChange={(next) => setChosen(next >= last ? null : next)}
          label={intl.formatMessage(messages.stepsPages)}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
    </section>
  );
}
