import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { isPlatformAdmin, type Actor } from '@portico/shared-types';
import { UserOutput } from '../../account/dtos/account.output';

export enum ActorKind {
  ANONYMOUS = 'ANONYMOUS',
  USER = 'USER',
  CLIENT = 'CLIENT',
  API_KEY = 'API_KEY',
  SYSTEM = 'SYSTEM',
}

registerEnumType(ActorKind, {
  name: 'ActorKind',
  description: 'Who is calling.',
  valuesConfig: {
    ANONYMOUS: { description: 'Nobody signed in.' },
    USER: { description: 'A signed-in person (browser session).' },
    CLIENT: { description: "An agency's client, through their intake link." },
    API_KEY: { description: 'A partner system, with an API key of one workspace.' },
    SYSTEM: { description: "One of Portico's own services." },
  },
});

@ObjectType('Viewer', { simpleResolvers: true, description: 'The caller of the current request.' })
export class ViewerOutput {
  @Field(() => ActorKind, { description: 'What kind of caller this is.' })
  kind!: ActorKind;

  @Field(() => ID, { nullable: true, description: 'The signed-in person, or null.' })
  userId!: string | null;

  @Field(() => String, { nullable: true, description: "The signed-in person's e-mail address, or null." })
  email!: string | null;

  /** The signed-in account; null for anonymous visitors, API keys and clients. */
  @Field(() => UserOutput, {
    nullable: true,
    description: 'The signed-in account; null for anonymous visitors, API keys and clients.',
  })
  user!: UserOutput | null;

  /** The user's current workspace, or the API key's workspace. */
  @Field(() => ID, {
    nullable: true,
    description: "The person's current workspace, or the workspace of the API key or client.",
  })
  currentWorkspaceId!: string | null;

  @Field(() => Boolean, {
    description:
      'Whether the caller is a platform administrator (PLATFORM_ADMIN_EMAILS): the /admin area of users, workspaces, orders and coupons.',
  })
  platformAdmin!: boolean;
}

const KINDS: Record<Actor['kind'], ActorKind> = {
  anonymous: ActorKind.ANONYMOUS,
  user: ActorKind.USER,
  client: ActorKind.CLIENT,
  apiKey: ActorKind.API_KEY,
  system: ActorKind.SYSTEM,
};

export function toViewerOutput(actor: Actor, user: UserOutput | null = null): ViewerOutput {
  return Object.assign(new ViewerOutput(), {
    kind: KINDS[actor.kind],
    userId: actor.kind === 'user' ? actor.userId : null,
    email: actor.kind === 'user' ? (user?.email ?? actor.email) : null,
    user,
    currentWorkspaceId:
      actor.kind === 'user'
        ? actor.currentWorkspaceId
        : actor.kind === 'apiKey' || actor.kind === 'client'
          ? actor.workspaceId
          : null,
    platformAdmin: isPlatformAdmin(actor),
  });
}
