import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('User', { simpleResolvers: true, description: 'A Portico account.' })
export class UserOutput {
  @Field(() => ID, { description: 'The account id.' })
  id!: string;

  @Field(() => String, { description: 'The e-mail address the account signs in with (lower-case).' })
  email!: string;

  /** en | es | ru | cn | vi */
  @Field(() => String, { description: 'The language of the interface and e-mails: en, es, ru, cn or vi.' })
  language!: string;

  @Field(() => Boolean, {
    description: 'Whether the address was confirmed with the activation code; workspaces need it.',
  })
  activated!: boolean;

  @Field(() => Boolean, { description: 'Whether logging in asks for a code from an authenticator app.' })
  totpEnabled!: boolean;
}

@ObjectType('TotpEnrollment', {
  simpleResolvers: true,
  description: 'A two-step verification secret waiting for confirmTotpEnrollment.',
})
export class TotpEnrollmentOutput {
  /** Base32 secret, for manual entry. */
  @Field(() => String, { description: 'Base32 secret, for entering into an authenticator app by hand.' })
  secret!: string;

  /** otpauth://totp/… for a QR code. */
  @Field(() => String, { description: 'otpauth://totp/… URI of the same secret, for a QR code or a link.' })
  otpauthUri!: string;
}

@ObjectType('EmailChangeRequest', {
  simpleResolvers: true,
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
