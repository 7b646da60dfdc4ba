import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { FormStatus, TranslationState } from '../form.entity';
import type { FormRecord, LoadedAnswers } from '../form-records';

registerEnumType(FormStatus, { name: 'FormStatus' });
registerEnumType(TranslationState, { name: 'TranslationState' });

export enum SectionStatus {
  NOT_STARTED = 'NOT_STARTED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
}
registerEnumType(SectionStatus, { name: 'SectionStatus' });

@ObjectType('FormProgress')
export class FormProgress {
  /** Applicable sections completed. */
  @Field(() => Int)
  completed!: number;

  @Field(() => Int)
  applicable!: number;

  @Field(() => Int)
  percent!: number;
}

@ObjectType('FormSection')
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
}

@ObjectType('FormTransition')
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

@ObjectType('FormTransitionPage')
export class FormTransitionPage {
  @Field(() => [FormTransitionOutput])
  items!: FormTransitionOutput[];

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType('Form')
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
