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
