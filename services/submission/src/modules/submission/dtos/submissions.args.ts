import { ArgsType, Field, ID } from 'type-graphql';
import { PageArgs } from '@portico/service-kit';
import { SubmissionStatus } from '../submission.entity';

@ArgsType()
export class SubmissionsArgs extends PageArgs {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => SubmissionStatus, { nullable: true, description: 'Only submissions with this status.' })
  status?: SubmissionStatus | null;
}

@ArgsType()
export class FormSubmissionsArgs extends PageArgs {
  @Field(() => ID)
  formId!: string;
}
