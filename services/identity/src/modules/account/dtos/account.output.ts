import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('User')
export class UserOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  /** en | es | ru | cn | vi */
  @Field(() => String)
  language!: string;

  @Field(() => Boolean)
  activated!: boolean;

  @Field(() => Boolean)
  totpEnabled!: boolean;
}

@ObjectType('TotpEnrollment')
export class TotpEnrollmentOutput {
  /** Base32 secret, for manual entry. */
  @Field(() => String)
  secret!: string;

  /** otpauth://totp/… for a QR code. */
  @Field(() => String)
  otpauthUri!: string;
}

@ObjectType('EmailChangeRequest', {
  description: 'A change of e-mail address waiting for the code sent to the new address.',
})
export class EmailChangeRequestOutput {
  @Field(() => String, {
    description: 'The address the code was sent to; it becomes the account address once confirmed.',
  })
  pendingEmail!: string;

  @Field(() => Date, { description: 'When the code stops working (15 minutes after it was sent).' })
  expiresAt!: Date;
}
