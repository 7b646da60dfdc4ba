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
import { parseId, requireWorkspaceMember, badUserInput, type SubgraphContext } from '@portico/service-kit';
import { isSectionKey, type Actor, type SectionKey } from '@portico/shared-types';
import { FormService } from './form.service';
import { canSeeAnswers } from './form-access';
import { loadAnswers } from './form-records';
import {
  clientView,
  rowsBySection,
  toSectionAnswers,
  type LoadedAnswers,
  type StoredAnswer,
} from './answer-model';
import { completionBlockedReason, notInEnglishOf } from './english-check';
import { answerWarnings } from './answer-warnings';
import { missingAnswers } from './missing-answers';
import { CreateFormInput, DuplicateFormInput, FormIdInput } from './dtos/create-form.input';
import { RenameFormInput } from './dtos/rename-form.input';
import {
  AnswerProblemOutput,
  AnswerWarningOutput,
  FieldReviewOutput,
  FieldTranslation,
  FormOutput,
  FormSectionOutput,
  FormTransitionOutput,
  FormTransitionPage,
  MissingAnswerOutput,
  SectionStatus,
  toFormOutput,
} from './dtos/form.output';
import { DashboardColumn, FormPage } from './dtos/form-page.output';
import { FormsArgs } from './dtos/forms.args';
import { FORM_CHANGED, FormChangedEvent, type FormChangedPayload } from './dtos/form-changed-event.output';

const forms = new FormService();

const SECTION_STATUS = {
  notStarted: SectionStatus.NOT_STARTED,
  inProgress: SectionStatus.IN_PROGRESS,
  completed: SectionStatus.COMPLETED,
} as const;

function loaded(ctx: SubgraphContext, form: FormOutput): Promise<LoadedAnswers> {
  form.loaded ??= loadAnswers(ctx.em, form.id, form.version);
  return form.loaded;
}

/**
 * A section of the form as the API answers it: the status fields at once, the answers and review
 * data only when asked for (the editor's autosave reads statuses, not answers). Getters on the
 * prototype, so a form's twenty-odd sections cost one small object each per answer.
 */
class SectionView implements FormSectionOutput {
  readonly applies: boolean;
  readonly status: SectionStatus;
  readonly answered: number;
  readonly total: number;

  constructor(
    private readonly data: LoadedAnswers,
    readonly key: SectionKey,
    private readonly actor: Actor,
  ) {
    const state = data.state.sections.find((s) => s.key === key)!;
    this.applies = state.applies;
    this.status = SECTION_STATUS[state.status];
    this.answered = state.answered;
    this.total = state.total;
  }

  private get isClient(): boolean {
    return this.actor.kind === 'client';
  }

  /** A client link reads and edits its originals; members read the CEAC-bound values (ADR 0014). */
  private rows(): StoredAnswer[] {
    if (!canSeeAnswers(this.actor)) return [];
    const rows = [...(rowsBySection(this.data).get(this.key)?.values() ?? [])];
    return this.isClient ? rows.map(clientView) : rows;
  }

  get answers(): unknown {
    return toSectionAnswers(this.rows());
  }

  get versions(): Record<string, number> {
    return Object.fromEntries(this.rows().map((r) => [r.path, r.version]));
  }

  get originals(): Record<string, unknown> {
    if (this.isClient) return {};
    return Object.fromEntries(this.rows().flatMap((r) => (r.original ? [[r.path, r.original.value]] : [])));
  }

  get warnings(): AnswerWarningOutput[] {
    if (!canSeeAnswers(this.actor)) return [];
    return answerWarnings(this.data, this.key).map((w) => Object.assign(new AnswerWarningOutput(), w));
  }

  get missing(): MissingAnswerOutput[] {
    return missingAnswers(this.data, this.key).map((m) => Object.assign(new MissingAnswerOutput(), m));
  }

  get reviews(): FieldReviewOutput[] {
    if (this.isClient) return [];
    return this.rows()
      .filter((r) => r.original || r.agency || r.needsReview || r.translation)
      .map((r) =>
        Object.assign(new FieldReviewOutput(), {
          path: r.path,
          originalBy: r.original?.by ?? null,
          originalAt: r.original?.at ?? null,
          agencyBy: r.agency?.by ?? null,
          agencyAt: r.agency?.at ?? null,
          needsReview: r.needsReview === true,
          translation: (r.translation as FieldTranslation | null) ?? null,
        }),
      );
  }
}

@Resolver(() => FormOutput)
export class FormResolver {
  @Query(() => FormPage)
  async forms(@Ctx() ctx: SubgraphContext, @Args(() => FormsArgs) args: FormsArgs): Promise<FormPage> {
    const page = await forms.list(ctx, args);
    return { ...page, items: page.items.map((f) => toFormOutput(f)) };
  }

  @Query(() => [DashboardColumn])
  async dashboard(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Arg('perColumn', () => Int, { defaultValue: 20 }) perColumn: number,
  ): Promise<DashboardColumn[]> {
    const columns = await forms.dashboard(ctx, workspaceId, perColumn);
    return columns.map((c) => ({ ...c, items: c.items.map((f) => toFormOutput(f)) }));
  }

  @Query(() => FormOutput)
  async form(@Ctx() ctx: SubgraphContext, @Arg('id', () => ID) id: string): Promise<FormOutput> {
    return toFormOutput(await forms.get(ctx, id));
  }

  @FieldResolver(() => [FormSectionOutput])
  async sections(@Ctx() ctx: SubgraphContext, @Root() form: FormOutput): Promise<FormSectionOutput[]> {
    const data = await loaded(ctx, form);
    return data.state.sections.map((s) => new SectionView(data, s.key, ctx.actor));
  }

  @FieldResolver(() => FormSectionOutput)
  async section(
    @Ctx() ctx: SubgraphContext,
    @Root() form: FormOutput,
    @Arg('key', () => String) key: string,
  ): Promise<FormSectionOutput> {
    if (!isSectionKey(key)) throw badUserInput(`Unknown section key: ${key.slice(0, 60)}`, 'key');
    return new SectionView(await loaded(ctx, form), key, ctx.actor);
  }

  @FieldResolver(() => [AnswerProblemOutput])
  async notInEnglish(@Ctx() ctx: SubgraphContext, @Root() form: FormOutput): Promise<AnswerProblemOutput[]> {
    if (!canSeeAnswers(ctx.actor)) return [];
    return notInEnglishOf(await loaded(ctx, form));
  }

  @FieldResolver(() => String, { nullable: true })
  async completionBlockedReason(
    @Ctx() ctx: SubgraphContext,
    @Root() form: FormOutput,
  ): Promise<string | null> {
    return completionBlockedReason(notInEnglishOf(await loaded(ctx, form)));
  }

  @FieldResolver(() => [AnswerWarningOutput])
  async warnings(@Ctx() ctx: SubgraphContext, @Root() form: FormOutput): Promise<AnswerWarningOutput[]> {
    if (!canSeeAnswers(ctx.actor)) return [];
    return answerWarnings(await loaded(ctx, form)).map((w) => Object.assign(new AnswerWarningOutput(), w));
  }

  @FieldResolver(() => Int)
  async reviewCount(@Ctx() ctx: SubgraphContext, @Root() form: FormOutput): Promise<number> {
    if (ctx.actor.kind === 'client') return 0;
    return (await loaded(ctx, form)).rows.filter((r) => r.needsReview).length;
  }

  @FieldResolver(() => FormTransitionPage)
  async transitions(
    @Ctx() ctx: SubgraphContext,
    @Root() form: FormOutput,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<FormTransitionPage> {
    const page = await forms.transitions(ctx, form.id, { limit, offset });
    return { ...page, items: page.items.map((t) => Object.assign(new FormTransitionOutput(), t)) };
  }

  @Mutation(() => FormOutput)
  async createForm(@Ctx() ctx: SubgraphContext, @Arg('input', () => CreateFormInput) input: CreateFormInput) {
    const { form, loaded: data } = await forms.create(ctx, input);
    return toFormOutput(form, data);
  }

  @Mutation(() => FormOutput)
  async renameForm(@Ctx() ctx: SubgraphContext, @Arg('input', () => RenameFormInput) input: RenameFormInput) {
    return toFormOutput(await forms.rename(ctx, input));
  }

  @Mutation(() => FormOutput)
  async duplicateForm(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => DuplicateFormInput) input: DuplicateFormInput,
  ) {
    const { form, loaded: data } = await forms.duplicate(ctx, input);
    return toFormOutput(form, data);
  }

  @Mutation(() => FormOutput)
  async archiveForm(@Ctx() ctx: SubgraphContext, @Arg('input', () => FormIdInput) input: FormIdInput) {
    return toFormOutput(await forms.archive(ctx, input.id));
  }

  @Mutation(() => FormOutput)
  async unarchiveForm(@Ctx() ctx: SubgraphContext, @Arg('input', () => FormIdInput) input: FormIdInput) {
    const { form, loaded: data } = await forms.unarchive(ctx, input.id);
    return toFormOutput(form, data);
  }

  @Subscription(() => FormChangedEvent, {
    subscribe: ({ args, context }) => {
      const ctx = context as SubgraphContext;
      const workspaceId = parseId(args.workspaceId as string, 'workspaceId');
      requireWorkspaceMember(ctx.actor, workspaceId);
      return ctx.pubSub.subscribe(FORM_CHANGED, workspaceId);
    },
  })
  formChanged(
    @Root() event: FormChangedPayload,
    @Arg('workspaceId', () => ID) _workspaceId: string,
  ): FormChangedEvent {
    return Object.assign(new FormChangedEvent(), event);
  }
}

/** Federation: other subgraphs refer to a Form by id. */
export const formReferenceResolvers = {
  Form: {
    async __resolveReference(reference: { id: string }, ctx: SubgraphContext): Promise<FormOutput | null> {
      try {
        return toFormOutput(await forms.get(ctx, reference.id));
      } catch {
        return null;
      }
    },
  },
};
