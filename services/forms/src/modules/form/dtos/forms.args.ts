import { ArgsType, Field, ID, Int, registerEnumType } from 'type-graphql';
import { FormStatus } from '../form.entity';

export enum FormSort {
  NAME = 'NAME',
  CREATED_AT = 'CREATED_AT',
  STATUS = 'STATUS',
  PROGRESS = 'PROGRESS',
}
registerEnumType(FormSort, { name: 'FormSort' });

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@ArgsType()
export class FormsArgs {
  @Field(() => ID)
  workspaceId!: string;

  /** Part of the form name, any case. */
  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => ID, { nullable: true })
  createdBy?: string | null;

  /** null: every status except ARCHIVED. */
  @Field(() => FormStatus, { nullable: true })
  status?: FormStatus | null;

  @Field(() => FormSort, { defaultValue: FormSort.CREATED_AT })
  sort: FormSort = FormSort.CREATED_AT;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  direction: SortDirection = SortDirection.DESC;

  @Field(() => Int, { defaultValue: 20 })
  limit: number = 20;

  @Field(() => Int, { defaultValue: 0 })
  offset: number = 0;
}
