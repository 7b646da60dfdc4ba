import { useIntl } from 'react-intl';
import { PlaceholderPage, type BuildInfo } from '@portico/ui';
import { useRemoteBuildInfos } from '../hooks/use-remote-build-infos';
import { messages } from '../utils/messages';
import { shellBuildInfo } from '../utils/shell-build-info';

const APP_OF_REMOTE = {
  publicSite: 'public-site',
  applicantEditor: 'applicant-editor',
  agencyConsole: 'agency-console',
  clientIntake: 'client-intake',
} as const;

function Row({ info }: { info: BuildInfo }) {
  return (
    <tr data-testid={`build-info-${info.app}`}>
      <th scope="row">{info.app}</th>
      <td>{info.version}</td>
      <td>
        <code>{info.commit}</code>
      </td>
      <td>
        <time dateTime={info.builtAt}>{info.builtAt}</time>
      </td>
    </tr>
  );
}

export function BuildInfoTable() {
  const intl = useIntl();
  const remotes = useRemoteBuildInfos();
  return (
    <PlaceholderPage title={intl.formatMessage(messages.title)} lead={intl.formatMessage(messages.lead)}>
      <table className="ui-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.app)}</th>
            <th scope="col">{intl.formatMessage(messages.version)}</th>
            <th scope="col">{intl.formatMessage(messages.commit)}</th>
            <th scope="col">{intl.formatMessage(messages.builtAt)}</th>
          </tr>
        </thead>
        <tbody>
          <Row info={shellBuildInfo} />
          {remotes.map((state) =>
            state.status === 'ready' ? (
              <Row key={state.remote} info={state.info} />
            ) : (
              <tr key={state.remote} data-testid={`build-info-${APP_OF_REMOTE[state.remote]}`}>
                <th scope="row">{APP_OF_REMOTE[state.remote]}</th>
                <td colSpan={3}>
                  {intl.formatMessage(state.status === 'loading' ? messages.loading : messages.unavailable)}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </PlaceholderPage>
  );
}
