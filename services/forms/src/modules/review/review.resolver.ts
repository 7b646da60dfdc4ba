import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@portico/service-kit';
import { FormIdInput } from '../form/dtos/create-form.input';
import { FormOutput, toFormOutput } from '../form/dtos/form.output';
import {
  FormAnswerRefInput,
  ResetTranslationsResult,
  ReviewAnswerInput,
  TranslateAllResult,
  TranslateFieldResult,
  TranslationOutcomeKind,
} from './dtos/review.dto';
import { ReviewService } from './review.service';

const review = new ReviewService();

const OUTCOME = {
  translated: TranslationOutcomeKind.TRANSLATED,
  unchanged: TranslationOutcomeKind.UNCHANGED,
  needsHuman: TranslationOutcomeKind.NEEDS_HUMAN,
} as const;

/**
 * Review with originals and translation to English (ADR 0014), for members of the form's workspace
 * (screens offer it in business workspaces, where client links exist). Client links are refused.
 */
@Resolver()
export class ReviewResolver {
  @Mutation(() => TranslateFieldResult, {
    description: "Translates one answer's client original to English.",
  })
  async translateField(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => FormAnswerRefInput) input: FormAnswerRefInput,
  ): Promise<TranslateFieldResult> {
    const result = await review.translateField(ctx, input);
    return Object.assign(new TranslateFieldResult(), {
      section: input.section,
      path: input.path,
      outcome: OUTCOME[result.outcome.kind],
      value: result.value,
      form: toFormOutput(result.form, result.loaded),
    });
  }

  @Mutation(() => TranslateAllResult, {
    description: 'Translates every client original the agency has not edited by hand.',
  })
  async translateAll(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => FormIdInput) input: FormIdInput,
  ): Promise<TranslateAllResult> {
    const result = await review.translateAll(ctx, input.id);
    return Object.assign(new TranslateAllResult(), {
      translated: result.translated,
      needsHuman: result.needsHuman,
      unchanged: result.unchanged,
      form: toFormOutput(result.form, result.loaded),
    });
  }

  @Mutation(() => ResetTranslationsResult, {
    description: 'Puts every answer with a client original back to the original (translations and edits go).',
  })
  async resetTranslations(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => FormIdInput) input: FormIdInput,
  ): Promise<ResetTranslationsResult> {
    const result = await review.resetTranslations(ctx, input.id);
    return Object.assign(new ResetTranslationsResult(), {
      reset: result.reset,
      form: toFormOutput(result.form, result.loaded),
    });
  }

  @Mutation(() => FormOutput, {
    description: 'Settles an answer the client changed after the agency edited it.',
  })
  async reviewAnswer(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ReviewAnswerInput) input: ReviewAnswerInput,
  ): Promise<FormOutput> {
    const result = await review.reviewAnswer(ctx, input);
    return toFormOutput(result.form, result.loaded);
  }
}
