import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { usePhotoCheck } from '../hooks/use-photo-check';
import { messages } from '../utils/messages';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoReport } from './photo-report';
import './photo-checker.css';

const FAILURES = {
  'too-big-file': messages.failedTooBigFile,
  unreadable: messages.failedUnreadable,
  detector: messages.failedDetector,
} as const;

/**
 * The checker itself (docs/adr/0027): checks a photo against the DS-160 rules in the browser and
 * offers a corrected copy. The face detector loads only once a photo is chosen.
 */
export function PhotoChecker() {
  const intl = useIntl();
  const { state, check, reset } = usePhotoCheck();
  const busy =
    state.status === 'loading-model' || state.status === 'checking' || state.status === 'correcting';
  const resultHeading = useRef<HTMLDivElement>(null);

  // The verdict takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (state.status === 'done') resultHeading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [state.status]);

  const progress =
    state.status === 'loading-model'
      ? messages.loadingModel
      : state.status === 'checking'
        ? messages.checking
        : state.status === 'correcting'
          ? messages.correcting
          : null;

  return (
    <div className="photo-checker">
      <div className="photo-checker__layout">
        <PhotoDropZone onPhoto={(file) => void check(file)} busy={busy} />
        <section className="photo-rules" aria-labelledby="photo-rules-title">
          <h2 id="photo-rules-title">{intl.formatMessage(messages.rulesTitle)}</h2>
          <ul>
            <li>{intl.formatMessage(messages.ruleFile)}</li>
            <li>{intl.formatMessage(messages.ruleSize)}</li>
            <li>{intl.formatMessage(messages.ruleHead)}</li>
          </ul>
          <p className="ui-hint">{intl.formatMessage(messages.ruleManual)}</p>
        </section>
      </div>
      <div aria-live="polite" data-testid="photo-progress">
        {progress && (
          <p className="photo-progress" role="status">
            <progress aria-label={intl.formatMessage(progress)} />
            <span>{intl.formatMessage(progress)}</span>
          </p>
        )}
      </div>
      {state.status === 'failed' && (
        <p className="ui-form-error" role="alert" data-testid="photo-failed">
          {intl.formatMessage(FAILURES[state.reason])}
        </p>
      )}
      {state.status === 'done' && (
        <div ref={resultHeading}>
          <PhotoReport report={state.report} onAnother={reset} />
        </div>
      )}
    </div>
  );
}
