import { Field, ObjectType } from 'type-graphql';

@ObjectType('MessageParam', {
  simpleResolvers: true,
  description: 'A named value of a message shown in the reader’s language.',
})
export class MessageParamOutput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  value!: string;
}

/** Stored parameters (a JSON object of strings) as GraphQL name/value pairs, in a stable order. */
export function toMessageParams(params: Record<string, unknown> | null | undefined): MessageParamOutput[] {
  return Object.entries(params ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => Object.assign(new MessageParamOutput(), { name, value }));
}
