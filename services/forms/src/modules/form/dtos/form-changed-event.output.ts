import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum FormChange {
  CREATED = 'CREATED',
  RENAMED = 'RENAMED',
}

registerEnumType(FormChange, { name: 'FormChange' });

/** What travels through NOTIFY: ids and the new version only; subscribers re-read the form. */
export interface FormChangedPayload {
  formId: string;
  workspaceId: string;
  change: FormChange;
  version: number;
}

@ObjectType('FormChangedEvent')
export class FormChangedEvent implements FormChangedPayload {
  @Field(() => ID)
  formId!: string;

  @Field(() => ID)
  workspaceId!: string;

  @Field(() => FormChange)
  change!: FormChange;

  @Field(() => Int)
  version!: number;
}

export const FORM_CHANGED = 'FORM_CHANGED';
