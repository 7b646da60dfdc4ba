import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { parseId, requireWorkspaceMember, type SubgraphContext } from '@portico/service-kit';
import { SubmissionService } from './submission.service';
import { Submission, SubmissionStatus } from './submission.entity';
import { canRead, isSigner } from './submission-access';
import { SelfSignatureOutput } from './dtos/self-signature.output';
import { submissionNotFound } from './submission.errors';
import { SubmissionOutput, toSubmissionOutput } from './dtos/submission.output';
import { SubmissionPage } from './dtos/submission-page.output';
import { SubmissionStepPage, toStepOutput } from './dtos/submission-step.output';
import { LiveViewAccessOutput, SignatureEvidenceOutput, toEvidenceOutput } from './dtos/live-view.output';
import { FormSubmissionsArgs, SubmissionsArgs } from './dtos/submissions.args';
import {
  SUBMISSION_CHANGED,
  WORKSPACE_SUBMISSIONS_CHANGED,
  type SubmissionChangedPayload,
} from './submission-events';

const submissions = new SubmissionService();

/** An event's submission, read fresh (each event gets its own EntityManager: no stale identity map). */
async function freshSubmission(
  ctx: SubgraphContext,
  payload: SubmissionChangedPayload,
): Promise<SubmissionOutput> {
  return toSubmissionOutput(await submissions.get(ctx, payload.submissionId, ctx.em.fork()));
}

@Resolver(() => SubmissionOutput)
export class SubmissionResolver {
  @Query(() => SubmissionPage, {
    description: "A workspace's submissions, newest first, optionally of one status.",
  })
  async submissions(
    @Ctx() ctx: SubgraphContext,
    @Args(() => SubmissionsArgs) args: SubmissionsArgs,
  ): Promise<SubmissionPage> {
    const { items, totalCount } = await submissions.list(ctx, args.workspaceId, args, args.status);
    return { items: items.map(toSubmissionOutput), totalCount };
  }

  @Query(() => SubmissionPage, { description: "A form's submissions, newest first." })
  async formSubmissions(
    @Ctx() ctx: SubgraphContext,
    @Args(() => FormSubmissionsArgs) args: FormSubmissionsArgs,
  ): Promise<SubmissionPage> {
    const { items, totalCount } = await submissions.listForForm(ctx, args.formId, args);
    return { items: items.map(toSubmissionOutput), totalCount };
  }

  @Query(() => SubmissionOutput)
  async submission(@Ctx() ctx: SubgraphContext, @Arg('id', () => ID) id: string): Promise<SubmissionOutput> {
    return toSubmissionOutput(await submissions.get(ctx, id));
  }

  @FieldResolver(() => SubmissionStepPage, { description: 'The steps the robot took, in order.' })
  async steps(
    @Ctx() ctx: SubgraphContext,
    @Root() submission: SubmissionOutput,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<SubmissionStepPage> {
    const page = await submissions.steps(ctx, submission.id, { limit, offset });
    return { items: page.items.map(toStepOutput), totalCount: page.totalCount };
  }

  @Mutation(() => SubmissionOutput, {
    description:
      'Files a completed form on CEAC: freezes its answers, takes one credit and queues the robot. Refused (CONFLICT, messageCode inFlight) while a filing of the form is in flight, and (CONFLICT, messageCode alreadyFiled) when the form was filed already unless fileAgain is true ("File a new DS-160": a new CEAC application and a new credit). A retry after a DS-160 error takes no new credit.',
  })
  async createSubmission(
    @Ctx() ctx: SubgraphContext,
    @Arg('formId', () => ID) formId: string,
    @Arg('fileAgain', () => Boolean, {
      nullable: true,
      defaultValue: false,
      description:
        'File a form that was filed already as a new DS-160: the earlier application id will no longer be the one to use at the interview.',
    })
    fileAgain: boolean,
  ): Promise<SubmissionOutput> {
    return toSubmissionOutput(await submissions.create(ctx, formId, fileAgain === true));
  }

  @Mutation(() => SubmissionOutput, { description: 'Answers the captcha the robot is waiting on.' })
  async answerCaptcha(
    @Ctx() ctx: SubgraphContext,
    @Arg('submissionId', () => ID) submissionId: string,
    @Arg('answer', () => String) answer: string,
  ): Promise<SubmissionOutput> {
    return toSubmissionOutput(await submissions.answerCaptcha(ctx, submissionId, answer));
  }

  @Mutation(() => SubmissionOutput, {
    description:
      "Sign on CEAC yourself (docs/adr/0045): while CEAC's sign page waits for the applicant (pendingAction SIGNATURE), the applicant (a personal workspace's form owner, or a client link with submit) chooses to sign on ceac.state.gov in their own browser. The robot leaves the sign page without signing, the filing waits in pendingAction SELF_SIGNATURE and `selfSignature` tells the applicant what CEAC asks. The credit stays used. CONFLICT (messageCode noSignatureWaiting) when the sign page is not waiting; FORBIDDEN (signPersonally) for anyone but the applicant.",
  })
  async signOnCeacYourself(
    @Ctx() ctx: SubgraphContext,
    @Arg('submissionId', () => ID) submissionId: string,
  ): Promise<SubmissionOutput> {
    return toSubmissionOutput(await submissions.signOnCeacYourself(ctx, submissionId));
  }

  @Mutation(() => SubmissionOutput, {
    description:
      '"I have signed on CEAC" (docs/adr/0045): Portico retrieves the application on CEAC (its start page asks a person for the captcha, as captchas are asked) and reads CEAC\'s answer: submitted → COMPLETED with the confirmation number; not signed yet → back to SELF_SIGNATURE with CEAC\'s answer in pendingAction.error. The robot never signs. CONFLICT (messageCode notSigningYourself) when the filing does not wait for the applicant to sign on CEAC; FORBIDDEN (signPersonally) for anyone but the applicant.',
  })
  async confirmSignedOnCeac(
    @Ctx() ctx: SubgraphContext,
    @Arg('submissionId', () => ID) submissionId: string,
  ): Promise<SubmissionOutput> {
    return toSubmissionOutput(await submissions.confirmSignedOnCeac(ctx, submissionId));
  }

  @FieldResolver(() => SelfSignatureOutput, {
    nullable: true,
    description:
      'While the applicant signs on CEAC themselves (pendingAction SELF_SIGNATURE), what CEAC asks to retrieve the application: for the applicant only (null for everyone else).',
  })
  async selfSignature(
    @Ctx() ctx: SubgraphContext,
    @Root() submission: SubmissionOutput,
  ): Promise<SelfSignatureOutput | null> {
    return submissions.selfSignature(ctx, submission);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The security answer, for retrieving the application on CEAC (stored encrypted). Until the filing is COMPLETED only the applicant reads it (with it, anyone could sign on CEAC in their place); null for others.',
  })
  securityAnswer(@Ctx() ctx: SubgraphContext, @Root() submission: SubmissionOutput): string | null {
    return submission.status === SubmissionStatus.COMPLETED || isSigner(ctx.actor, submission)
      ? submission.securityAnswer
      : null;
  }

  @Mutation(() => LiveViewAccessOutput, {
    description:
      "A ticket to the live view of the robot's browser while it files (docs/adr/0042). Members and a client link with view_status or submit watch; the applicant (a personal workspace's form owner, or a client link with submit) also acts on CEAC's sign page in it: ticks the boxes, types the passport number and captcha and clicks Sign and Submit.",
  })
  async openLiveView(
    @Ctx() ctx: SubgraphContext,
    @Arg('submissionId', () => ID) submissionId: string,
  ): Promise<LiveViewAccessOutput> {
    return submissions.openLiveView(ctx, submissionId);
  }

  @FieldResolver(() => [SignatureEvidenceOutput], {
    description:
      "The evidence of each time CEAC's sign page was handed to the applicant, oldest first (the newest 10).",
  })
  async signatureEvidence(
    @Ctx() ctx: SubgraphContext,
    @Root() submission: SubmissionOutput,
  ): Promise<SignatureEvidenceOutput[]> {
    return (await submissions.signatureEvidence(ctx, submission.id)).map(toEvidenceOutput);
  }

  @Subscription(() => SubmissionOutput, {
    description: 'Every change of one submission (status, step, captcha, confirmation).',
    subscribe: async ({ args, context }) => {
      const ctx = context as SubgraphContext;
      const id = parseId(args.submissionId as string, 'submissionId');
      const submission = await ctx.em.fork().findOne(Submission, { id });
      if (!submission || !canRead(ctx.actor, submission)) throw submissionNotFound();
      return ctx.pubSub.subscribe(SUBMISSION_CHANGED, id);
    },
  })
  async submissionChanged(
    @Ctx() ctx: SubgraphContext,
    @Root() payload: SubmissionChangedPayload,
    @Arg('submissionId', () => ID) _submissionId: string,
  ): Promise<SubmissionOutput> {
    return freshSubmission(ctx, payload);
  }

  @Subscription(() => SubmissionOutput, {
    description: "Every change of any of a workspace's submissions.",
    subscribe: ({ args, context }) => {
      const ctx = context as SubgraphContext;
      const workspaceId = parseId(args.workspaceId as string, 'workspaceId');
      requireWorkspaceMember(ctx.actor, workspaceId);
      return ctx.pubSub.subscribe(WORKSPACE_SUBMISSIONS_CHANGED, workspaceId);
    },
  })
  async workspaceSubmissionsChanged(
    @Ctx() ctx: SubgraphContext,
    @Root() payload: SubmissionChangedPayload,
    @Arg('workspaceId', () => ID) _workspaceId: string,
  ): Promise<SubmissionOutput> {
    return freshSubmission(ctx, payload);
  }
}
