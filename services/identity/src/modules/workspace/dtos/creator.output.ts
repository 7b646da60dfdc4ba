import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** Who a recorded author id (a form's createdBy) stands for, as the workspace's members may see it. */
export enum CreatorKind {
  /** A member of the workspace now: `name` is their e-mail address. */
  MEMBER = 'MEMBER',
  /** One of the workspace's API keys (a partner's integration): `name` is the key's name. */
  API_KEY = 'API_KEY',
  /** Someone who was a member and has left (or whose account is gone): no name. */
  FORMER_MEMBER = 'FORMER_MEMBER',
}

registerEnumType(CreatorKind, { name: 'CreatorKind', description: 'What kind of author an id stands for.' });

@ObjectType('Creator', {
  simpleResolvers: true,
  description:
    "Who created something in a workspace: a member, one of the workspace's API keys, or a member who left.",
})
export class CreatorOutput {
  @Field(() => String, { description: 'The id asked for: a user id, or `apiKey:<key id>`.' })
  id!: string;

  @Field(() => CreatorKind)
  kind!: CreatorKind;

  @Field(() => String, {
    nullable: true,
    description: "A member's e-mail address, or an API key's name; null for a former member.",
  })
  name!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'For an API key: the e-mail address of the member who created it, while they are a member.',
  })
  keyCreatedBy!: string | null;
}
