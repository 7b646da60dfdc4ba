import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardCard, FormStatus } from '../graphql/dashboard-api';
import type { CardSubmission } from '../graphql/dashboard-submissions';
import { SUBMISSION_STATUS_LABELS, filedAs, filingStatus } from '../utils/submission-labels';
import { allowedTargets } from '../utils/allowed-moves';
import { createdBy, progressLabel, updatedAt } from '../utils/messages';
import { MoveMenu } from './move-menu';

interface KanbanCardProps {
  workspaceId: string;
  card: DashboardCard;
  returnsTo: FormStatus | null;
  /** Who created the form, as useCreatorLabels says ('' while not known yet). */
  creator: string;
  /** Take the focus (after a keyboard move lands the card in its new column). */
  focused: boolean;
  onFocused: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onMove: (target: FormStatus) => void;
  /** The form's newest filing on CEAC, live. */
  submission?: CardSubmission;
}

/** One form on the board: name, creator, progress, last update, and its allowed moves. */
export function KanbanCard(props: KanbanCardProps) {
  const { workspaceId, card, returnsTo, creator, focused, onFocused } = props;
  const intl = useIntl();
  const self = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focused) return;
    self.current?.querySelector<HTMLElement>('button[aria-haspopup]')?.focus();
    onFocused();
  }, [focused, onFocused]);
  const targets = allowedTargets({ status: card.status, returnsTo });
  return (
    <li
      ref={self}
      data-testid="kanban-card"
      data-form-id={card.id}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', card.id);
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      aria-label={card.name}
      style={{
        display: 'grid',
        gap: 'var(--space-1)',
        padding: 'var(--space-3)',
        background: 'var(--color-surface)',
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius)',
        cursor: 'grab',
      }}
    >
      <Link to={`/workspaces/${workspaceId}/forms/${card.id}`} style={{ fontWeight: 600 }}>
        {card.name}
      </Link>
      <span style={{ fontSize: 'var(--font-size-small)' }}>
        {creator && intl.formatMessage(createdBy, { email: creator })}
      </span>
      <span style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
        <progress
          value={card.progress.percent}
          max={100}
          aria-label={intl.formatMessage(progressLabel, card.progress)}
          style={{ flex: 1 }}
        />
        <span aria-hidden="true" style={{ fontSize: 'var(--font-size-small)' }}>
          {card.progress.percent}%
        </span>
      </span>
      <span style={{ fontSize: 'var(--font-size-small)' }}>
        {intl.formatMessage(updatedAt, {
          time: intl.formatDate(card.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </span>
      {props.submission && (
        <Link
          data-testid="card-submission"
          to={`/workspaces/${workspaceId}/forms/${card.id}/submissions/${props.submission.id}`}
          style={{ fontSize: 'var(--font-size-small)' }}
        >
          {props.submission.status === 'COMPLETED' && props.submission.confirmationNumber
            ? intl.formatMessage(filedAs, { number: props.submission.confirmationNumber })
            : intl.formatMessage(filingStatus, {
                status: intl.formatMessage(SUBMISSION_STATUS_LABELS[props.submission.status]),
              })}
        </Link>
      )}
      <MoveMenu
        name={card.name}
        archived={card.status === 'ARCHIVED'}
        targets={targets}
        onMove={props.onMove}
      />
    </li>
  );
}
