import { FormattedDate, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { ADMIN_USERS } from '../graphql/queries/admin-users';
import { useAdminList } from '../hooks/use-admin-list';
import { messages } from '../utils/messages';
import { AdminList } from './admin-list';

/** Every account, newest first, searched by e-mail. */
export function UsersPanel() {
  const intl = useIntl();
  const list = useAdminList();
  const query = useQuery(ADMIN_USERS, {
    variables: list.variables,
    fetchPolicy: 'cache-and-network',
  });
  // The shown page stays while the next one (another search, filter or page) loads.
  const page = (query.data ?? query.previousData)?.adminUsers;
  return (
    <AdminList
      id="admin-users"
      title={intl.formatMessage(messages.usersTab)}
      searchLabel={intl.formatMessage(messages.searchUsers)}
      control={list}
      query={query}
      list={page}
      emptyText={intl.formatMessage(messages.usersEmpty)}
      columns={[
        intl.formatMessage(messages.columnEmail),
        intl.formatMessage(messages.columnState),
        intl.formatMessage(messages.columnLanguage),
        intl.formatMessage(messages.columnWorkspaces),
        intl.formatMessage(messages.columnCreated),
      ]}
    >
      {page?.items.map((user) => (
        <tr key={user.id} data-testid="admin-user-row">
          <th scope="row" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </th>
          <td>{intl.formatMessage(user.activated ? messages.activated : messages.notActivated)}</td>
          <td>{user.language}</td>
          <td>{user.workspaceCount}</td>
          <td>
            <FormattedDate value={user.createdAt} dateStyle="medium" />
          </td>
        </tr>
      ))}
    </AdminList>
  );
}
