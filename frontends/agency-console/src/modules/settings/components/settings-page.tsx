import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useWorkspaceAccess } from '../hooks/use-workspace-access';
import { messages } from '../utils/messages';
import { ApiKeys } from './api-keys';
import { BrandingForm } from './branding-form';
import { TeamMembers } from './team-members';
import '../settings.css';

/** Workspace settings (spec §2): team members, white-label branding, and API keys for admins. */
export function SettingsPage() {
  const intl = useIntl();
  const { workspaceId = '' } = useParams();
  const access = useWorkspaceAccess(workspaceId);
  return (
    <article className="ui-page settings-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.settingsTitle)}
      </h1>
      <p className="ui-page__lead">
        {!access.workspace
          ? intl.formatMessage(messages.settingsLead)
          : access.isBusiness
            ? access.workspace.name
            : intl.formatMessage(messages.personalWorkspace)}
      </p>
      {/* A personal workspace has only its owner: nobody to add, promote or remove. */}
      <TeamMembers workspaceId={workspaceId} isAdmin={access.isAdmin && access.isBusiness} />
      {access.isBusiness && <BrandingForm workspaceId={workspaceId} canEdit={access.isAdmin} />}
      {access.isAdmin && <ApiKeys workspaceId={workspaceId} />}
    </article>
  );
}
