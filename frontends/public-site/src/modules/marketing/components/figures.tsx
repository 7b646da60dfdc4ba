import { useIntl } from 'react-intl';
import { messages } from '../utils/messages';

/** The marketing figures of spec §9: CEAC's time-out, first and returning completion, filing time. */
const FIGURES = [
  [messages.homeFiguresTimeoutValue, messages.homeFiguresTimeoutLabel],
  [messages.homeFiguresFirstValue, messages.homeFiguresFirstLabel],
  [messages.homeFiguresReturningValue, messages.homeFiguresReturningLabel],
  [messages.homeFiguresSubmissionValue, messages.homeFiguresSubmissionLabel],
] as const;

export function Figures() {
  const intl = useIntl();
  return (
    <section className="pub-section" aria-labelledby="figures-title">
      <h2 id="figures-title">{intl.formatMessage(messages.homeFiguresTitle)}</h2>
      <dl className="pub-figures">
        {FIGURES.map(([value, label]) => (
          <div key={value.id}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{intl.formatMessage(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="pub-note">{intl.formatMessage(messages.homeFiguresNote)}</p>
    </section>
  );
}
