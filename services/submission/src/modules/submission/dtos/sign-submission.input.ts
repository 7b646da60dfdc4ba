import { Field, InputType } from 'type-graphql';

@InputType('SignSubmissionInput', {
  description: "The applicant's own signature on CEAC's Sign and Submit page.",
})
export class SignSubmissionInput {
  @Field(() => Boolean, {
    description: 'I certify that I have viewed and read the U.S. Government Fact Sheet on FGM/C.',
  })
  fgmcCertified!: boolean;

  @Field(() => String, { description: 'The passport number, typed again by the applicant.' })
  passportNumber!: string;

  @Field(() => String, { description: 'The code of the captcha image on the Sign page.' })
  captcha!: string;
}
