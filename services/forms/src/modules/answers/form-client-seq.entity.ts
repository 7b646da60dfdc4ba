import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The last applied `seq` of each browser tab (`clientId`) on a form. */
@Entity({ tableName: 'form_client_seq' })
export class FormClientSeq {
  @PrimaryKey({ type: 'uuid' })
  formId!: string;

  @PrimaryKey({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'integer' })
  seq!: number;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
