import type { SubgraphDefinition } from '@portico/service-kit';
import { ViewerResolver } from './modules/viewer/viewer.resolver';
import { actorRoutes } from './modules/actor/actor.routes';
import { authRoutes } from './modules/account/auth.routes';
import { AccountResolver } from './modules/account/account.resolver';
import {
  ActivationCode,
  DuplicateSignup,
  EmailChange,
  LoginCode,
  PasswordReset,
  UserAccount,
} from './modules/account/user.entity';
import { Session } from './modules/session/session.entity';
import { KnownDevice } from './modules/session/known-device.entity';
import { ApiKeyUsage, AuditEvent, AuthFailure } from './modules/audit/audit.entity';
import { Membership, Workspace } from './modules/workspace/workspace.entity';
import { WorkspaceResolver } from './modules/workspace/workspace.resolver';
import { workspaceInternalRoutes } from './modules/workspace/workspace-internal.routes';
import { ApiKey } from './modules/api-key/api-key.entity';
import { ApiKeyResolver } from './modules/api-key/api-key.resolver';
import { ClientLink, ClientSession } from './modules/client-link/client-link.entity';
import { ClientLinkResolver } from './modules/client-link/client-link.resolver';
import { clientLinkRoutes } from './modules/client-link/client-link.routes';
import { AdminResolver } from './modules/admin/admin.resolver';
import { Invitation, InvitationSend } from './modules/invitation/invitation.entity';
import { InvitationResolver } from './modules/invitation/invitation.resolver';
import { validateIdentityEnv } from './lib/config';
import { migrations } from './migrations';

export const identityEntities = [
  UserAccount,
  ActivationCode,
  PasswordReset,
  DuplicateSignup,
  EmailChange,
  LoginCode,
  Session,
  KnownDevice,
  AuditEvent,
  AuthFailure,
  ApiKeyUsage,
  Workspace,
  Membership,
  ApiKey,
  ClientLink,
  ClientSession,
  Invitation,
  InvitationSend,
];

export const identitySubgraph: SubgraphDefinition = {
  name: 'identity',
  entities: identityEntities,
  migrations,
  resolvers: [
    ViewerResolver,
    AccountResolver,
    WorkspaceResolver,
    ApiKeyResolver,
    ClientLinkResolver,
    AdminResolver,
    InvitationResolver,
  ],
  routes: (router, deps) => {
    actorRoutes(router, deps);
    authRoutes(router, deps);
    clientLinkRoutes(router, deps);
    workspaceInternalRoutes(router, deps);
  },
  validateEnv: () => validateIdentityEnv(),
};
