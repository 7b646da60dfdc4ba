import { FormattedDate, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { ADMIN_WORKSPACES } from '../graphql/queries/admin-workspaces';
import { useAdminList } from '../hooks/use-admin-list';
import { messages } from '../utils/messages';
import { AdminList } from './admin-list';

/** Every workspace, newest first, searched by name or by a member's e-mail. */
export function WorkspacesPanel() {
  const intl = useIntl();
  const list = useAdminList();
  const query = useQuery(ADMIN_WORKSPACES, {
    variables: list.variables,
    fetchPolicy: 'cache-and-network',
  });
  // The shown page stays while the next one (another search, filter or page) loads.
  const page = (query.data ?? query.previousData)?.adminWorkspaces;
  return (
    <AdminList
      id="admin-workspaces"
      title={intl.formatMessage(messages.workspacesTab)}
      searchLabel={intl.formatMessage(messages.searchWorkspaces)}
      control={list}
      query={query}
      list={page}
      emptyText={intl.formatMessage(messages.workspacesEmpty)}
      columns={[
        intl.formatMessage(messages.columnName),
        intl.formatMessage(messages.columnType),
        intl.formatMessage(messages.columnMembers),
        intl.formatMessage(messages.columnCreated),
      ]}
    >
      {page?.items.map((workspace) => (
        <tr key={workspace.id} data-testid="admin-workspace-row">
          <th scope="row" style={{ overflowWrap: 'anywhere' }}>
            {workspace.type === 'PERSONAL' ? intl.formatMessage(messages.personalName) : workspace.name}
          </th>
          <td>{intl.formatMessage(workspace.type === 'BUSINESS' ? messages.business : messages.personal)}</td>
          <td>{workspace.memberCount}</td>
          <td>
            <FormattedDate value={workspace.createdAt} dateStyle="medium" />
          </td>
        </tr>
      ))}
    </AdminList>
  );
}
