import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum FormStatus {
  NOT_STARTED = 'NOT_STARTED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  ARCHIVED = 'ARCHIVED',
}

export enum TranslationState {
  NONE = 'NONE',
  IN_PROGRESS = 'IN_PROGRESS',
  TRANSLATED = 'TRANSLATED',
}

@Entity({ tableName: 'form' })
@Index({ properties: ['workspaceId', 'createdAt'] })
@Index({ properties: ['workspaceId', 'status', 'createdAt'] })
@Index({ properties: ['workspaceId', 'createdByUserId', 'createdAt'] })
@Index({ properties: ['workspaceId', 'progressPercent'] })
@Index({
  name: 'form_workspace_id_lower_name_index',
  expression:
    'create index "form_workspace_id_lower_name_index" on "forms"."form" ("workspace_id", lower("name"))',
})
@Index({
  name: 'form_lower_name_trgm_index',
  expression:
    'create index "form_lower_name_trgm_index" on "forms"."form" using gin (lower("name") public.gin_trgm_ops)',
})
export class Form {
  [OptionalProps]?:
    | 'status'
    | 'version'
    | 'createdAt'
    | 'updatedAt'
    | 'createdByUserId'
    | 'translationState'
    | 'progressCompleted'
    | 'progressApplicable'
    | 'progressPercent';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Enum({ items: () => FormStatus })
  status: FormStatus = FormStatus.NOT_STARTED;

  @Property({ type: 'integer', version: true })
  version!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** identity's user id (or `apiKey:<id>`), opaque here. */
  @Property({ type: 'string', length: 64, nullable: true })
  createdByUserId: string | null = null;

  @Enum({ items: () => TranslationState, default: TranslationState.NONE })
  translationState: TranslationState = TranslationState.NONE;

  /** Applicable sections completed; kept with every save so lists sort and show progress without answers. */
  @Property({ type: 'integer', default: 0 })
  progressCompleted: number = 0;

  @Property({ type: 'integer', default: 0 })
  progressApplicable: number = 0;

  @Property({ type: 'integer', default: 0 })
  progressPercent: number = 0;
}
