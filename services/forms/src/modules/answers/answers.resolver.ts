import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@portico/service-kit';
import { FormOutput, toFormOutput } from '../form/dtos/form.output';
import { AnswersService } from './answers.service';
import { autosaveErrorOutcome, autosaveOutcome, autosaves } from './autosave-metrics';
import { SaveAnswersInput } from './dtos/save-answers.input';
import { SaveAnswersResult } from './dtos/save-answers.output';

const answers = new AnswersService();

/** The autosave (docs/adr/0009, 0049). */
@Resolver(() => FormOutput)
export class AnswersResolver {
  @Mutation(() => SaveAnswersResult)
  async saveAnswers(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SaveAnswersInput) input: SaveAnswersInput,
  ): Promise<SaveAnswersResult> {
    let saved;
    try {
      saved = await answers.save(ctx, input);
    } catch (error) {
      autosaves.inc({ outcome: autosaveErrorOutcome(error) });
      throw error;
    }
    const { outcome, form, loaded: data } = saved;
    autosaves.inc({ outcome: autosaveOutcome(outcome) });
    return Object.assign(new SaveAnswersResult(), {
      ...outcome,
      conflicts: outcome.conflicts.map((c) => ({
        ...c,
        updatedAt: c.updatedAt ? new Date(c.updatedAt) : null,
      })),
      form: toFormOutput(form, data),
    });
  }
}
