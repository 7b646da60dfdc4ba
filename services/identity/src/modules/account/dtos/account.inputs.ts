import { Field, InputType } from 'type-graphql';

@InputType('ChangePasswordInput')
export class ChangePasswordInput {
  @Field(() => String, { description: 'Re-authentication: the present password.' })
  currentPassword!: string;

  @Field(() => String, {
    description: 'At least 10 characters, not the e-mail address, not a common password.',
  })
  newPassword!: string;
}

@InputType('RequestEmailChangeInput')
export class RequestEmailChangeInput {
  @Field(() => String, { description: 'Re-authentication: the password of the signed-in account.' })
  currentPassword!: string;

  @Field(() => String, { description: 'The address to move the account to; a code is e-mailed to it.' })
  newEmail!: string;
}

@InputType('ConfirmEmailChangeInput')
export class ConfirmEmailChangeInput {
  @Field(() => String, { description: 'The 6-digit code e-mailed to the new address.' })
  code!: string;
}

@InputType('ConfirmTotpEnrollmentInput')
export class ConfirmTotpEnrollmentInput {
  @Field(() => String, { description: 'The 6-digit code the authenticator app shows now.' })
  code!: string;
}

@InputType('DisableTotpInput')
export class DisableTotpInput {
  @Field(() => String, { description: 'Re-authentication: the password of the account.' })
  password!: string;
}
