import { Field, ID, InputType, registerEnumType } from 'type-graphql';

export enum FormSource {
  BLANK = 'BLANK',
  RENEWAL = 'RENEWAL',
  FAMILY_MEMBER = 'FAMILY_MEMBER',
}
registerEnumType(FormSource, { name: 'FormSource' });

@InputType('CreateFormInput')
export class CreateFormInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String)
  name!: string;

  /** RENEWAL copies every answer of fromFormId but travel plans; FAMILY_MEMBER the shared sections. */
  @Field(() => FormSource, { defaultValue: FormSource.BLANK })
  source: FormSource = FormSource.BLANK;

  @Field(() => ID, { nullable: true })
  fromFormId?: string | null;
}

@InputType('DuplicateFormInput')
export class DuplicateFormInput {
  @Field(() => ID)
  formId!: string;

  @Field(() => String)
  name!: string;

  /** Section keys to copy. */
  @Field(() => [String])
  sections!: string[];
}

@InputType('FormIdInput')
export class FormIdInput {
  @Field(() => ID)
  id!: string;
}
