import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Pagination, pageOf, useSession } from '@portico/ui';
import { WORKSPACES } from '../graphql/queries/workspaces';
import { pageStatus, messages } from '../utils/messages';
import { CreateWorkspaceForm } from './create-workspace-form';
import { WorkspaceRow } from './workspace-row';

export const WORKSPACES_PAGE_SIZE = 10;

/** Workspaces list and switcher (spec §2): type, status, go to forms or switch and go to forms. */
export function WorkspaceList() {
  const intl = useIntl();
  const session = useSession();
  return (
    <article className="ui-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.title)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(messages.lead)}</p>
      {session.status === 'loading' ? (
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      ) : session.status === 'anonymous' ? (
        <>
          <p>{intl.formatMessage(messages.empty)}</p>
          <p className="ui-actions">
            <Link className="ui-button" to="/login?next=/workspaces">
              {intl.formatMessage(messages.login)}
            </Link>
            <Link className="ui-button ui-button--secondary" to="/signup">
              {intl.formatMessage(messages.signup)}
            </Link>
          </p>
        </>
      ) : session.user && !session.user.activated ? (
        <>
          <p>{intl.formatMessage(messages.notActivated)}</p>
          <Link className="ui-button" to="/activate">
            {intl.formatMessage(messages.activate)}
          </Link>
        </>
      ) : (
        <WorkspaceTable />
      )}
    </article>
  );
}

function WorkspaceTable() {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const { data, error, loading, refetch } = useQuery(WORKSPACES, {
    variables: { limit: WORKSPACES_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.workspaces;
  const { page, pages } = pageOf(offset, WORKSPACES_PAGE_SIZE, list?.totalCount ?? 0);
  return (
    <>
      {!list && loading && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      {!list && error && (
        <div role="alert" className="ui-form-error">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {list && list.items.length === 0 && <p>{intl.formatMessage(messages.none)}</p>}
      {list && list.items.length > 0 && (
        <table className="ui-table ui-table--cards">
          <caption className="ui-visually-hidden">{intl.formatMessage(messages.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.name)}</th>
              <th scope="col">{intl.formatMessage(messages.type)}</th>
              <th scope="col">{intl.formatMessage(messages.status)}</th>
              <th scope="col">{intl.formatMessage(messages.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((workspace) => (
              <WorkspaceRow key={workspace.id} workspace={workspace} />
            ))}
          </tbody>
        </table>
      )}
      {list && (
        <Pagination
          offset={offset}
          limit={WORKSPACES_PAGE_SIZE}
          totalCount={list.totalCount}
          onOffsetChange={setOffset}
          label={intl.formatMessage(messages.pages)}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
      <CreateWorkspaceForm />
    </>
  );
}
