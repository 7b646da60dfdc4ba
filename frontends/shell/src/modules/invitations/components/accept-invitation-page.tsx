import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmDialog, LOCALE_STORAGE_KEY, isLocale, useAlerts, useLocale, useSession } from '@portico/ui';
import { SWITCH_WORKSPACE } from '../../workspaces/graphql/mutations/switch-workspace';
import { errorReason } from '../../workspaces/utils/error-code';
import { messages as workspaceMessages } from '../../workspaces/utils/messages';
import { ACCEPT_INVITATION } from '../graphql/mutations/accept-invitation';
import { DECLINE_INVITATION } from '../graphql/mutations/decline-invitation';
import { INVITATION, type InvitationPreview } from '../graphql/queries/invitation';
import { ACCEPT_PATH, forgetInvitationToken, takeInvitationToken } from '../utils/invitation-token';
import {
  PROBLEMS,
  acceptedAdmin,
  acceptedMember,
  acceptedTitle,
  declineTitle,
  declinedMessage,
  invitationFor,
  messages,
  otherAccount,
  signInOrUp,
  summaryAdmin,
  summaryMember,
  switchAndGo,
  worksUntil,
  type InvitationProblem,
} from '../utils/messages';

type Outcome =
  | { kind: 'accepted'; workspaceId: string; workspace: string; role: 'ADMIN' | 'MEMBER' }
  | { kind: 'declined'; workspace: string };

const NEXT = `?next=${encodeURIComponent(ACCEPT_PATH)}`;

function problemOf(error: unknown): InvitationProblem | null {
  const reason = errorReason(error);
  return PROBLEMS.find((problem) => problem === reason) ?? null;
}

/** Whether the visitor ever chose an interface language (else the invitation's is a better guess). */
function languageChosen(): boolean {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * The page an invitation link opens (docs/adr/0035): what the invitation is, then accept (signed in
 * with the invited address), sign up or log in first (and come back here), or decline.
 */
export function AcceptInvitationPage() {
  const intl = useIntl();
  const session = useSession();
  const { setLocale } = useLocale();
  const [token] = useState(takeInvitationToken);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<InvitationProblem | null>(null);
  const { data, error, loading, refetch } = useQuery(INVITATION, {
    variables: { token: token ?? '' },
    skip: !token || outcome !== null,
    fetchPolicy: 'network-only',
  });
  const preview = data?.invitation;

  useEffect(() => {
    if (preview && session.status === 'anonymous' && isLocale(preview.language) && !languageChosen())
      setLocale(preview.language);
  }, [preview, session.status, setLocale]);

  const shown = problem ?? (error ? problemOf(error) : null);
  return (
    <article className="ui-page" data-testid="invitation-page">
      <h1 className="ui-page__title" tabIndex={-1}>
        {outcome?.kind === 'accepted'
          ? intl.formatMessage(acceptedTitle, { workspace: outcome.workspace })
          : outcome?.kind === 'declined'
            ? intl.formatMessage(messages.declinedTitle)
            : intl.formatMessage(messages.title)}
      </h1>
      {outcome ? (
        <Answered outcome={outcome} />
      ) : !token ? (
        <p>{intl.formatMessage(messages.none)}</p>
      ) : shown ? (
        <>
          <p role="alert">{intl.formatMessage(messages[shown])}</p>
          <p className="ui-actions">
            <Link to="/workspaces">{intl.formatMessage(messages.workspaces)}</Link>
          </p>
        </>
      ) : error ? (
        <div role="alert" className="ui-form-error">
          <p>{intl.formatMessage(messages.failed)}</p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      ) : loading || !preview ? (
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      ) : (
        <Invitation token={token} preview={preview} onAnswered={setOutcome} onProblem={setProblem} />
      )}
    </article>
  );
}

function Invitation({
  token,
  preview,
  onAnswered,
  onProblem,
}: {
  token: string;
  preview: InvitationPreview;
  onAnswered: (outcome: Outcome) => void;
  onProblem: (problem: InvitationProblem) => void;
}) {
  const intl = useIntl();
  const alerts = useAlerts();
  const session = useSession();
  const [declining, setDeclining] = useState(false);
  const [wrongAccount, setWrongAccount] = useState(false);
  const [accept, { loading: accepting }] = useMutation(ACCEPT_INVITATION);
  const [decline] = useMutation(DECLINE_INVITATION);
  const workspace = preview.workspaceName;
  const admin = preview.role === 'ADMIN';

  const failed = (message: string) =>
    alerts.push({ type: 'error', title: intl.formatMessage(messages.notDoneTitle), message, timeout: 6000 });

  const acceptNow = async () => {
    try {
      const result = await accept({ variables: { input: { token } } });
      const joined = result.data?.acceptInvitation;
      if (!joined) throw new Error('no answer');
      forgetInvitationToken();
      onAnswered({ kind: 'accepted', workspaceId: joined.id, workspace: joined.name, role: joined.role });
    } catch (error) {
      const reason = errorReason(error);
      if (reason === 'INVITATION_OTHER_ACCOUNT') return setWrongAccount(true);
      const problem = problemOf(error);
      if (problem) return onProblem(problem);
      failed(intl.formatMessage(messages.acceptFailed));
    }
  };

  const confirmDecline = async () => {
    try {
      await decline({ variables: { input: { token } } });
      setDeclining(false);
      forgetInvitationToken();
      onAnswered({ kind: 'declined', workspace });
    } catch (error) {
      setDeclining(false);
      const problem = problemOf(error);
      if (problem) return onProblem(problem);
      failed(intl.formatMessage(messages.declineFailed));
    }
  };

  const user = session.user;
  const signedInAs =
    session.status === 'authenticated' && user && (wrongAccount || user.email.toLowerCase() !== preview.email)
      ? user.email
      : null;
  const expires = intl.formatDate(preview.expiresAt, { dateStyle: 'long', timeStyle: 'short' });
  const declineButton = (
    <button type="button" className="ui-button ui-button--secondary" onClick={() => setDeclining(true)}>
      {intl.formatMessage(messages.decline)}
    </button>
  );

  return (
    <>
      <p className="ui-page__lead">
        {intl.formatMessage(admin ? summaryAdmin : summaryMember, {
          inviter: preview.invitedByEmail,
          workspace,
        })}
      </p>
      <p>{intl.formatMessage(admin ? messages.roleNoteAdmin : messages.roleNoteMember)}</p>
      <p>
        {intl.formatMessage(invitationFor, { email: preview.email })}{' '}
        {intl.formatMessage(worksUntil, { date: expires })}
      </p>
      {session.status === 'loading' ? (
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      ) : session.status === 'anonymous' || !user ? (
        <>
          <p>{intl.formatMessage(signInOrUp, { email: preview.email })}</p>
          <p className="ui-actions">
            <Link className="ui-button" to={`/signup${NEXT}`}>
              {intl.formatMessage(messages.signup)}
            </Link>
            <Link className="ui-button ui-button--secondary" to={`/login${NEXT}`}>
              {intl.formatMessage(messages.login)}
            </Link>
            {declineButton}
          </p>
        </>
      ) : signedInAs ? (
        <>
          <p role="alert">
            {intl.formatMessage(otherAccount, { current: signedInAs, email: preview.email })}
          </p>
          <p className="ui-actions">
            <button type="button" className="ui-button" onClick={() => void session.logout()}>
              {intl.formatMessage(messages.logout)}
            </button>
            {declineButton}
          </p>
        </>
      ) : !user.activated ? (
        <>
          <p>{intl.formatMessage(messages.activateFirst)}</p>
          <p className="ui-actions">
            <Link className="ui-button" to={`/activate${NEXT}`}>
              {intl.formatMessage(messages.activate)}
            </Link>
            {declineButton}
          </p>
        </>
      ) : (
        <p className="ui-actions">
          <button type="button" className="ui-button" disabled={accepting} onClick={() => void acceptNow()}>
            {intl.formatMessage(messages.accept)}
          </button>
          {declineButton}
        </p>
      )}
      {declining && (
        <ConfirmDialog
          title={intl.formatMessage(declineTitle, { workspace })}
          message={intl.formatMessage(messages.declineMessage)}
          confirmLabel={intl.formatMessage(messages.declineConfirm)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirmDecline}
          onCancel={() => setDeclining(false)}
          danger
        />
      )}
    </>
  );
}

function Answered({ outcome }: { outcome: Outcome }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const session = useSession();
  const navigate = useNavigate();
  const [switchWorkspace, { loading }] = useMutation(SWITCH_WORKSPACE);
  if (outcome.kind === 'declined')
    return (
      <>
        <p>{intl.formatMessage(declinedMessage, { workspace: outcome.workspace })}</p>
        <p className="ui-actions">
          <Link to="/">{intl.formatMessage(messages.home)}</Link>
        </p>
      </>
    );

  const go = async () => {
    try {
      await switchWorkspace({ variables: { input: { workspaceId: outcome.workspaceId } } });
      await session.refresh();
      navigate(`/workspaces/${encodeURIComponent(outcome.workspaceId)}/forms`);
    } catch {
      alerts.push({
        type: 'error',
        title: intl.formatMessage(workspaceMessages.switchFailedTitle),
        message: intl.formatMessage(workspaceMessages.switchFailed),
        timeout: 6000,
      });
    }
  };
  return (
    <>
      <p role="status">
        {intl.formatMessage(outcome.role === 'ADMIN' ? acceptedAdmin : acceptedMember, {
          workspace: outcome.workspace,
        })}
      </p>
      <p className="ui-actions">
        <button type="button" className="ui-button" disabled={loading} onClick={() => void go()}>
          {intl.formatMessage(switchAndGo, { workspace: outcome.workspace })}
        </button>
        <Link to="/workspaces">{intl.formatMessage(messages.workspaces)}</Link>
      </p>
    </>
  );
}
