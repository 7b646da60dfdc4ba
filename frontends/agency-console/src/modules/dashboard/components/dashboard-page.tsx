import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCreatorLabels } from '@portico/ui';
import {
  ARCHIVED_ORIGINS,
  ARCHIVE_CARD,
  COLUMN_CARDS,
  DASHBOARD,
  DASHBOARD_CREATORS,
  DASHBOARD_MEMBERS,
  FORM_CHANGED,
  UNARCHIVE_CARD,
  type DashboardCard,
  type FormStatus,
} from '../graphql/dashboard-api';
import { COLUMNS, allowedTargets, checkMove, returnStatus } from '../utils/allowed-moves';
import {
  apiKeyCreator,
  columnHeading,
  columnLabel,
  grabbed,
  loadMoreLabel,
  messages,
  moved,
  refusedFollows,
  refusedReturnsTo,
  refusedSame,
  refusedUnknown,
} from '../utils/messages';
import { STATUS_LABELS } from '../utils/status-labels';
import { KanbanCard } from './kanban-card';
import { useCardSubmissions } from '../hooks/use-card-submissions';
import { WaitingSignal } from './waiting-signal';

/** Cards per column on the first load and per 'Load more'. */
export const PER_COLUMN = 20;
/** Live events arriving together cause one refetch. */
export const REFRESH_DELAY_MS = 250;
const MAX_PAGE = 100;

type Extras = Partial<Record<FormStatus, DashboardCard[]>>;

/**
 * The workspace dashboard (spec §2, issue 5): one column per form status, live through the
 * formChanged subscription; a card moves only to archive or unarchive, by drag and drop or by
 * its keyboard 'Move to…' menu, and every move or refusal is announced.
 */
export function DashboardPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const { workspaceId = '' } = useParams();
  const dashboard = useQuery(DASHBOARD, {
    variables: { workspaceId, perColumn: PER_COLUMN },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const members = useQuery(DASHBOARD_MEMBERS, { variables: { workspaceId, limit: MAX_PAGE, offset: 0 } });
  const filings = useCardSubmissions(workspaceId);
  const emails = useMemo(
    () => new Map((members.data?.workspaceMembers.items ?? []).map((m) => [m.userId, m.email])),
    [members.data],
  );

  // A column expanded by 'Load more' lists forms(status, newest created first) itself, so its cards
  // never skip or repeat whatever order the dashboard query uses.
  const [extras, setExtras] = useState<Extras>({});
  const [loadingMore, setLoadingMore] = useState<FormStatus | null>(null);
  const [moreFailed, setMoreFailed] = useState<FormStatus | null>(null);
  const columns = useMemo(() => {
    const byStatus = new Map((dashboard.data?.dashboard ?? []).map((column) => [column.status, column]));
    return COLUMNS.map((status) => {
      const column = byStatus.get(status);
      // A card whose form the cache already knows in another status waits for the refetch that
      // places it, rather than showing in its old column with its new status.
      const cards = (extras[status] ?? column?.items ?? []).filter((card) => card.status === status);
      return { status, totalCount: column?.totalCount ?? 0, cards };
    });
  }, [dashboard.data, extras]);
  // Creators that are not listed members (API keys, people who left): identity names them.
  const creatorIds = useMemo(
    () => columns.flatMap((column) => column.cards.map((card) => card.createdBy)),
    [columns],
  );
  const creatorOf = useCreatorLabels(
    useQuery,
    DASHBOARD_CREATORS,
    workspaceId,
    creatorIds,
    emails,
    !!(members.data || members.error),
    {
      formerMember: intl.formatMessage(messages.unknownMember),
      apiKey: (name) => intl.formatMessage(apiKeyCreator, { name }),
      unnamedApiKey: intl.formatMessage(messages.unnamedApiKey),
    },
  );
  const archivedShown = columns.find((column) => column.status === 'ARCHIVED')?.cards.length ?? 0;

  const origins = useQuery(ARCHIVED_ORIGINS, {
    variables: { workspaceId, limit: Math.min(MAX_PAGE, Math.max(PER_COLUMN, archivedShown)) },
    skip: !dashboard.data,
    fetchPolicy: 'cache-and-network',
  });
  const returnsTo = useMemo(
    () =>
      new Map(
        (origins.data?.forms.items ?? []).map((item) => [item.id, returnStatus(item.transitions.items[0])]),
      ),
    [origins.data],
  );

  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<DashboardCard | null>(null);
  const [dropTarget, setDropTarget] = useState<FormStatus | null>(null);
  const [focusCard, setFocusCard] = useState<string | null>(null);
  const clearFocus = useCallback(() => setFocusCard(null), []);
  const statusName = (status: FormStatus) => intl.formatMessage(STATUS_LABELS[status]);

  // Refetch the board (and any extra cards) when someone changes a form; bursts cause one refetch.
  const extrasRef = useRef(extras);
  extrasRef.current = extras;
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(async () => {
      await Promise.allSettled([dashboard.refetch(), origins.refetch()]);
      const loaded = Object.entries(extrasRef.current) as [FormStatus, DashboardCard[]][];
      if (loaded.length === 0) return;
      const next: Extras = {};
      await Promise.all(
        loaded.map(async ([status, cards]) => {
          try {
            const result = await client.query({
              query: COLUMN_CARDS,
              variables: {
                workspaceId,
                status,
                limit: Math.min(MAX_PAGE, Math.max(1, cards.length)),
                offset: 0,
              },
              fetchPolicy: 'network-only',
            });
            next[status] = result.data?.forms.items ?? [];
          } catch {
            next[status] = cards;
          }
        }),
      );
      setExtras(next);
    }, REFRESH_DELAY_MS);
  }, [client, dashboard, origins, workspaceId]);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  useSubscription(FORM_CHANGED, { variables: { workspaceId }, onData: () => refresh() });
  // Events sent while the tab slept or the connection was down are not replayed: catch up on return.
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('online', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('online', onReturn);
    };
  }, [refresh]);

  const loadMore = async (status: FormStatus, shown: number) => {
    setLoadingMore(status);
    setMoreFailed(null);
    const expanded = extras[status];
    // First time: the column again from the top, PER_COLUMN further; then page on from the end.
    const variables = expanded
      ? { workspaceId, status, limit: PER_COLUMN, offset: expanded.length }
      : { workspaceId, status, limit: Math.min(MAX_PAGE, shown + PER_COLUMN), offset: 0 };
    try {
      const result = await client.query({ query: COLUMN_CARDS, variables, fetchPolicy: 'network-only' });
      const items = result.data?.forms.items ?? [];
      setExtras((current) => {
        const before = current[status] ?? [];
        const seen = new Set(before.map((card) => card.id));
        return { ...current, [status]: [...before, ...items.filter((card) => !seen.has(card.id))] };
      });
    } catch {
      setMoreFailed(status);
    } finally {
      setLoadingMore(null);
    }
  };

  const [archive] = useMutation(ARCHIVE_CARD);
  const [unarchive] = useMutation(UNARCHIVE_CARD);

  const move = async (card: DashboardCard, target: FormStatus, byKeyboard: boolean) => {
    const check = checkMove({ status: card.status, returnsTo: returnsTo.get(card.id) ?? null }, target);
    if (!check.ok) {
      const values = { name: card.name, status: statusName(target) };
      const origin = returnsTo.get(card.id);
      setAnnouncement(
        check.reason === 'same'
          ? intl.formatMessage(refusedSame, values)
          : check.reason === 'follows-answers'
            ? intl.formatMessage(refusedFollows, values)
            : check.reason === 'returns-to' && origin
              ? intl.formatMessage(refusedReturnsTo, { name: card.name, status: statusName(origin) })
              : intl.formatMessage(refusedUnknown, { name: card.name }),
      );
      return;
    }
    try {
      const variables = { input: { id: card.id } };
      const result =
        check.action === 'archive'
          ? (await archive({ variables })).data?.archiveForm
          : (await unarchive({ variables })).data?.unarchiveForm;
      await Promise.allSettled([dashboard.refetch(), origins.refetch()]);
      setAnnouncement(
        intl.formatMessage(moved, { name: card.name, status: statusName(result?.status ?? target) }),
      );
      if (byKeyboard) setFocusCard(card.id);
    } catch {
      setAnnouncement(intl.formatMessage(messages.moveFailed));
    }
  };

  // The card being dragged, known at once (the state that restyles the columns follows a tick later:
  // Chromium drops a drag whose page changes during dragstart).
  const draggingRef = useRef<DashboardCard | null>(null);
  const drop = (status: FormStatus) => {
    const card = draggingRef.current;
    draggingRef.current = null;
    setDragging(null);
    setDropTarget(null);
    if (card) void move(card, status, false);
  };

  const announceTargets = (card: DashboardCard) => {
    const targets = allowedTargets({ status: card.status, returnsTo: returnsTo.get(card.id) ?? null });
    setAnnouncement(
      targets.length === 0
        ? intl.formatMessage(refusedUnknown, { name: card.name })
        : intl.formatMessage(grabbed, { name: card.name, targets: targets.map(statusName).join(', ') }),
    );
  };

  const data = dashboard.data;
  const empty = data !== undefined && columns.every((column) => column.totalCount === 0);

  return (
    <article className="ui-page" style={{ maxWidth: 'none' }}>
      <h1 className="ui-page__title" tabIndex={-1}>
        {intl.formatMessage(messages.dashboardTitle)}
      </h1>
      <p className="ui-page__lead">{intl.formatMessage(messages.dashboardLead)}</p>
      <p className="ui-hint">
        {intl.formatMessage(messages.howToMove)} {intl.formatMessage(messages.live)}
      </p>
      <p role="status" aria-live="polite" data-testid="dashboard-announcement" style={{ minHeight: '1.5em' }}>
        {announcement}
      </p>
      <WaitingSignal
        workspaceId={workspaceId}
        filings={filings}
        names={
          new Map(columns.flatMap((column) => column.cards.map((card) => [card.id, card.name] as const)))
        }
      />

      {!data && dashboard.loading && (
        <div role="status" data-testid="dashboard-skeleton">
          <span className="ui-visually-hidden">{intl.formatMessage(messages.loading)}</span>
          <div aria-hidden="true" style={boardStyle}>
            {COLUMNS.map((status) => (
              <div key={status} style={{ ...columnStyle, minHeight: '16rem' }} />
            ))}
          </div>
        </div>
      )}
      {!data && !dashboard.loading && dashboard.error && (
        <div className="ui-form-error" role="alert">
          <p>{intl.formatMessage(messages.failed)}</p>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => void dashboard.refetch()}
          >
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      {empty && (
        <div data-testid="dashboard-empty">
          <h2>{intl.formatMessage(messages.emptyTitle)}</h2>
          <p>{intl.formatMessage(messages.emptyText)}</p>
          <Link className="ui-button" to={`/workspaces/${workspaceId}/forms/new`}>
            {intl.formatMessage(messages.createForm)}
          </Link>
        </div>
      )}
      {data && (
        <div style={boardStyle}>
          {columns.map((column) => {
            const name = statusName(column.status);
            const allowed =
              dragging !== null &&
              checkMove(
                { status: dragging.status, returnsTo: returnsTo.get(dragging.id) ?? null },
                column.status,
              ).ok;
            const left = column.totalCount - column.cards.length;
            return (
              <section
                key={column.status}
                data-testid={`column-${column.status}`}
                aria-label={intl.formatMessage(columnLabel, { status: name, count: column.totalCount })}
                onDragOver={(event) => {
                  if (!draggingRef.current) return;
                  // Every column takes the drop (a dropEffect of none would cancel it), so a refused one
                  // can say why; the styles show which columns accept the card.
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setDropTarget(column.status);
                }}
                onDragLeave={() => setDropTarget((current) => (current === column.status ? null : current))}
                onDrop={(event) => {
                  event.preventDefault();
                  drop(column.status);
                }}
                style={{
                  ...columnStyle,
                  outline:
                    dragging && allowed
                      ? `3px ${dropTarget === column.status ? 'solid' : 'dashed'} var(--color-brand)`
                      : undefined,
                  opacity: dragging && !allowed && dragging.status !== column.status ? 0.6 : 1,
                }}
              >
                <h2 style={{ fontSize: '1.1rem', margin: 0 }}>
                  {intl.formatMessage(columnHeading, { status: name, count: column.totalCount })}
                </h2>
                {column.cards.length === 0 && (
                  <p className="ui-hint">{intl.formatMessage(messages.columnEmpty)}</p>
                )}
                <ul
                  style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'var(--space-2)' }}
                >
                  {column.cards.map((card) => (
                    <KanbanCard
                      key={card.id}
                      workspaceId={workspaceId}
                      card={card}
                      returnsTo={returnsTo.get(card.id) ?? null}
                      creator={creatorOf(card.createdBy)}
                      submission={filings.get(card.id)}
                      focused={focusCard === card.id}
                      onFocused={clearFocus}
                      onDragStart={() => {
                        draggingRef.current = card;
                        setTimeout(() => {
                          if (draggingRef.current !== card) return;
                          setDragging(card);
                          announceTargets(card);
                        }, 0);
                      }}
                      onDragEnd={() => {
                        draggingRef.current = null;
                        setDragging(null);
                        setDropTarget(null);
                      }}
                      onMove={(target) => void move(card, target, true)}
                    />
                  ))}
                </ul>
                {left > 0 && (
                  <button
                    type="button"
                    className="ui-button ui-button--secondary"
                    disabled={loadingMore === column.status}
                    aria-label={intl.formatMessage(loadMoreLabel, { status: name, left })}
                    onClick={() => void loadMore(column.status, column.cards.length)}
                  >
                    {intl.formatMessage(messages.loadMore)}
                  </button>
                )}
                {moreFailed === column.status && (
                  <p className="ui-error" role="alert">
                    {intl.formatMessage(messages.loadMoreFailed)}
                  </p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </article>
  );
}

const boardStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: 'var(--space-4)',
  alignItems: 'start',
} as const;

const columnStyle = {
  display: 'grid',
  gap: 'var(--space-2)',
  padding: 'var(--space-3)',
  background: 'var(--color-surface-alt)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius)',
} as const;
