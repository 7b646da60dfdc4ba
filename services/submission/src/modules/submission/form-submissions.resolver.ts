import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { parseId, type SubgraphContext } from '@portico/service-kit';
import { SubmissionService } from './submission.service';
import { SubmissionStatus } from './submission.entity';
import { FormRef } from './dtos/form-ref.output';
import { SubmissionOutput, toSubmissionOutput } from './dtos/submission.output';

const submissions = new SubmissionService();

/** The Form fields this subgraph adds: its latest filing and the confirmation number it got. */
@Resolver(() => FormRef)
export class FormSubmissionsResolver {
  @FieldResolver(() => SubmissionOutput, {
    nullable: true,
    description: 'The most recent filing of the form on CEAC.',
  })
  async latestSubmission(
    @Ctx() ctx: SubgraphContext,
    @Root() form: FormRef,
  ): Promise<SubmissionOutput | null> {
    const latest = await submissions.latestForForm(ctx, parseId(form.id, 'id')).catch(() => null);
    return latest ? toSubmissionOutput(latest) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The confirmation number of the form's latest completed filing.",
  })
  async confirmationNumber(@Ctx() ctx: SubgraphContext, @Root() form: FormRef): Promise<string | null> {
    const latest = await submissions
      .latestForForm(ctx, parseId(form.id, 'id'), SubmissionStatus.COMPLETED)
      .catch(() => null);
    return latest?.confirmationNumber ?? null;
  }
}

export const formReferenceResolvers = {
  Form: {
    __resolveReference(reference: { id: string }): FormRef {
      return Object.assign(new FormRef(), { id: reference.id });
    },
  },
};
