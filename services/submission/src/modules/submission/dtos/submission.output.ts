import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SubmissionStatus, type Submission } from '../submission.entity';
import { secretCipher, secretPlace } from '../secret-cipher';
import { MessageParamOutput, toMessageParams } from './message-param.output';

registerEnumType(SubmissionStatus, {
  name: 'SubmissionStatus',
  description:
    'PENDING_START (queued), FILLING_FORM (the robot fills CEAC pages), AWAITING_CAPTCHA (a person must answer a captcha, or the applicant sign), IN_PROGRESS (photo, review and signing), COMPLETED, ERRORED (the robot could not go on), DS160_ERROR (CEAC refused answers: see errors).',
});

export enum SubmissionActionKind {
  CAPTCHA = 'CAPTCHA',
  SIGNATURE = 'SIGNATURE',
  SELF_SIGNATURE = 'SELF_SIGNATURE',
}
registerEnumType(SubmissionActionKind, {
  name: 'SubmissionActionKind',
  description:
    "CAPTCHA: type the code CEAC shows. SIGNATURE: the applicant signs on CEAC's page in the live view. SELF_SIGNATURE: the applicant signs on CEAC in their own browser, then says so (confirmSignedOnCeac).",
});

@ObjectType('SubmissionAction', {
  simpleResolvers: true,
  description: 'What the robot waits for from a person.',
})
export class SubmissionActionOutput {
  @Field(() => SubmissionActionKind)
  kind!: SubmissionActionKind;

  @Field(() => String, { description: 'The captcha image CEAC showed, as a data: URL.' })
  imageDataUrl!: string;

  @Field(() => Int, { description: 'How many times this was asked so far (1 = first).' })
  attempt!: number;

  @Field(() => String, {
    nullable: true,
    description: "CEAC's message about the previous answer, if it refused it.",
  })
  error!: string | null;

  @Field(() => Date)
  askedAt!: Date;
}

@ObjectType('SubmissionFieldError', {
  simpleResolvers: true,
  description: 'A CEAC validation message, mapped to our section and field.',
})
export class SubmissionFieldErrorOutput {
  @Field(() => String, { nullable: true })
  section!: string | null;

  @Field(() => String, { nullable: true })
  field!: string | null;

  @Field(() => String)
  page!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType('Submission', { simpleResolvers: true, description: 'One filing of a form on CEAC.' })
export class SubmissionOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  workspaceId!: string;

  @Field(() => ID)
  formId!: string;

  @Field(() => String, { description: 'The form name when it was filed.' })
  formName!: string;

  @Field(() => SubmissionStatus)
  status!: SubmissionStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "CEAC's Application ID (AA + 8 characters)." })
  applicationId!: string | null;

  @Field(() => String, { nullable: true, description: 'The confirmation (barcode) number, once filed.' })
  confirmationNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "CEAC's security question number (1-20) set for this application.",
  })
  securityQuestion!: string | null;

  /** The security answer (the `securityAnswer` field resolver says who reads it). */
  securityAnswer!: string | null;

  @Field(() => String, { nullable: true, description: 'The CEAC page the robot is on.' })
  currentPage!: string | null;

  @Field(() => Int)
  progressDone!: number;

  @Field(() => Int)
  progressTotal!: number;

  @Field(() => SubmissionActionOutput, { nullable: true })
  pendingAction!: SubmissionActionOutput | null;

  @Field(() => [SubmissionFieldErrorOutput])
  errors!: SubmissionFieldErrorOutput[];

  @Field(() => String, { nullable: true, description: 'Why the filing stopped (ERRORED), in English.' })
  errorMessage!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'errorMessage’s code in the filing catalog of @portico/shared-types (the reader’s language).',
  })
  errorCode!: string | null;

  @Field(() => [MessageParamOutput])
  errorParams!: MessageParamOutput[];

  /** Who may read the security answer before the filing is done (not in the schema). */
  formCreatedBy!: string | null;
}

export function toSubmissionOutput(submission: Submission): SubmissionOutput {
  const action = submission.pendingAction;
  return Object.assign(new SubmissionOutput(), {
    id: submission.id,
    workspaceId: submission.workspaceId,
    formId: submission.formId,
    formName: submission.formName,
    status: submission.status,
    createdAt: submission.createdAt,
    completedAt: submission.completedAt,
    applicationId: submission.applicationId,
    confirmationNumber: submission.confirmationNumber,
    securityQuestion: submission.securityQuestion,
    securityAnswer: submission.securityAnswerEncrypted
      ? secretCipher().decrypt(submission.securityAnswerEncrypted, secretPlace.securityAnswer(submission.id))
      : null,
    currentPage: submission.currentPage,
    progressDone: submission.progressDone,
    progressTotal: submission.progressTotal,
    pendingAction: action
      ? Object.assign(new SubmissionActionOutput(), {
          kind: action.kind as SubmissionActionKind,
          imageDataUrl: action.imageDataUrl,
          attempt: action.attempt,
          error: action.error,
          askedAt: new Date(action.askedAt),
        })
      : null,
    errors: (submission.errors ?? []).map((e) =>
      Object.assign(new SubmissionFieldErrorOutput(), {
        section: e.section,
        field: e.field,
        page: e.page,
        message: e.message,
      }),
    ),
    errorMessage: submission.errorMessage,
    errorCode: submission.errorCode,
    errorParams: toMessageParams(submission.errorParams),
    formCreatedBy: submission.formCreatedBy,
  });
}
