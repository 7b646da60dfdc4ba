import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FormStatus } from '../form.entity';

export enum FormChange {
  CREATED = 'CREATED',
  RENAMED = 'RENAMED',
  ANSWERS_SAVED = 'ANSWERS_SAVED',
  STATUS_CHANGED = 'STATUS_CHANGED',
  ARCHIVED = 'ARCHIVED',
  UNARCHIVED = 'UNARCHIVED',
}

registerEnumType(FormChange, { name: 'FormChange' });

/** What travels through NOTIFY: ids, version, status and answer paths (never values). */
export interface FormChangedPayload {
  formId: string;
  workspaceId: string;
  change: FormChange;
  version: number;
  status: FormStatus;
  by: string | null;
  clientId: string | null;
  paths: string[];
}

@ObjectType('FormChangedEvent', { simpleResolvers: true })
export class FormChangedEvent implements FormChangedPayload {
  @Field(() => FormChange)
  change!: FormChange;

  @Field(() => ID)
  formId!: string;

  @Field(() => ID)
  workspaceId!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => FormStatus)
  status!: FormStatus;

  /** The user who caused it. */
  @Field(() => ID, { nullable: true })
  by!: string | null;

  /** For ANSWERS_SAVED: the tab that saved (it ignores its own echo). */
  @Field(() => ID, { nullable: true })
  clientId!: string | null;

  /** For ANSWERS_SAVED: "section.path" of each applied change. */
  @Field(() => [String])
  paths!: string[];
}

export const FORM_CHANGED = 'FORM_CHANGED';
