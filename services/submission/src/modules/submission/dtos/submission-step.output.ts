import { Field, ID, Int, ObjectType } from 'type-graphql';
import { SubmissionStatus } from '../submission.entity';
import type { SubmissionStep } from '../submission-step.entity';
import { MessageParamOutput, toMessageParams } from './message-param.output';

@ObjectType('SubmissionStep', { simpleResolvers: true, description: 'One step the robot took, in order.' })
export class SubmissionStepOutput {
  @Field(() => ID, { description: '<submissionId>:<sequence number>' })
  id!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, {
    description: 'page, saved, captcha, photo, review, sign, confirmation, retry or info.',
  })
  kind!: string;

  @Field(() => String, { nullable: true })
  page!: string | null;

  @Field(() => String, { description: 'In English; code and params give it in the reader’s language.' })
  message!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The message’s code in the filing catalog of @portico/shared-types (null for old steps).',
  })
  code!: string | null;

  @Field(() => [MessageParamOutput])
  params!: MessageParamOutput[];

  @Field(() => SubmissionStatus, { description: 'The status the submission had after this step.' })
  status!: SubmissionStatus;
}

@ObjectType('SubmissionStepPage', { simpleResolvers: true })
export class SubmissionStepPage {
  @Field(() => [SubmissionStepOutput])
  items!: SubmissionStepOutput[];

  @Field(() => Int)
  totalCount!: number;
}

export function toStepOutput(step: SubmissionStep): SubmissionStepOutput {
  return Object.assign(new SubmissionStepOutput(), {
    id: `${step.submissionId}:${step.seq}`,
    at: step.at,
    kind: step.kind,
    page: step.page,
    message: step.message,
    code: step.code,
    params: toMessageParams(step.params),
    status: step.status,
  });
}
