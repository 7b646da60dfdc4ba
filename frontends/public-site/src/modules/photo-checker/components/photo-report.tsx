import { useIntl } from 'react-intl';
import type { CheckedPhoto, PhotoReport as Report } from '../hooks/use-photo-check';
import {
  ISSUE_MESSAGES,
  detailsMessage,
  failsMessage,
  geometryMessage,
  messages,
  whatToDoMessage,
} from '../utils/messages';

function useFormats() {
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  const size = (bytes: number) =>
    intl.formatNumber(Math.round(bytes / 100) / 10, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 1,
    });
  return { intl, percent, size };
}

/** A photo's preview, what was measured, and each broken rule with what to do. */
function CheckedPhotoView({ photo, alt, testId }: { photo: CheckedPhoto; alt: string; testId: string }) {
  const { intl, percent, size } = useFormats();
  const values = {
    width: photo.width,
    height: photo.height,
    size: size(photo.bytes),
    count: photo.faces,
    head: percent(photo.geometry?.headRatio ?? 0),
    eyes: percent(photo.geometry?.eyesRatio ?? 0),
    offset: percent(Math.abs(photo.geometry?.centreOffset ?? 0)),
  };
  return (
    <div className="photo-view" data-testid={testId}>
      <img className="photo-view__image" src={photo.url} alt={alt} width={240} height={240} />
      <div className="photo-view__text">
        <p data-testid={`${testId}-details`}>
          {intl.formatMessage(detailsMessage, {
            width: photo.width,
            height: photo.height,
            size: size(photo.bytes),
            type: intl.formatMessage(photo.jpeg ? messages.typeJpeg : messages.typeOther),
          })}
        </p>
        {photo.geometry && (
          <p>
            {intl.formatMessage(geometryMessage, {
              head: percent(photo.geometry.headRatio),
              eyes: percent(photo.geometry.eyesRatio),
            })}
          </p>
        )}
        {photo.issues.length === 0 ? (
          <p className="photo-verdict photo-verdict--pass" data-testid={`${testId}-verdict`}>
            {intl.formatMessage(messages.passes)}
          </p>
        ) : (
          <>
            <p className="photo-verdict photo-verdict--fail" data-testid={`${testId}-verdict`}>
              {intl.formatMessage(failsMessage, { count: photo.issues.length })}
            </p>
            <ul className="photo-issues" data-testid={`${testId}-issues`}>
              {photo.issues.map((issue) => (
                <li key={issue} data-issue={issue}>
                  <strong>{intl.formatMessage(ISSUE_MESSAGES[issue].problem, values)}</strong>{' '}
                  {intl.formatMessage(whatToDoMessage, {
                    advice: intl.formatMessage(ISSUE_MESSAGES[issue].advice),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

/** The verdict on the chosen photo and, when one was made, the corrected copy to download. */
export function PhotoReport({ report, onAnother }: { report: Report; onAnother: () => void }) {
  const { intl } = useFormats();
  const { corrected } = report;
  const downloadName = `${report.fileName.replace(/\.[^.]*$/, '') || 'photo'}-ds160.jpg`;
  return (
    <div className="photo-report">
      <section className="pub-section" aria-labelledby="photo-original-title">
        <h2 id="photo-original-title" tabIndex={-1}>
          {intl.formatMessage(messages.yourPhoto)}
        </h2>
        <CheckedPhotoView
          photo={report.original}
          alt={intl.formatMessage(messages.previewAlt)}
          testId="photo-original"
        />
        {report.uncorrectable && (
          <p className="ui-form-error" data-testid="photo-cannot-correct">
            {intl.formatMessage(messages.cannotCorrect)}
          </p>
        )}
      </section>
      {corrected && (
        <section
          className="pub-section"
          aria-labelledby="photo-corrected-title"
          data-testid="photo-corrected-section"
        >
          <h2 id="photo-corrected-title">{intl.formatMessage(messages.correctedTitle)}</h2>
          <p>{intl.formatMessage(messages.correctedLead)}</p>
          {corrected.enlarged && <p className="ui-hint">{intl.formatMessage(messages.enlarged)}</p>}
          <CheckedPhotoView
            photo={corrected}
            alt={intl.formatMessage(messages.correctedAlt)}
            testId="photo-corrected"
          />
          {corrected.issues.length === 0 ? (
            <p role="status">{intl.formatMessage(messages.correctedPasses)}</p>
          ) : (
            <p className="ui-form-error">{intl.formatMessage(messages.correctedFails)}</p>
          )}
          <div className="ui-actions">
            <a className="ui-button" href={corrected.url} download={downloadName}>
              {intl.formatMessage(messages.download)}
            </a>
          </div>
        </section>
      )}
      <div className="ui-actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onAnother}>
          {intl.formatMessage(messages.checkAnother)}
        </button>
      </div>
    </div>
  );
}
