import { Arg, Args, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { PageArgs, parseId, requireWorkspaceMember, type SubgraphContext } from '@portico/service-kit';
import { FormService } from './form.service';
import { CreateFormInput } from './dtos/create-form.input';
import { RenameFormInput } from './dtos/rename-form.input';
import { FormOutput, toFormOutput } from './dtos/form.output';
import { FormPage } from './dtos/form-page.output';
import { FORM_CHANGED, FormChangedEvent, type FormChangedPayload } from './dtos/form-changed-event.output';

const forms = new FormService();

@Resolver(() => FormOutput)
export class FormResolver {
  @Query(() => FormPage)
  async forms(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<FormPage> {
    const { items, totalCount } = await forms.list(ctx, workspaceId, page);
    return { items: items.map(toFormOutput), totalCount };
  }

  @Query(() => FormOutput)
  async form(@Ctx() ctx: SubgraphContext, @Arg('id', () => ID) id: string): Promise<FormOutput> {
    return toFormOutput(await forms.get(ctx, id));
  }

  @Mutation(() => FormOutput)
  async createForm(@Ctx() ctx: SubgraphContext, @Arg('input', () => CreateFormInput) input: CreateFormInput) {
    return toFormOutput(await forms.create(ctx, input));
  }

  @Mutation(() => FormOutput)
  async renameForm(@Ctx() ctx: SubgraphContext, @Arg('input', () => RenameFormInput) input: RenameFormInput) {
    return toFormOutput(await forms.rename(ctx, input));
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
