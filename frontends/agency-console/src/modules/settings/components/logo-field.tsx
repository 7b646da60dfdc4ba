import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useAlerts } from '@portico/ui';
import { REMOVE_WORKSPACE_LOGO } from '../graphql/mutations/remove-workspace-logo';
import { SET_WORKSPACE_LOGO_FROM_URL } from '../graphql/mutations/set-workspace-logo-from-url';
import { UPLOAD_WORKSPACE_LOGO } from '../graphql/mutations/upload-workspace-logo';
import { WORKSPACE_BRANDING } from '../graphql/queries/workspace-branding';
import { isHttpUrl } from '../utils/branding-rules';
import { errorDetails } from '../utils/error-code';
import { checkLogoFile, readAsDataUrl } from '../utils/logo-file';
import { messages } from '../utils/messages';

interface LogoFieldProps {
  workspaceId: string;
  logoUrl: string | null;
  canEdit: boolean;
}

/** The agency logo: upload (previewed, at most 2 MB), change, remove, or take it from a photo URL. */
export function LogoField({ workspaceId, logoUrl, canEdit }: LogoFieldProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const refetchQueries = [WORKSPACE_BRANDING];
  const [upload, { loading: uploading }] = useMutation(UPLOAD_WORKSPACE_LOGO, { refetchQueries });
  const [fromUrl, { loading: fetching }] = useMutation(SET_WORKSPACE_LOGO_FROM_URL, { refetchQueries });
  const [remove, { loading: removing }] = useMutation(REMOVE_WORKSPACE_LOGO, { refetchQueries });
  const busy = uploading || fetching || removing;

  const saved = () =>
    alerts.push({
      type: 'success',
      title: intl.formatMessage(messages.savedTitle),
      message: intl.formatMessage(messages.brandingSaved),
      timeout: 3000,
    });
  const failed = () =>
    alerts.push({
      type: 'error',
      title: intl.formatMessage(messages.notSavedTitle),
      message: intl.formatMessage(messages.brandingFailed),
      timeout: 6000,
    });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    const check = checkLogoFile(file);
    if (check) {
      setProblem(intl.formatMessage(check === 'not-image' ? messages.logoNotImage : messages.logoTooLarge));
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      setProblem(intl.formatMessage(messages.logoProcessing));
      return;
    }
    setPreview(dataUrl);
    try {
      await upload({ variables: { input: { workspaceId, dataUrl } } });
      setPreview(null);
      saved();
    } catch (caught) {
      setPreview(null);
      // The server re-checks the image itself and answers with the spec's messages.
      const { code, field, message } = errorDetails(caught);
      if (code === 'BAD_USER_INPUT' && field === 'dataUrl')
        setProblem(
          intl.formatMessage(
            message === 'Please select a valid image file.'
              ? messages.logoNotImage
              : message === 'File size must be less than 2MB.'
                ? messages.logoTooLarge
                : messages.logoProcessing,
          ),
        );
      else failed();
    }
  };

  const useUrl = async () => {
    setProblem(null);
    if (!isHttpUrl(url.trim())) {
      setProblem(intl.formatMessage(messages.logoUrlInvalid));
      return;
    }
    try {
      await fromUrl({ variables: { input: { workspaceId, url: url.trim() } } });
      setUrl('');
      saved();
    } catch (caught) {
      const { code, field } = errorDetails(caught);
      if (code === 'BAD_USER_INPUT' && field === 'url')
        setProblem(intl.formatMessage(messages.logoUrlFailed));
      else failed();
    }
  };

  const removeLogo = async () => {
    try {
      await remove({ variables: { input: { workspaceId } } });
      saved();
    } catch {
      failed();
    }
  };

  const shown = preview ?? logoUrl;
  return (
    <div className="ui-field" role="group" aria-labelledby="logo-label">
      <span id="logo-label" className="ui-field__label">
        {intl.formatMessage(messages.logo)}
      </span>
      {shown ? (
        <img
          src={shown}
          alt={intl.formatMessage(preview ? messages.logoPreview : messages.logoCurrent)}
          data-testid="agency-logo"
          style={{ maxWidth: 160, maxHeight: 160, border: '1px solid var(--color-border)' }}
        />
      ) : (
        <p className="ui-hint">{intl.formatMessage(messages.logoNone)}</p>
      )}
      {canEdit && (
        <>
          <p className="ui-hint" id="logo-hint">
            {intl.formatMessage(messages.logoHint)}
          </p>
          <div className="ui-actions">
            {/* The file input itself takes the focus (Enter or Space opens the picker); its label looks like a button. */}
            <span className="ui-file">
              <input
                id="logo-file"
                type="file"
                accept="image/*"
                className="ui-visually-hidden"
                aria-describedby="logo-hint"
                disabled={busy}
                onChange={choose}
              />
              <label htmlFor="logo-file" className="ui-button ui-button--secondary">
                {intl.formatMessage(logoUrl ? messages.logoChange : messages.logoUpload)}
              </label>
            </span>
            {logoUrl && (
              <button
                type="button"
                className="ui-button ui-button--secondary"
                disabled={busy}
                onClick={removeLogo}
              >
                {intl.formatMessage(messages.logoRemove)}
              </button>
            )}
          </div>
          <div className="ui-field">
            <label htmlFor="logo-url">{intl.formatMessage(messages.logoUrl)}</label>
            <span className="ui-actions">
              <input
                id="logo-url"
                className="ui-input"
                type="url"
                value={url}
                placeholder="https://"
                onChange={(event) => setUrl(event.target.value)}
              />
              <button
                type="button"
                className="ui-button ui-button--secondary"
                disabled={busy}
                onClick={useUrl}
              >
                {intl.formatMessage(messages.logoUseUrl)}
              </button>
            </span>
          </div>
          {busy && <p role="status">{intl.formatMessage(messages.logoSaving)}</p>}
          {problem && (
            <p className="ui-form-error" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </div>
  );
}
