import { useIntl } from 'react-intl';
import type { FormProgress as Progress } from '../utils/forms-api';
import { progressLabel } from '../utils/messages';

/** A progress bar of completed applicable sections, with its figures in words. */
export function FormProgress({ progress, compact = false }: { progress: Progress; compact?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage(progressLabel, progress);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      <progress
        value={progress.percent}
        max={100}
        aria-label={label}
        style={{ width: compact ? '6rem' : '12rem' }}
      />
      <span style={{ fontSize: 'var(--font-size-small)' }}>{compact ? `${progress.percent}%` : label}</span>
    </span>
  );
}
