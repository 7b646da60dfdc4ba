import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { SubmissionStatus, type Submission } from '../submission.entity';

registerEnumType(SubmissionStatus, { name: 'SubmissionStatus' });

@ObjectType('Submission')
export class SubmissionOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  workspaceId!: string;

  @Field(() => ID)
  formId!: string;

  @Field(() => SubmissionStatus)
  status!: SubmissionStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;
}

export function toSubmissionOutput(submission: Submission): SubmissionOutput {
  return Object.assign(new SubmissionOutput(), {
    id: submission.id,
    workspaceId: submission.workspaceId,
    formId: submission.formId,
    status: submission.status,
    createdAt: submission.createdAt,
    completedAt: submission.completedAt,
  });
}
