import { Field, ObjectType } from 'type-graphql';

@ObjectType('SelfSignature', {
  simpleResolvers: true,
  description:
    'What the applicant types on CEAC to retrieve the application and sign it themselves (docs/adr/0045): only the applicant (a personal workspace’s form owner, a client link with submit) reads it, while the filing waits for them (pendingAction SELF_SIGNATURE).',
})
export class SelfSignatureOutput {
  @Field(() => String, { description: "CEAC's Application ID (AA + 8 characters)." })
  applicationId!: string;

  @Field(() => String, { description: "CEAC's security question number (1-20) set for this application." })
  securityQuestion!: string;

  @Field(() => String, {
    nullable: true,
    description: "The security question in CEAC's own English, where it is attested (else null).",
  })
  securityQuestionText!: string | null;

  @Field(() => String, { description: 'The security answer, exactly as CEAC expects it.' })
  securityAnswer!: string;

  @Field(() => String, { description: 'The first five letters of the surname, as CEAC asks them.' })
  surnameLetters!: string;

  @Field(() => String, { description: 'The year of birth, as CEAC asks it.' })
  birthYear!: string;

  @Field(() => String, { description: "CEAC's start page, where the application is retrieved." })
  startPageUrl!: string;
}
