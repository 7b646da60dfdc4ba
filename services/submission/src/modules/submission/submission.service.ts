import { GraphQLError } from 'graphql';
import { randomInt, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  checkPage,
  forbidden,
  parseId,
  requireWorkspaceMember,
  type SubgraphContext,
} from '@portico/service-kit';
import {
  isBusinessMember,
  type Actor,
  type FilingMessageCode,
  type FormAnswers,
} from '@portico/shared-types';
import { FINAL_STATUSES, Submission, SubmissionStatus, type PendingAction } from './submission.entity';
import { SubmissionStep } from './submission-step.entity';
import {
  alreadyFiled,
  alreadyInFlight,
  formArchived,
  formNotComplete,
  formNotFound,
  noCaptchaWaiting,
  noPreparer,
  refusal,
  submissionNotFound,
} from './submission.errors';
import { actorRef, canFile, canRead, isSigner, requireSigner } from './submission-access';
import { SelfSignatureOutput } from './dtos/self-signature.output';
import { retrievalFacts } from '../../robot/types';
import { SignatureEvidence } from './signature-evidence.entity';
import { LiveViewRole } from './dtos/live-view.output';
import { issueLiveViewTicket, type LiveViewRight } from '../../live-view/ticket';
import { fetchFormSnapshot } from './forms-client';
import { fetchWorkspacePreparer } from './identity-client';
import type { RobotPreparer } from '../../robot/types';
import { consumeCredit, releaseCredit, type CreditRequest } from './billing-credits';
import { secretCipher, secretPlace } from './secret-cipher';
import { publishSubmissionChanged } from './submission-events';
import { enqueueFiling } from '../../queue/filing-queue';
import { IN_FLIGHT, transition } from '../filing/state-machine';
import { ormSql } from '../filing/sql';
import { SubmissionStore, type EarlierFiling } from '../filing/submission-store';

type Ctx = Pick<SubgraphContext, 'actor' | 'em' | 'logger' | 'pubSub' | 'signedActor'>;

/** CEAC's security questions are ddlQuestions values 1..20. */
export const SECURITY_QUESTION_COUNT = 20;
const ANSWER_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A random security answer: 10 capital letters (no I or O), easy to read back and type on CEAC. */
export function randomSecurityAnswer(): string {
  return Array.from({ length: 10 }, () => ANSWER_LETTERS[randomInt(ANSWER_LETTERS.length)]).join('');
}

/**
 * CEAC's security questions (ddlQuestions values) whose English text is attested (ds160-facts §2.10);
 * the others are shown by their number.
 */
const CEAC_SECURITY_QUESTIONS: Record<string, string> = {
  '3': "What is your maternal grandmother's maiden name?",
};

// A filing's security question is one of CEAC's 20, chosen at random (createSubmission). Always
// choosing question 3 (the one whose text is attested, so the applicant could be told it in words)
// made the kill -9 suite's resume at the sign page wait on a captcha nobody answered, after earlier
// filings on the same simulator (2 runs of 2; random questions: green): reverted until understood.

/** Where the applicant retrieves the application: where the robot files (CEAC_BASE_URL, as config.ts reads it). */
function ceacBaseUrl(): string {
  return (process.env.CEAC_BASE_URL ?? 'http://127.0.0.1:4105').replace(/\/$/, '');
}

/** Hand-offs of the sign page `signatureEvidence` answers, the newest (the gateway's cost table says so). */
const MAX_EVIDENCE_ANSWERED = 10;

/** How long a new submission waits for its job before the workers' sweep queues it again. */
const FIRST_PICKUP_SECONDS = 30;

function trimmed(value: string, field: string, max: number, messageCode: FilingMessageCode): string {
  const text = value.trim();
  if (text.length === 0 || text.length > max) throw refusal('BAD_USER_INPUT', messageCode, field);
  return text;
}

export class SubmissionService {
  async list(
    ctx: Ctx,
    workspaceId: string,
    page: { limit: number; offset: number },
    status?: SubmissionStatus | null,
  ) {
    const id = parseId(workspaceId, 'workspaceId');
    requireWorkspaceMember(ctx.actor, id);
    const { limit, offset } = checkPage(page);
    const [items, totalCount] = await ctx.em.findAndCount(
      Submission,
      status ? { workspaceId: id, status } : { workspaceId: id },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset },
    );
    return { items, totalCount };
  }

  /** A form's submissions: members of its workspace, and a client link (view_status or submit) of that form. */
  async listForForm(ctx: Ctx, formIdArg: string, page: { limit: number; offset: number }) {
    const formId = parseId(formIdArg, 'formId');
    const { limit, offset } = checkPage(page);
    const filter = this.formFilter(ctx.actor, formId);
    if (!filter) return { items: [], totalCount: 0 };
    const [items, totalCount] = await ctx.em.findAndCount(Submission, filter, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit,
      offset,
    });
    return { items, totalCount };
  }

  /** Rows of a form the actor may read (a member: of their workspaces only). */
  private formFilter(actor: Actor, formId: string) {
    if (actor.kind === 'anonymous') {
      canRead(actor, { workspaceId: '', formId }); // throws UNAUTHENTICATED
      return null;
    }
    if (actor.kind === 'client') {
      if (!canRead(actor, { workspaceId: actor.workspaceId, formId })) throw forbidden();
      return { formId, workspaceId: actor.workspaceId };
    }
    if (actor.kind === 'user' || actor.kind === 'apiKey') {
      const workspaces =
        actor.kind === 'apiKey' ? [actor.workspaceId] : actor.memberships.map((m) => m.workspaceId);
      return { formId, workspaceId: { $in: workspaces } };
    }
    return null;
  }

  /** NOT_FOUND both when missing and when the actor may not read it. */
  async get(ctx: Ctx, submissionId: string, em: EntityManager = ctx.em): Promise<Submission> {
    const submission = await em.findOne(Submission, { id: parseId(submissionId) }, { refresh: true });
    if (!submission || !canRead(ctx.actor, submission)) throw submissionNotFound();
    return submission;
  }

  async latestForForm(ctx: Ctx, formId: string, status?: SubmissionStatus): Promise<Submission | null> {
    const filter = this.formFilter(ctx.actor, formId);
    if (!filter) return null;
    return ctx.em.findOne(Submission, status ? { ...filter, status } : filter, {
      orderBy: { createdAt: 'desc', id: 'asc' },
    });
  }

  async steps(ctx: Ctx, submissionId: string, page: { limit: number; offset: number }) {
    const { limit, offset } = checkPage(page);
    const [items, totalCount] = await ctx.em.findAndCount(
      SubmissionStep,
      { submissionId },
      { orderBy: { seq: 'asc' }, limit, offset },
    );
    return { items, totalCount };
  }

  /**
   * Files a completed form: freezes its CEAC-bound answers (encrypted), chooses the security
   * question and answer, takes one credit and queues the robot. Every refusal stores nothing.
   */
  async create(ctx: Ctx, formIdArg: string, fileAgain = false): Promise<Submission> {
    const formId = parseId(formIdArg, 'formId');
    if (ctx.actor.kind === 'anonymous') canFile(ctx.actor, { workspaceId: '', formId });
    const form = await fetchFormSnapshot(formId, ctx.signedActor);
    if (!form || !canFile(ctx.actor, { workspaceId: form.workspaceId, formId })) throw formNotFound();
    if (form.status === 'ARCHIVED') throw formArchived();
    if (form.status !== 'COMPLETED') throw formNotComplete();
    const { preparer, applicantEmail, applicantLanguage } = await this.preparerFor(
      ctx,
      form.workspaceId,
      formId,
    );

    // A first look, outside any transaction: a refusal calls no other service and stores nothing.
    const plan = this.weigh(await this.store(ctx).filingsOfForm(formId), fileAgain);
    const cipher = secretCipher();
    const id = randomUUID();
    // The credit, taken before the transaction (no lock is held while billing answers) by billing's
    // idempotent call, keyed by the filing's id; given back below when the filing is not stored.
    // A retry after a DS-160 error files on that filing's credit instead (docs/adr/0043).
    const taken: CreditRequest | null = plan.carried
      ? null
      : { workspaceId: form.workspaceId, submissionId: id };
    const returnToken = taken ? await this.takeCredit(ctx, taken) : null;
    try {
      await ctx.em.fork().transactional(async (em) => {
        const store = new SubmissionStore(ormSql(em));
        // The form's filings, locked: two requests at once queue here (and the partial unique index
        // on in-flight filings stops a second one all the same).
        const { carried } = this.weigh(await store.filingsOfForm(formId, true), fileAgain);
        const carry = !taken && carried ? carried : null;
        if (!taken && !carry) throw alreadyInFlight(); // the credit it counted on moved meanwhile
        let token = returnToken;
        if (carry)
          token = cipher.decrypt(carry.creditReturnTokenEncrypted!, secretPlace.creditReturnToken(carry.id));
        await store.insertFiling({
          id,
          workspaceId: form.workspaceId,
          formId,
          formName: form.name,
          createdBy: actorRef(ctx.actor),
          formCreatedBy: form.createdBy,
          notifyEmail: this.applicantEmail(ctx.actor, form.workspaceId) ?? applicantEmail,
          notifyLanguage: applicantLanguage,
          securityQuestion: String(randomInt(1, SECURITY_QUESTION_COUNT + 1)),
          securityAnswerEncrypted: cipher.encrypt(randomSecurityAnswer(), secretPlace.securityAnswer(id)),
          answersEncrypted: cipher.encrypt(JSON.stringify(form.answers), secretPlace.answers(id)),
          photoEncrypted: form.photo
            ? cipher.encrypt(form.photo.toString('base64'), secretPlace.photo(id))
            : null,
          preparer,
          firstPickupSeconds: FIRST_PICKUP_SECONDS,
          creditReturnTokenEncrypted: token ? cipher.encrypt(token, secretPlace.creditReturnToken(id)) : null,
          creditPaidBy: carry ? (carry.creditPaidBy ?? carry.id) : null,
        });
        if (carry) {
          if (!(await store.carryCredit(carry.id, id))) throw alreadyInFlight();
          await store.note(id, 'info', 'creditCarried');
        }
      });
    } catch (error) {
      // Taken, but the filing was not stored: the compensation gives the credit back (idempotent).
      if (taken) await this.giveBack(ctx, taken);
      // Two requests at once: the partial unique index lets one of them in.
      if (
        error instanceof UniqueConstraintViolationException ||
        (error as { code?: unknown } | null)?.code === '23505'
      )
        throw alreadyInFlight();
      throw error;
    }
    const submission = await ctx.em.fork().findOneOrFail(Submission, { id });
    const databaseUrl = ctx.em.config.get('clientUrl')!;
    await enqueueFiling(databaseUrl, { submissionId: submission.id }, ctx.logger).catch((err: unknown) =>
      ctx.logger.warn(
        { err, submissionId: submission.id },
        'queueing failed; the workers sweep will queue it',
      ),
    );
    publishSubmissionChanged(ctx.pubSub, submission);
    return submission;
  }

  /** The store on this request's connection (docs/adr/0055). */
  private store(ctx: Ctx): SubmissionStore {
    return new SubmissionStore(ormSql(ctx.em));
  }

  /**
   * Takes the filing's credit (billing's call is idempotent by submission id). When billing's answer
   * is lost (down, timed out) the credit may have been taken all the same: it is given back.
   */
  private async takeCredit(ctx: Ctx, request: CreditRequest): Promise<string | null> {
    try {
      return await consumeCredit(request, ctx.signedActor);
    } catch (error) {
      if (!(error instanceof GraphQLError && error.extensions.code === 'NO_CREDITS'))
        await this.giveBack(ctx, request);
      throw error;
    }
  }

  /** The compensation of a credit taken for a filing that was not stored (billing releases once). */
  private async giveBack(ctx: Ctx, request: CreditRequest): Promise<void> {
    await releaseCredit(request, ctx.signedActor).catch((err: unknown) =>
      ctx.logger.error(
        { err, ...request },
        'a credit taken for a filing that was not stored could not be given back',
      ),
    );
  }

  /**
   * Whether the form may be filed now, given its filings (newest first): refuses a second filing in
   * flight, and filing a filed form again unless asked for in so many words (a second CEAC
   * application). `carried`: the DS-160 error whose credit a retry files on (docs/adr/0043).
   */
  private weigh(earlier: EarlierFiling[], fileAgain: boolean): { carried: EarlierFiling | null } {
    if (earlier.some((s) => IN_FLIGHT.includes(s.status))) throw alreadyInFlight();
    if (earlier.some((s) => s.status === SubmissionStatus.COMPLETED) && !fileAgain) throw alreadyFiled();
    const latest = earlier[0];
    const carried =
      latest?.status === SubmissionStatus.DS160_ERROR &&
      latest.creditReturnTokenEncrypted &&
      !latest.creditCarriedTo &&
      !latest.creditReturnedAt
        ? latest
        : null;
    return { carried };
  }

  /**
   * Who CEAC is told prepared the application, frozen with the snapshot (docs/adr/0024): nobody in a
   * personal workspace (the applicant's own), the agency's details in a business workspace — which
   * must have them before it files.
   */
  private async preparerFor(
    ctx: Ctx,
    workspaceId: string,
    formId: string,
  ): Promise<{ preparer: RobotPreparer | null; applicantEmail: string | null; applicantLanguage: string }> {
    const actor = ctx.actor;
    // A member's actor says the workspace's type (absent: personal, as shared-types defines it).
    // In a personal workspace the applicant is the account: identity tells its language, and a
    // filing does not wait on that (English when identity cannot say).
    if (actor.kind === 'user' && !isBusinessMember(actor, workspaceId)) {
      const applicantLanguage = await fetchWorkspacePreparer(workspaceId, ctx.signedActor).then(
        (answer) => answer.applicantLanguage,
        () => 'en',
      );
      return { preparer: null, applicantEmail: null, applicantLanguage };
    }
    // In an agency, the applicant is the form's client: identity gives the e-mail and language of
    // its newest link.
    const { kind, preparer, applicantEmail, applicantLanguage } = await fetchWorkspacePreparer(
      workspaceId,
      ctx.signedActor,
      formId,
    );
    if (kind === 'personal') return { preparer: null, applicantEmail: null, applicantLanguage };
    if (!preparer) throw noPreparer();
    return { preparer, applicantEmail, applicantLanguage };
  }

  /** The applicant's own address: a member filing in a personal workspace is the applicant. */
  private applicantEmail(actor: Actor, workspaceId: string): string | null {
    if (actor.kind !== 'user') return null;
    const personal = actor.memberships.some(
      (m) => m.workspaceId === workspaceId && m.workspaceType !== 'business',
    );
    return personal ? actor.email : null;
  }

  async answerCaptcha(ctx: Ctx, submissionId: string, answerArg: string): Promise<Submission> {
    const submission = await this.get(ctx, submissionId);
    // A view_status link sees the submission but only watches.
    if (!canFile(ctx.actor, submission)) throw forbidden();
    const answer = trimmed(answerArg, 'answer', 20, 'typeCaptcha');
    return this.answer(ctx, submission, 'CAPTCHA', JSON.stringify({ captcha: answer }));
  }

  /**
   * A ticket to the live view of the robot's browser (docs/adr/0042): whoever may read the submission
   * watches; the applicant (requireSigner) gets the role whose input reaches CEAC's sign page. The
   * worker that holds the filing verifies it; the gateway passes the socket on to that worker.
   */
  async openLiveView(
    ctx: Ctx & { client?: { ip: string | null } },
    submissionId: string,
  ): Promise<{ path: string; role: LiveViewRole; expiresAt: Date }> {
    const submission = await this.get(ctx, submissionId);
    if (FINAL_STATUSES.includes(submission.status)) throw refusal('CONFLICT', 'notFilingNow');
    const sign = isSigner(ctx.actor, submission);
    // Whoever may answer a captcha through the relay (answerCaptcha) may type it on CEAC's page too;
    // only the applicant's input reaches the sign page (docs/adr/0042, addendum).
    const may: LiveViewRight[] = [
      ...(canFile(ctx.actor, submission) ? (['captcha'] as const) : []),
      ...(sign ? (['sign'] as const) : []),
    ];
    const actor = ctx.actor;
    const who =
      actor.kind === 'client'
        ? `client:${actor.clientLinkId}`
        : actor.kind === 'apiKey'
          ? `apiKey:${actor.apiKeyId}`
          : actor.kind === 'user'
            ? `user:${actor.userId}`
            : 'unknown';
    const { ticket, claims } = issueLiveViewTicket({
      sub: submission.id,
      role: sign ? 'sign' : 'watch',
      may,
      actor: who,
      session: (actor.kind === 'client' && actor.clientSessionId) || '',
      addr: ctx.client?.ip ?? '',
    });
    return {
      path: `/live-view/${submission.id}?ticket=${encodeURIComponent(ticket)}`,
      role: sign ? LiveViewRole.SIGN : LiveViewRole.WATCH,
      expiresAt: new Date(claims.exp),
    };
  }

  /** The evidence of each hand-off of the sign page, oldest first (whoever may read the submission). */
  async signatureEvidence(ctx: Ctx, submissionId: string): Promise<SignatureEvidence[]> {
    await this.get(ctx, submissionId);
    const newest = await ctx.em.find(
      SignatureEvidence,
      { submissionId },
      { orderBy: { startedAt: 'desc' }, limit: MAX_EVIDENCE_ANSWERED },
    );
    return newest.reverse();
  }

  /**
   * "Sign on CEAC yourself" (docs/adr/0045): only while CEAC's sign page waits for the applicant, and
   * only the applicant. The pending action becomes SELF_SIGNATURE at once (the worker that holds the
   * page sees it, leaves the page unsigned and gives its lease back); the checkpoint says `signing`
   * so the credit stays used whatever follows (the applicant may sign on CEAC at any time now).
   */
  async signOnCeacYourself(ctx: Ctx, submissionId: string): Promise<Submission> {
    const submission = await this.get(ctx, submissionId);
    requireSigner(ctx.actor, submission);
    const waiting = submission.pendingAction;
    if (waiting?.kind !== 'SIGNATURE' || !submission.applicationId)
      throw refusal('CONFLICT', 'noSignatureWaiting');
    const action: PendingAction = {
      id: randomUUID(),
      kind: 'SELF_SIGNATURE',
      imageDataUrl: '',
      attempt: 1,
      error: null,
      askedAt: new Date().toISOString(),
    };
    transition(submission.status, 'chooseSelfSignature');
    if (!(await this.store(ctx).chooseSelfSignature(submission.id, waiting.id, action)))
      throw refusal('CONFLICT', 'noSignatureWaiting');
    publishSubmissionChanged(ctx.pubSub, submission);
    return this.get(ctx, submission.id, ctx.em.fork());
  }

  /**
   * "I have signed on CEAC" (docs/adr/0045): a robot run retrieves the application and reads whether
   * CEAC has it submitted (RobotCheckpoint.selfSign); the filing is queued at once.
   */
  async confirmSignedOnCeac(ctx: Ctx, submissionId: string): Promise<Submission> {
    const submission = await this.get(ctx, submissionId);
    requireSigner(ctx.actor, submission);
    const waiting = submission.pendingAction;
    if (waiting?.kind !== 'SELF_SIGNATURE') throw refusal('CONFLICT', 'notSigningYourself');
    transition(submission.status, 'confirmSigned');
    const params = { applicationId: submission.applicationId ?? '' };
    if (!(await this.store(ctx).confirmSigned(submission.id, waiting.id, FIRST_PICKUP_SECONDS, params)))
      throw refusal('CONFLICT', 'notSigningYourself');
    const databaseUrl = ctx.em.config.get('clientUrl')!;
    await enqueueFiling(databaseUrl, { submissionId: submission.id }, ctx.logger).catch((err: unknown) =>
      ctx.logger.warn(
        { err, submissionId: submission.id },
        'queueing failed; the workers sweep will queue it',
      ),
    );
    publishSubmissionChanged(ctx.pubSub, submission);
    return this.get(ctx, submission.id, ctx.em.fork());
  }

  /**
   * What CEAC asks to retrieve the application, for the applicant only, while they sign on CEAC
   * themselves; null for anyone else and in any other state (docs/adr/0045).
   */
  async selfSignature(
    ctx: Ctx,
    filed: { id: string; workspaceId: string; formId: string; formCreatedBy: string | null },
  ): Promise<SelfSignatureOutput | null> {
    if (!isSigner(ctx.actor, filed)) return null;
    const submission = await ctx.em.fork().findOne(Submission, { id: filed.id });
    if (
      submission?.pendingAction?.kind !== 'SELF_SIGNATURE' ||
      !submission.applicationId ||
      !submission.answersEncrypted ||
      !submission.securityAnswerEncrypted ||
      !submission.securityQuestion
    )
      return null;
    const cipher = secretCipher();
    const answers = JSON.parse(
      cipher.decrypt(submission.answersEncrypted, secretPlace.answers(submission.id)),
    ) as FormAnswers;
    const { surnameLetters, birthYear } = retrievalFacts(answers);
    return Object.assign(new SelfSignatureOutput(), {
      applicationId: submission.applicationId,
      securityQuestion: submission.securityQuestion,
      securityQuestionText: CEAC_SECURITY_QUESTIONS[submission.securityQuestion] ?? null,
      securityAnswer: cipher.decrypt(
        submission.securityAnswerEncrypted,
        secretPlace.securityAnswer(submission.id),
      ),
      surnameLetters: surnameLetters.toUpperCase(),
      birthYear,
      startPageUrl: `${ceacBaseUrl()}/GenNIV/Default.aspx`,
    });
  }

  /** Stores the answer for the action now pending (only that one), clears it and tells watchers. */
  private async answer(
    ctx: Ctx,
    submission: Submission,
    kind: PendingAction['kind'],
    plaintext: string,
  ): Promise<Submission> {
    const action = submission.pendingAction;
    if (!action || action.kind !== kind) throw noCaptchaWaiting();
    transition(submission.status, 'answer');
    const encrypted = secretCipher().encrypt(plaintext, secretPlace.actionAnswer(submission.id, action.id));
    if (!(await this.store(ctx).answer(submission.id, action, encrypted))) throw noCaptchaWaiting();
    publishSubmissionChanged(ctx.pubSub, submission);
    return this.get(ctx, submission.id, ctx.em.fork());
  }
}
