import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { FormOutput } from '../../form/dtos/form.output';

@ObjectType('AppliedAnswer', { simpleResolvers: true })
export class AppliedAnswer {
  @Field(() => String)
  section!: string;

  @Field(() => String)
  path!: string;

  @Field(() => Int)
  version!: number;
}

@ObjectType('AnswerConflict', { simpleResolvers: true })
export class AnswerConflict {
  @Field(() => String)
  section!: string;

  @Field(() => String)
  path!: string;

  /** The current value (not applied: the path changed since baseVersion to a different value). */
  @Field(() => GraphQLJSON, { nullable: true })
  value!: unknown;

  @Field(() => Int)
  version!: number;

  @Field(() => ID, { nullable: true })
  updatedBy!: string | null;

  @Field(() => Date, { nullable: true })
  updatedAt!: Date | null;
}

@ObjectType('InvalidAnswer', { simpleResolvers: true })
export class InvalidAnswer {
  @Field(() => String)
  section!: string;

  @Field(() => String)
  path!: string;

  @Field(() => String)
  messageId!: string;

  /** English; screens translate messageId. */
  @Field(() => String)
  message!: string;
}

@ObjectType('SaveAnswersResult', { simpleResolvers: true })
export class SaveAnswersResult {
  @Field(() => ID)
  formId!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => Int)
  seq!: number;

  @Field(() => Boolean)
  stale!: boolean;

  @Field(() => [AppliedAnswer])
  applied!: AppliedAnswer[];

  @Field(() => [AnswerConflict])
  conflicts!: AnswerConflict[];

  @Field(() => [InvalidAnswer])
  invalid!: InvalidAnswer[];

  @Field(() => FormOutput)
  form!: FormOutput;
}
