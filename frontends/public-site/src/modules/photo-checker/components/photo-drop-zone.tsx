import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../utils/messages';

export interface PhotoDropZoneProps {
  onPhoto: (file: File) => void;
  busy: boolean;
}

/**
 * Where the visitor picks a photo: the file input itself takes the keyboard focus (Enter or Space
 * opens the picker; its label looks like a button), and the whole zone accepts a dropped file.
 */
export function PhotoDropZone({ onPhoto, busy }: PhotoDropZoneProps) {
  const intl = useIntl();
  const id = useId();
  const [over, setOver] = useState(false);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again (after a fix made elsewhere).
    event.target.value = '';
    if (file) onPhoto(file);
  };
  const dropped = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !busy) onPhoto(file);
  };

  return (
    <section
      className={`photo-drop${over ? ' photo-drop--over' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid="photo-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
    >
      <h2 id={`${id}-title`}>{intl.formatMessage(messages.dropTitle)}</h2>
      <span className="ui-file">
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/*"
          className="ui-visually-hidden"
          aria-describedby={`${id}-hint ${id}-privacy`}
          disabled={busy}
          onChange={picked}
        />
        <label htmlFor={`${id}-file`} className="ui-button">
          {intl.formatMessage(messages.choose)}
        </label>
      </span>
      <p className="ui-hint" id={`${id}-hint`}>
        {intl.formatMessage(over ? messages.dropNow : messages.dropHint)}
      </p>
      <p className="photo-drop__privacy" id={`${id}-privacy`}>
        {intl.formatMessage(messages.privacy)}
      </p>
    </section>
  );
}
