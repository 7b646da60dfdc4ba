import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A titled, numbered list of steps, each with its own heading and text. */
export function Steps({ title, steps }: { title: string; steps: [MessageDescriptor, MessageDescriptor][] }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="pub-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className="pub-steps">
        {steps.map(([heading, text]) => (
          <li key={heading.id}>
            <h3>{intl.formatMessage(heading)}</h3>
            <p>{intl.formatMessage(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
