import { Field, Int, ObjectType } from 'type-graphql';
import { FormStatus } from '../form.entity';
import { FormOutput } from './form.output';

@ObjectType('FormPage', { simpleResolvers: true })
export class FormPage {
  @Field(() => [FormOutput])
  items!: FormOutput[];

  /** Forms matching the search and filters. */
  @Field(() => Int)
  totalCount!: number;

  /** Every non-archived form of the workspace. */
  @Field(() => Int)
  workspaceTotal!: number;
}

@ObjectType('DashboardColumn', { simpleResolvers: true })
export class DashboardColumn {
  @Field(() => FormStatus)
  status!: FormStatus;

  @Field(() => Int)
  totalCount!: number;

  @Field(() => [FormOutput])
  items!: FormOutput[];
}
