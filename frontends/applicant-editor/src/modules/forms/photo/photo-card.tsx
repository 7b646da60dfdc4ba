import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ConfirmDialog } from '@portico/ui';
import { FORM_PHOTO, REMOVE_FORM_PHOTO, SET_FORM_PHOTO } from './photo-api';
import { ADJUSTMENT_MESSAGES, REFUSAL_MESSAGES, photoMessages as messages } from './photo-messages';

/** The service's limit on the file (decoded). */
export const PHOTO_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Above this, the file is shrunk in the browser first (a GraphQL request carries at most 3 MB). */
export const PHOTO_SEND_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png'];

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * A big camera file is redrawn at 2400 px on its longest side as a JPEG (well above the 600 px
 * minimum: the service still does the DS-160 checks and fixes); the file as it is when the browser
 * cannot draw it.
 */
async function shrink(file: File): Promise<Blob> {
  if (file.size <= PHOTO_SEND_MAX_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, 2400 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    return blob ?? file;
  } catch {
    return file;
  }
}

/**
 * The applicant's DS-160 photo on the form overview (docs/adr/0023): upload (file picker or drag and
 * drop), preview, what was changed to make it compliant or why it was refused, replace, remove (after
 * a confirmation), and the photo rules in brief.
 */
export function PhotoCard({ formId }: { formId: string }) {
  const intl = useIntl();
  const id = useId();
  const { data, loading, error, refetch } = useQuery(FORM_PHOTO, {
    variables: { id: formId },
    fetchPolicy: 'cache-and-network',
  });
  const [setPhoto, { loading: uploading }] = useMutation(SET_FORM_PHOTO);
  const [removePhoto, { loading: removing }] = useMutation(REMOVE_FORM_PHOTO);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [dragging, setDragging] = useState(false);
  const form = data?.form;
  const photo = form?.photo ?? null;
  const editable = form !== undefined && form.status !== 'ARCHIVED';
  const busy = uploading || removing;

  const upload = async (file: File | undefined) => {
    setProblem(null);
    setNotice(null);
    if (!file) return;
    if (file.type && !ACCEPTED.includes(file.type)) {
      setProblem(intl.formatMessage(messages.refusedNotImage));
      return;
    }
    if (file.size > PHOTO_FILE_MAX_BYTES) {
      setProblem(intl.formatMessage(messages.refusedTooBig));
      return;
    }
    try {
      const image = await readAsDataUrl(await shrink(file));
      await setPhoto({ variables: { input: { formId, image } } });
      setNotice(intl.formatMessage(messages.saved));
    } catch (caught) {
      const first = CombinedGraphQLErrors.is(caught) ? caught.errors[0] : undefined;
      const known =
        first?.extensions?.code === 'BAD_USER_INPUT' ? REFUSAL_MESSAGES[first.message] : undefined;
      // A refusal names its rule; an unknown BAD_USER_INPUT (an archived form) says its own message.
      setProblem(
        known
          ? intl.formatMessage(known)
          : first?.extensions?.code === 'BAD_USER_INPUT'
            ? first.message
            : intl.formatMessage(messages.actionFailed),
      );
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void upload(file);
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (editable && !busy) void upload(event.dataTransfer.files?.[0]);
  };

  const confirmRemove = async () => {
    setProblem(null);
    try {
      await removePhoto({ variables: { input: { id: formId } } });
      setNotice(intl.formatMessage(messages.removed));
    } catch {
      setProblem(intl.formatMessage(messages.actionFailed));
    } finally {
      setConfirming(false);
    }
  };

  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  return (
    <section
      className="ui-section"
      aria-labelledby={titleId}
      data-testid="photo-card"
      onDragOver={(event) => {
        if (!editable) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      style={
        dragging ? { outline: '2px dashed var(--color-focus, currentColor)', outlineOffset: 4 } : undefined
      }
    >
      <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
      <p className="ui-hint">{intl.formatMessage(messages.intro)}</p>

      {!form && loading && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      {!form && !loading && error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}

      {form && (
        <>
          {photo ? (
            <div data-testid="photo-current">
              <img
                src={photo.dataUrl}
                alt={intl.formatMessage(messages.preview)}
                width={200}
                height={200}
                style={{ border: '1px solid var(--color-border)', objectFit: 'contain' }}
              />
              <p>
                {intl.formatMessage(messages.details, {
                  width: photo.width,
                  height: photo.height,
                  size: intl.formatNumber(Math.round(photo.bytes / 100) / 10),
                  date: intl.formatDate(photo.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
              {photo.adjustments.length === 0 ? (
                <p>{intl.formatMessage(messages.asUploaded)}</p>
              ) : (
                <>
                  <p>{intl.formatMessage(messages.adjusted)}</p>
                  <ul data-testid="photo-adjustments">
                    {photo.adjustments.map((key) => (
                      <li key={key}>
                        {ADJUSTMENT_MESSAGES[key] ? intl.formatMessage(ADJUSTMENT_MESSAGES[key]) : key}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ) : (
            <p>{intl.formatMessage(messages.none)}</p>
          )}

          {editable && (
            <>
              <div className="ui-actions">
                {/* The file input itself takes the focus (Enter or Space opens the picker); its label looks like a button. */}
                <span className="ui-file">
                  <input
                    id={`${id}-file`}
                    type="file"
                    accept="image/jpeg,image/png"
                    className="ui-visually-hidden"
                    aria-describedby={hintId}
                    disabled={busy}
                    onChange={choose}
                  />
                  <label htmlFor={`${id}-file`} className="ui-button ui-button--secondary">
                    {intl.formatMessage(photo ? messages.chooseReplace : messages.choose)}
                  </label>
                </span>
                {photo && (
                  <button
                    type="button"
                    className="ui-button ui-button--danger"
                    disabled={busy}
                    onClick={() => setConfirming(true)}
                  >
                    {intl.formatMessage(messages.remove)}
                  </button>
                )}
              </div>
              <p className="ui-hint" id={hintId}>
                {intl.formatMessage(messages.dropHint)}
              </p>
            </>
          )}
          {uploading && <p role="status">{intl.formatMessage(messages.checking)}</p>}
          {!busy && notice && <p role="status">{notice}</p>}
          {problem && (
            <p className="ui-form-error" role="alert" data-testid="photo-problem">
              {problem}
            </p>
          )}
        </>
      )}

      <details>
        <summary>{intl.formatMessage(messages.rulesTitle)}</summary>
        <ul>
          <li>{intl.formatMessage(messages.ruleFile)}</li>
          <li>{intl.formatMessage(messages.ruleColour)}</li>
          <li>{intl.formatMessage(messages.ruleFace)}</li>
          <li>{intl.formatMessage(messages.ruleRecent)}</li>
        </ul>
        <p className="ui-hint">{intl.formatMessage(messages.ruleChecked)}</p>
      </details>

      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(messages.removeConfirmTitle)}
          message={intl.formatMessage(messages.removeConfirmMessage)}
          confirmLabel={intl.formatMessage(messages.removeConfirmButton)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirmRemove}
          onCancel={() => setConfirming(false)}
          danger
        />
      )}
    </section>
  );
}
