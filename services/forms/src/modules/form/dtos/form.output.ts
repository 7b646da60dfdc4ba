import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { FormStatus, TranslationState } from '../form.entity';
import type { LoadedAnswers } from '../answer-model';
import type { FormRecord } from '../form-records';

registerEnumType(FormStatus, { name: 'FormStatus' });
registerEnumType(TranslationState, { name: 'TranslationState' });

export enum SectionStatus {
  NOT_STARTED = 'NOT_STARTED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
}
registerEnumType(SectionStatus, { name: 'SectionStatus' });

@ObjectType('FormProgress', { simpleResolvers: true })
export class FormProgress {
  /** Applicable sections completed. */
  @Field(() => Int)
  completed!: number;

  @Field(() => Int)
  applicable!: number;

  @Field(() => Int)
  percent!: number;
}

export enum FieldTranslation {
  MACHINE = 'MACHINE',
  NEEDS_HUMAN = 'NEEDS_HUMAN',
}
registerEnumType(FieldTranslation, {
  name: 'FieldTranslation',
  valuesConfig: {
    MACHINE: { description: 'The agency value came from a translation provider.' },
    NEEDS_HUMAN: { description: 'No configured provider could translate the original: a person must.' },
  },
});

/** Review state of one answer that has a client original or an agency edit (ADR 0014). */
@ObjectType('FieldReview', { simpleResolvers: true })
export class FieldReviewOutput {
  @Field(() => String)
  path!: string;

  /** `client:<clientLinkId>` of the client who wrote the original. */
  @Field(() => String, { nullable: true })
  originalBy!: string | null;

  @Field(() => Date, { nullable: true })
  originalAt!: Date | null;

  /** The member (user id, or `apiKey:<id>`) who made the agency value; null while the value is the original. */
  @Field(() => String, { nullable: true })
  agencyBy!: string | null;

  @Field(() => Date, { nullable: true })
  agencyAt!: Date | null;

  /** The client changed the original after the agency edited the answer. */
  @Field(() => Boolean)
  needsReview!: boolean;

  @Field(() => FieldTranslation, { nullable: true })
  translation!: FieldTranslation | null;
}

/** A CEAC-bound answer that breaks the English-only rules. */
@ObjectType('AnswerProblem', { simpleResolvers: true })
export class AnswerProblemOutput {
  @Field(() => String)
  section!: string;

  @Field(() => String)
  path!: string;

  @Field(() => String)
  messageId!: string;

  /** English; screens translate messageId. */
  @Field(() => String)
  message!: string;
}

/**
 * Something worth knowing about an answer that never blocks completion or filing: the passport
 * expires less than six months after the intended arrival (or after today while no arrival date is
 * known).
 */
@ObjectType('AnswerWarning', {
  simpleResolvers: true,
  description:
    'Something worth knowing about an answer that never blocks completion or filing (CEAC files the form as it is).',
})
export class AnswerWarningOutput {
  @Field(() => String, { description: 'Stable code of the rule, e.g. PASSPORT_VALIDITY.' })
  code!: string;

  @Field(() => String)
  section!: string;

  @Field(() => String, { description: 'Answer path inside the section, e.g. expirationDate.' })
  path!: string;

  @Field(() => String)
  messageId!: string;

  /** English; screens translate messageId. */
  @Field(() => String, { description: 'The warning in English; screens show messageId translated.' })
  message!: string;
}

@ObjectType('MissingAnswer', {
  simpleResolvers: true,
  description:
    'A shown question of a section that has no valid answer yet: what keeps the section from COMPLETED.',
})
export class MissingAnswerOutput {
  @Field(() => String, {
    description:
      "The answer path inside the section, as saveAnswers takes it (`surname`, `otherNames.0.surname`; a repeater's own path, e.g. `otherNames`, when it needs rows).",
  })
  path!: string;

  @Field(() => String, {
    description:
      'The code of the message the validators give (`ds160.error.required`, `ds160.error.format.phone`, …), the key of the questionnaire catalog in en, es, ru, cn and vi.',
  })
  messageId!: string;

  @Field(() => String, { description: 'The message in English; screens show messageId translated.' })
  message!: string;
}

@ObjectType('FormSection', { simpleResolvers: true })
export class FormSectionOutput {
  @Field(() => String)
  key!: string;

  @Field(() => Boolean)
  applies!: boolean;

  @Field(() => SectionStatus)
  status!: SectionStatus;

  @Field(() => Int)
  answered!: number;

  @Field(() => Int)
  total!: number;

  /** SectionAnswers exactly as shared-types reads them (sensitive ones decrypted). */
  @Field(() => GraphQLJSON)
  answers!: unknown;

  /** { [answerPath]: the form version the answer was last written at }. */
  @Field(() => GraphQLJSON)
  versions!: Record<string, number>;

  /**
   * { [answerPath]: the client's original } for members of the workspace (a client link reads its
   * originals as `answers`). Empty when no client answered.
   */
  @Field(() => GraphQLJSON)
  originals!: Record<string, unknown>;

  /** Who wrote the original and the agency value, review flags and translation marks, per answer. */
  @Field(() => [FieldReviewOutput])
  reviews!: FieldReviewOutput[];

  @Field(() => [AnswerWarningOutput], {
    description: "Warnings on this section's answers (never a block), judged today. Empty when none.",
  })
  warnings!: AnswerWarningOutput[];

  @Field(() => [MissingAnswerOutput], {
    description:
      "What keeps this section from COMPLETED: each shown question whose answer is absent or refused, in the questionnaire's order, judged as the status is. Empty exactly when an applicable section is COMPLETED; empty for a section that does not apply.",
  })
  missing!: MissingAnswerOutput[];
}

@ObjectType('FormTransition', { simpleResolvers: true })
export class FormTransitionOutput {
  @Field(() => FormStatus, { nullable: true })
  from!: FormStatus | null;

  @Field(() => FormStatus)
  to!: FormStatus;

  @Field(() => Date)
  at!: Date;

  @Field(() => ID, { nullable: true })
  by!: string | null;
}

@ObjectType('FormTransitionPage', { simpleResolvers: true })
export class FormTransitionPage {
  @Field(() => [FormTransitionOutput])
  items!: FormTransitionOutput[];

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType('Form', { simpleResolvers: true })
@Directive('@key(fields: "id")')
export class FormOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String)
  name!: string;

  /** Identity user id of the member who created it (`apiKey:<id>` when an API key did). */
  @Field(() => ID)
  createdBy!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  /** Bumped by every applied save, rename and transition. */
  @Field(() => Int)
  version!: number;

  @Field(() => FormStatus)
  status!: FormStatus;

  @Field(() => FormProgress)
  progress!: FormProgress;

  @Field(() => TranslationState)
  translationState!: TranslationState;

  /**
   * Why the form is not complete although every section is: the CEAC-bound answers (the agency
   * value, else the client's original) that break the English-only rules. Empty otherwise.
   */
  @Field(() => [AnswerProblemOutput])
  notInEnglish!: AnswerProblemOutput[];

  /** The message refusing completion while `notInEnglish` is not empty, listing the answers; else null. */
  @Field(() => String, { nullable: true })
  completionBlockedReason!: string | null;

  /** Answers flagged for review (the client changed them after the agency's edit). */
  @Field(() => Int)
  reviewCount!: number;

  @Field(() => [AnswerWarningOutput], {
    description:
      'Warnings on the answers of the applicable sections (never a block: a form with warnings can be completed and filed), judged today.',
  })
  warnings!: AnswerWarningOutput[];

  /** Answers and section states, loaded once per form and request when a section field asks. */
  loaded?: Promise<LoadedAnswers>;
}

export function toFormOutput(form: FormRecord, loaded?: LoadedAnswers): FormOutput {
  return Object.assign(new FormOutput(), {
    id: form.id,
    workspaceId: form.workspaceId,
    name: form.name,
    createdBy: form.createdBy ?? '',
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
    version: form.version,
    status: form.status,
    progress: Object.assign(new FormProgress(), form.progress),
    translationState: form.translationState,
    loaded: loaded ? Promise.resolve(loaded) : undefined,
  });
}
