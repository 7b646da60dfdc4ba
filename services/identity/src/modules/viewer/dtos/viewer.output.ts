import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Actor } from '@portico/shared-types';
import { UserOutput } from '../../account/dtos/account.output';

export enum ActorKind {
  ANONYMOUS = 'ANONYMOUS',
  USER = 'USER',
  CLIENT = 'CLIENT',
  API_KEY = 'API_KEY',
  SYSTEM = 'SYSTEM',
}

registerEnumType(ActorKind, { name: 'ActorKind' });

@ObjectType('Viewer')
export class ViewerOutput {
  @Field(() => ActorKind)
  kind!: ActorKind;

  @Field(() => ID, { nullable: true })
  userId!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  /** The signed-in account; null for anonymous visitors, API keys and clients. */
  @Field(() => UserOutput, { nullable: true })
  user!: UserOutput | null;

  /** The user's current workspace, or the API key's workspace. */
  @Field(() => ID, { nullable: true })
  currentWorkspaceId!: string | null;
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
  });
}
