import { useState, type FormEvent } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmDialog, Modal, Pagination, pageOf, useAlerts } from '@portico/ui';
import { CREATE_API_KEY } from '../graphql/mutations/create-api-key';
import { REVOKE_API_KEY } from '../graphql/mutations/revoke-api-key';
import { API_KEYS, type ApiKey } from '../graphql/queries/api-keys';
import { messages, pageStatus, revokedOn, revokeKeyTitle } from '../utils/messages';

export const API_KEYS_PAGE_SIZE = 10;

/** Keys for the partner GraphQL API (admins only): the secret is shown once, at creation. */
export function ApiKeys({ workspaceId }: { workspaceId: string }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [offset, setOffset] = useState(0);
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const { data, loading, error, refetch } = useQuery(API_KEYS, {
    variables: { workspaceId, limit: API_KEYS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const [create, { loading: creating }] = useMutation(CREATE_API_KEY, { refetchQueries: [API_KEYS] });
  const [revoke] = useMutation(REVOKE_API_KEY, { refetchQueries: [API_KEYS] });
  const list = data?.apiKeys;
  const { page, pages } = pageOf(offset, API_KEYS_PAGE_SIZE, list?.totalCount ?? 0);

  const failed = () =>
    alerts.push({
      type: 'error',
      title: intl.formatMessage(messages.actionFailedTitle),
      message: intl.formatMessage(messages.actionFailed),
      timeout: 6000,
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameMissing(true);
      return;
    }
    try {
      const result = await create({ variables: { input: { workspaceId, name: name.trim() } } });
      setName('');
      setSecret(result.data?.createApiKey.secret ?? null);
    } catch {
      failed();
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      alerts.push({
        type: 'success',
        title: intl.formatMessage(messages.copiedTitle),
        message: intl.formatMessage(messages.copied),
        timeout: 2000,
      });
    } catch {
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.copyFailedTitle),
        message: intl.formatMessage(messages.copyFailed),
        timeout: 4000,
      });
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { input: { id: revoking.id } } });
    } catch {
      failed();
    }
    setRevoking(null);
  };

  return (
    <section className="ui-section" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{intl.formatMessage(messages.apiKeysTitle)}</h2>
      <p className="ui-hint">{intl.formatMessage(messages.apiKeysLead)}</p>
      {!list && loading && <p role="status">{intl.formatMessage(messages.apiKeysLoading)}</p>}
      {!list && error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.apiKeysFailed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {list && list.items.length === 0 && <p>{intl.formatMessage(messages.apiKeysEmpty)}</p>}
      {list && list.items.length > 0 && (
        <table className="ui-table">
          <caption className="ui-visually-hidden">{intl.formatMessage(messages.apiKeysTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.keyName)}</th>
              <th scope="col">{intl.formatMessage(messages.keyCreated)}</th>
              <th scope="col">{intl.formatMessage(messages.keyLastUsed)}</th>
              <th scope="col">{intl.formatMessage(messages.memberActions)}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((key) => (
              <tr key={key.id} data-testid="api-key-row">
                <th scope="row">{key.name}</th>
                <td>
                  <FormattedDate value={key.createdAt} dateStyle="medium" />
                </td>
                <td>
                  {key.lastUsedAt ? (
                    <FormattedDate value={key.lastUsedAt} dateStyle="medium" timeStyle="short" />
                  ) : (
                    intl.formatMessage(messages.keyNeverUsed)
                  )}
                </td>
                <td>
                  {key.revokedAt ? (
                    <span className="ui-badge">
                      {intl.formatMessage(revokedOn, {
                        date: intl.formatDate(key.revokedAt, { dateStyle: 'medium' }),
                      })}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="ui-button ui-button--danger"
                      onClick={() => setRevoking(key)}
                      aria-label={intl.formatMessage(revokeKeyTitle, { name: key.name })}
                    >
                      {intl.formatMessage(messages.revoke)}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && (
        <Pagination
          offset={offset}
          limit={API_KEYS_PAGE_SIZE}
          totalCount={list.totalCount}
          onOffsetChange={setOffset}
          label={intl.formatMessage(messages.apiKeysPages)}
          previousLabel={intl.formatMessage(messages.previous)}
          nextLabel={intl.formatMessage(messages.next)}
          status={intl.formatMessage(pageStatus, { page, pages })}
        />
      )}
      <form className="ui-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="api-key-name">{intl.formatMessage(messages.keyNewName)}</label>
          <input
            id="api-key-name"
            className="ui-input"
            value={name}
            maxLength={100}
            aria-invalid={nameMissing}
            aria-describedby={nameMissing ? 'api-key-name-error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameMissing(false);
            }}
          />
          {nameMissing && (
            <p id="api-key-name-error" className="ui-error">
              {intl.formatMessage(messages.keyNameMissing)}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="ui-button" disabled={creating}>
            {intl.formatMessage(messages.keyCreate)}
          </button>
        </div>
      </form>
      {secret && (
        <Modal title={intl.formatMessage(messages.secretTitle)} onDismiss={() => setSecret(null)}>
          <p>{intl.formatMessage(messages.secretOnce)}</p>
          <p>
            <code data-testid="api-key-secret" style={{ wordBreak: 'break-all' }}>
              {secret}
            </code>
          </p>
          <div className="ui-modal__actions">
            <button type="button" className="ui-button ui-button--secondary" onClick={copy}>
              {intl.formatMessage(messages.copy)}
            </button>
            <button type="button" className="ui-button" onClick={() => setSecret(null)}>
              {intl.formatMessage(messages.secretDone)}
            </button>
          </div>
        </Modal>
      )}
      {revoking && (
        <ConfirmDialog
          title={intl.formatMessage(revokeKeyTitle, { name: revoking.name })}
          message={intl.formatMessage(messages.revokeKeyMessage)}
          confirmLabel={intl.formatMessage(messages.revoke)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirmRevoke}
          onCancel={() => setRevoking(null)}
          danger
        />
      )}
    </section>
  );
}
