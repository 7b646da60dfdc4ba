import { Field, Int, ObjectType } from 'type-graphql';
import { SubmissionOutput } from './submission.output';

@ObjectType('SubmissionPage', { simpleResolvers: true })
export class SubmissionPage {
  @Field(() => [SubmissionOutput])
  items!: SubmissionOutput[];

  @Field(() => Int)
  totalCount!: number;
}
