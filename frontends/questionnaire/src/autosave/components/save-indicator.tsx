import { useIntl } from 'react-intl';
import { messageOf } from '@portico/ui';
import { messages } from '../../i18n/messages';
import type { AutosaveSnapshot } from '../utils/autosave-client';

export interface SaveIndicatorProps {
  snapshot: AutosaveSnapshot;
  onRetry: () => void;
  /**
   * What 'paused' (the session ended) says, and the button's label (null: no button). The
   * default asks a signed-in user to log in again; a client whose access link ended cannot.
   */
  paused?: { text: string; action: string | null };
}

/** Where the answers are: saving, saved, offline and retrying, or not saved (and why). Read out politely. */
export function SaveIndicator({ snapshot, onRetry, paused }: SaveIndicatorProps) {
  const intl = useIntl();
  const { state, refusal, refusalMessageId } = snapshot;
  // A refusal with a questionnaire message (a save past a bound) reads in the page's language.
  const reason =
    refusalMessageId && intl.messages[refusalMessageId] !== undefined
      ? intl.formatMessage(messageOf(refusalMessageId))
      : (refusal ?? '');
  const text = {
    idle: intl.formatMessage(messages.saveIdle),
    saving: intl.formatMessage(messages.saveSaving),
    saved: intl.formatMessage(messages.saveSaved),
    offline: intl.formatMessage(messages.saveOffline),
    retrying: intl.formatMessage(messages.saveRetrying),
    paused: paused?.text ?? intl.formatMessage(messages.savePaused),
    attention: intl.formatMessage(messages.saveAttention),
    failed: intl.formatMessage(messages.saveFailed, { reason }),
  }[state];
  const action =
    state === 'paused'
      ? paused
        ? paused.action
        : intl.formatMessage(messages.logIn)
      : state === 'offline' || state === 'retrying' || state === 'failed'
        ? intl.formatMessage(messages.retryNow)
        : null;
  const trouble = state === 'attention' || state === 'failed' || state === 'paused';
  return (
    <div className={`editor-save editor-save--${state}`} data-testid="save-indicator" data-state={state}>
      <p role="status" aria-live="polite" aria-atomic="true" className={trouble ? 'ui-error' : 'ui-hint'}>
        {text}
      </p>
      {action && (
        <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
          {action}
        </button>
      )}
    </div>
  );
}
