import { Field, InputType } from 'type-graphql';

@InputType('ChangePasswordInput')
export class ChangePasswordInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newPassword!: string;
}

@InputType('ChangeEmailInput')
export class ChangeEmailInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newEmail!: string;
}

@InputType('ConfirmTotpEnrollmentInput')
export class ConfirmTotpEnrollmentInput {
  @Field(() => String)
  code!: string;
}

@InputType('DisableTotpInput')
export class DisableTotpInput {
  @Field(() => String)
  password!: string;
}
