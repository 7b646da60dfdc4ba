import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { FormOutput } from '../../form/dtos/form.output';

export enum TranslationOutcomeKind {
  TRANSLATED = 'TRANSLATED',
  UNCHANGED = 'UNCHANGED',
  NEEDS_HUMAN = 'NEEDS_HUMAN',
}
registerEnumType(TranslationOutcomeKind, {
  name: 'TranslationOutcome',
  valuesConfig: {
    TRANSLATED: {
      description: 'A provider gave English that passes the field rules; it is the agency value now.',
    },
    UNCHANGED: { description: 'Nothing to translate (already English, or not text).' },
    NEEDS_HUMAN: { description: 'No configured provider could translate it: a person must.' },
  },
});

export enum ReviewDecision {
  ACCEPT_CLIENT = 'ACCEPT_CLIENT',
  KEEP_AGENCY = 'KEEP_AGENCY',
}
registerEnumType(ReviewDecision, {
  name: 'ReviewDecision',
  valuesConfig: {
    ACCEPT_CLIENT: {
      description: "The client's changed original becomes the CEAC value (translate it next if needed).",
    },
    KEEP_AGENCY: { description: 'The agency value stays; the flag is cleared.' },
  },
});

@InputType('FormAnswerRefInput')
export class FormAnswerRefInput {
  @Field(() => ID)
  formId!: string;

  @Field(() => String)
  section!: string;

  /** Answer path, e.g. `surname` or `otherNames.0.surname`. */
  @Field(() => String)
  path!: string;
}

@InputType('ReviewAnswerInput')
export class ReviewAnswerInput extends FormAnswerRefInput {
  @Field(() => ReviewDecision)
  decision!: ReviewDecision;
}

@ObjectType('TranslateFieldResult', { simpleResolvers: true })
export class TranslateFieldResult {
  @Field(() => String)
  section!: string;

  @Field(() => String)
  path!: string;

  @Field(() => TranslationOutcomeKind)
  outcome!: TranslationOutcomeKind;

  /** The CEAC-bound value after the translation. */
  @Field(() => GraphQLJSON, { nullable: true })
  value!: unknown;

  @Field(() => FormOutput)
  form!: FormOutput;
}

@ObjectType('TranslateAllResult', { simpleResolvers: true })
export class TranslateAllResult {
  /** Originals given an English agency value. */
  @Field(() => Int)
  translated!: number;

  /** Originals no configured provider could translate (marked NEEDS_HUMAN). */
  @Field(() => Int)
  needsHuman!: number;

  /** Originals already English. */
  @Field(() => Int)
  unchanged!: number;

  @Field(() => FormOutput)
  form!: FormOutput;
}

@ObjectType('ResetTranslationsResult', { simpleResolvers: true })
export class ResetTranslationsResult {
  /** Answers whose agency value went back to the client's original. */
  @Field(() => Int)
  reset!: number;

  @Field(() => FormOutput)
  form!: FormOutput;
}
