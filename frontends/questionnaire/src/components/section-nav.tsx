import { FormattedMessage, useIntl } from 'react-intl';
import { messages } from '../i18n/messages';

export interface SectionNavProps {
  /** 1-based position of the current section among the applicable ones. */
  position: number;
  total: number;
  onNext?: () => void;
  onBack?: () => void;
  /** Disables both buttons, e.g. while the host saves. */
  busy?: boolean;
}

/** 'Section N of M' with Back and Next; the host decides where they lead. */
export function SectionNav({ position, total, onNext, onBack, busy }: SectionNavProps) {
  const intl = useIntl();
  return (
    <nav className="pq-section-nav" aria-label={intl.formatMessage(messages.navLabel)}>
      <button
        type="button"
        className="pq-button"
        onClick={onBack}
        disabled={busy || !onBack || position <= 1}
      >
        <FormattedMessage {...messages.navBack} />
      </button>
      <p className="pq-section-position">
        <FormattedMessage {...messages.navPosition} values={{ n: position, m: total }} />
      </p>
      <button
        type="button"
        className="pq-button pq-button-primary"
        onClick={onNext}
        disabled={busy || !onNext || position >= total}
      >
        <FormattedMessage {...messages.navNext} />
      </button>
    </nav>
  );
}
