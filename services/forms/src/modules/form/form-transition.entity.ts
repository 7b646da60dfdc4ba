import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { FormStatus } from './form.entity';

/** A change of form status: who moved it, when, from what to what. */
@Entity({ tableName: 'form_transition' })
@Index({ properties: ['formId', 'at'] })
export class FormTransition {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  formId!: string;

  @Enum({ items: () => FormStatus, nullable: true })
  fromStatus: FormStatus | null = null;

  @Enum({ items: () => FormStatus })
  toStatus!: FormStatus;

  @Property({ type: 'datetime' })
  at: Date = new Date();

  @Property({ type: 'string', length: 64, nullable: true })
  by: string | null = null;
}
