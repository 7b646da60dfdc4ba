import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FormStatus, type Form } from '../form.entity';

registerEnumType(FormStatus, { name: 'FormStatus' });

@ObjectType('Form')
@Directive('@key(fields: "id")')
export class FormOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => FormStatus)
  status!: FormStatus;

  @Field(() => Int)
  version!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export function toFormOutput(form: Form): FormOutput {
  return Object.assign(new FormOutput(), {
    id: form.id,
    workspaceId: form.workspaceId,
    name: form.name,
    status: form.status,
    version: form.version,
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
  });
}
