import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useOptionalSession } from '@portico/ui';
import { CHECKOUT_WORKSPACES } from '../graphql/queries/checkout-workspaces';
import type { CartValues } from '../utils/cart-schema';
import { messages } from '../utils/messages';

const WORKSPACE_LIMIT = 100;

/**
 * Who pays: a visitor is asked to log in or sign up (coming back to this very cart), a new account to
 * activate; a member picks the workspace that receives the credits and pays.
 */
export function PayPanel({
  returnTo,
  payLabel,
  busy,
}: {
  returnTo: string;
  payLabel: string;
  busy: boolean;
}) {
  const intl = useIntl();
  const session = useOptionalSession();
  const status = session?.status ?? 'anonymous';
  const user = session?.user ?? null;
  const signedIn = status === 'authenticated' && !!user?.activated;

  let body;
  if (status === 'loading') {
    body = <p role="status">{intl.formatMessage(messages.sessionLoading)}</p>;
  } else if (!user) {
    const next = encodeURIComponent(returnTo);
    body = (
      <>
        <p>{intl.formatMessage(messages.signInToPay)}</p>
        <ul className="ui-link-list">
          <li>
            <Link className="ui-button" to={`/login?next=${next}`}>
              {intl.formatMessage(messages.logIn)}
            </Link>
          </li>
          <li>
            <Link className="ui-button ui-button--secondary" to={`/signup?next=${next}`}>
              {intl.formatMessage(messages.signUp)}
            </Link>
          </li>
        </ul>
      </>
    );
  } else if (!signedIn) {
    body = (
      <>
        <p>{intl.formatMessage(messages.activateFirst)}</p>
        <Link className="ui-button" to="/activate">
          {intl.formatMessage(messages.activate)}
        </Link>
      </>
    );
  } else {
    body = (
      <WorkspaceAndPay
        currentWorkspaceId={session?.currentWorkspaceId ?? null}
        payLabel={payLabel}
        busy={busy}
      />
    );
  }

  return (
    <section className="ui-section" aria-labelledby="checkout-pay-title">
      <h2 id="checkout-pay-title">{intl.formatMessage(messages.payTitle)}</h2>
      {body}
    </section>
  );
}

function WorkspaceAndPay({
  currentWorkspaceId,
  payLabel,
  busy,
}: {
  currentWorkspaceId: string | null;
  payLabel: string;
  busy: boolean;
}) {
  const intl = useIntl();
  const { values, setFieldValue, getFieldProps } = useFormikContext<CartValues>();
  const { data, loading, error, refetch } = useQuery(CHECKOUT_WORKSPACES, {
    variables: { limit: WORKSPACE_LIMIT, offset: 0 },
  });
  const items = data?.workspaces.items;

  // The current workspace receives the credits unless the buyer picks another.
  useEffect(() => {
    if (!items?.length || items.some((workspace) => workspace.id === values.workspaceId)) return;
    const current =
      items.find((workspace) => workspace.id === currentWorkspaceId) ??
      items.find((workspace) => workspace.isCurrent) ??
      items[0];
    void setFieldValue('workspaceId', current.id, false);
  }, [items, currentWorkspaceId, values.workspaceId, setFieldValue]);

  if (!data && loading) return <p role="status">{intl.formatMessage(messages.workspacesLoading)}</p>;
  if (!items) {
    return (
      <div className="ui-form-error" role="alert">
        <p>{intl.formatMessage(messages.workspacesFailed)}</p>
        {error && (
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="checkout-workspace">
          {intl.formatMessage(messages.workspace)}
        </label>
        <select
          id="checkout-workspace"
          className="ui-select"
          aria-describedby="checkout-workspace-hint"
          {...getFieldProps('workspaceId')}
        >
          {items.map((workspace) => (
            <option key={workspace.id} value={workspace.id}>
              {workspace.type === 'PERSONAL'
                ? intl.formatMessage(messages.personalWorkspace)
                : workspace.name}
            </option>
          ))}
        </select>
        <p id="checkout-workspace-hint" className="ui-hint">
          {intl.formatMessage(messages.workspaceHint)}
        </p>
      </div>
      <div className="ui-actions">
        <button type="submit" className="ui-button" disabled={busy || !values.workspaceId}>
          {busy ? intl.formatMessage(messages.paying) : payLabel}
        </button>
      </div>
    </>
  );
}
