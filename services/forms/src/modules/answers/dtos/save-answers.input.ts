import { Field, ID, InputType, Int } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';

@InputType('AnswerChangeInput')
export class AnswerChangeInput {
  @Field(() => String)
  section!: string;

  /** `surname`, `otherNames.0.surname`; a repeater's own path with a list replaces the whole list. */
  @Field(() => String)
  path!: string;

  /** null clears the answer. */
  @Field(() => GraphQLJSON, { nullable: true })
  value?: unknown;

  /** The version of this path the client last saw (0 when never saved). */
  @Field(() => Int)
  baseVersion!: number;
}

@InputType('SaveAnswersInput')
export class SaveAnswersInput {
  @Field(() => ID)
  formId!: string;

  /** One per browser tab. */
  @Field(() => ID)
  clientId!: string;

  /** Increases per tab; not above the last applied for clientId → applies nothing (stale). */
  @Field(() => Int)
  seq!: number;

  /** A retry with the same key returns the first result. */
  @Field(() => ID)
  idempotencyKey!: string;

  @Field(() => [AnswerChangeInput])
  changes!: AnswerChangeInput[];
}
