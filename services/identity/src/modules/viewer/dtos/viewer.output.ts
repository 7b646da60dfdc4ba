import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Actor } from '@portico/shared-types';

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
}

const KINDS: Record<Actor['kind'], ActorKind> = {
  anonymous: ActorKind.ANONYMOUS,
  user: ActorKind.USER,
  client: ActorKind.CLIENT,
  apiKey: ActorKind.API_KEY,
  system: ActorKind.SYSTEM,
};

export function toViewerOutput(actor: Actor): ViewerOutput {
  return Object.assign(new ViewerOutput(), {
    kind: KINDS[actor.kind],
    userId: actor.kind === 'user' ? actor.userId : null,
    email: actor.kind === 'user' ? actor.email : null,
  });
}
