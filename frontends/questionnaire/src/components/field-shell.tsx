import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../i18n/messages';
import { useAnnounce } from './live-region';

export interface FieldConflict {
  /** The value saved elsewhere, formatted for display. */
  display: string;
  onUseSaved: () => void;
  onKeepMine: () => void;
}

export interface ControlAria {
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldShellProps {
  /** Id of the control (or of the group, for radios and dates). */
  id: string;
  label: string;
  /** Radios and date parts: the label is a legend of a fieldset. */
  group?: boolean;
  help?: string;
  optional?: boolean;
  /** The error text, shown only when the question was touched. */
  error?: string;
  /** Why the answer is locked; the control is disabled by the caller. */
  lockedReason?: string;
  /** The client's original answer, formatted, shown read-only beside the agency edit. */
  original?: ReactNode;
  onTranslate?: () => void;
  /** The client changed this answer after the agency edited it. */
  review?: { by: string; at: Date; onAccept?: () => void; onKeep?: () => void };
  /** No provider could translate this answer to English. */
  needsHuman?: boolean;
  /** Worth knowing, never a block (the passport valid less than six months): shown whether touched or not. */
  warning?: string;
  conflict?: FieldConflict;
  /** 'Does Not Apply' and similar boxes, rendered under the control. */
  companion?: ReactNode;
  children: (aria: ControlAria) => ReactNode;
}

/** Label, help, control, companion, error and the agency extras of one question. */
export function FieldShell(props: FieldShellProps) {
  const {
    id,
    label,
    group,
    help,
    optional,
    error,
    lockedReason,
    original,
    onTranslate,
    review,
    needsHuman,
    warning,
    conflict,
    companion,
    children,
  } = props;
  const intl = useIntl();
  const announce = useAnnounce();
  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (error && error !== announced.current)
      announce(intl.formatMessage(messages.errorAnnouncement, { label, error }));
    announced.current = error;
  }, [announce, error, intl, label]);

  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const lockId = lockedReason ? `${id}-locked` : undefined;
  const conflictId = conflict ? `${id}-conflict` : undefined;
  const reviewId = review ? `${id}-review` : undefined;
  const humanId = needsHuman ? `${id}-needs-human` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const describedBy =
    [helpId, lockId, reviewId, humanId, conflictId, errorId, warningId].filter(Boolean).join(' ') ||
    undefined;

  const caption = (
    <>
      {label}
      {optional && <span className="pq-optional"> {intl.formatMessage(messages.optional)}</span>}
    </>
  );
  const control = (
    <>
      {children({ describedBy, invalid: Boolean(error) })}
      {companion}
    </>
  );
  const body = (
    <>
      {help && (
        <p id={helpId} className="pq-help">
          {help}
        </p>
      )}
      {original !== undefined ? (
        <div className="pq-compare">
          <div className="pq-original">
            <span className="pq-compare-caption">{intl.formatMessage(messages.originalLabel)}</span>
            <div className="pq-original-value">
              {original === '' || original === null ? intl.formatMessage(messages.emptyValue) : original}
            </div>
          </div>
          <div className="pq-edit">
            <span className="pq-compare-caption">{intl.formatMessage(messages.agencyEditLabel)}</span>
            {control}
          </div>
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={errorId} className="pq-error">
          {error}
        </p>
      )}
      {warning && (
        <p id={warningId} className="pq-warning" data-testid="field-warning">
          {intl.formatMessage(messages.warning, { warning })}
        </p>
      )}
      {lockedReason && (
        <p id={lockId} className="pq-locked">
          {lockedReason}
        </p>
      )}
      {review && (
        <div className="pq-review" data-testid="review-flag">
          <p id={reviewId}>{intl.formatMessage(messages.reviewFlag, { by: review.by, at: review.at })}</p>
          {review.onAccept && (
            <button type="button" className="pq-button" onClick={review.onAccept}>
              {intl.formatMessage(messages.acceptReview)}
              <span className="pq-visually-hidden">: {label}</span>
            </button>
          )}
          {review.onKeep && (
            <button type="button" className="pq-button" onClick={review.onKeep}>
              {intl.formatMessage(messages.keepAgency)}
              <span className="pq-visually-hidden">: {label}</span>
            </button>
          )}
        </div>
      )}
      {needsHuman && (
        <p id={humanId} className="pq-needs-human">
          {intl.formatMessage(messages.needsHuman)}
        </p>
      )}
      {conflict && (
        <div className="pq-conflict">
          <p id={conflictId}>{intl.formatMessage(messages.conflict, { value: conflict.display })}</p>
          <button type="button" className="pq-button" onClick={conflict.onUseSaved}>
            {intl.formatMessage(messages.useSaved)}
          </button>
          <button type="button" className="pq-button" onClick={conflict.onKeepMine}>
            {intl.formatMessage(messages.keepMine)}
          </button>
        </div>
      )}
      {onTranslate && (
        <button type="button" className="pq-button pq-button-link" onClick={onTranslate}>
          {intl.formatMessage(messages.translate)}
          <span className="pq-visually-hidden">: {label}</span>
        </button>
      )}
    </>
  );

  return group ? (
    <fieldset className="pq-field pq-field-group" data-field={id}>
      <legend id={`${id}-label`} className="pq-label">
        {caption}
      </legend>
      {body}
    </fieldset>
  ) : (
    <div className="pq-field" data-field={id}>
      <label id={`${id}-label`} htmlFor={id} className="pq-label">
        {caption}
      </label>
      {body}
    </div>
  );
}
