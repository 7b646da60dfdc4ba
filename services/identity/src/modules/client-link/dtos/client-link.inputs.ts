import { Field, ID, InputType, Int } from 'type-graphql';
import { ClientLinkPermissionValue } from './client-link.output';

@InputType('CreateClientLinkInput')
export class CreateClientLinkInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  @Field(() => ID, { description: 'The form of that workspace the client fills in.' })
  formId!: string;

  @Field(() => String, { description: "The client's name (1-200 characters)." })
  clientName!: string;

  @Field(() => String, { description: "The client's e-mail address." })
  clientEmail!: string;

  @Field(() => [ClientLinkPermissionValue], { description: 'At least one permission.' })
  permissions!: ClientLinkPermissionValue[];

  @Field(() => Int, { nullable: true, description: 'Days until the link expires, 1-365 (default 90).' })
  expiresInDays?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Optional maximum number of uses (1-10000); null for no cap.',
  })
  maxUses?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The client's language: en, es, ru, cn or vi (default en).",
  })
  defaultLanguage?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'E-mail the URL to the client now (default false). The link is created only when the e-mail is sent: an address the mail relay refuses (BAD_USER_INPUT, reason ADDRESS_UNDELIVERABLE), a relay that cannot take it now (SERVICE_UNAVAILABLE, MAIL_UNAVAILABLE), or an address that had 6 client-link e-mails in the last hour or 20 in the last day (BAD_USER_INPUT, MAIL_BUDGET) stores nothing.',
  })
  sendEmail?: boolean | null;
}

@InputType('RevokeClientLinkInput')
export class RevokeClientLinkInput {
  @Field(() => ID, { description: 'The access id of the link to revoke.' })
  id!: string;
}

@InputType('SendClientLinkInput')
export class SendClientLinkInput {
  @Field(() => ID, { description: 'The access id of the link.' })
  id!: string;

  @Field(() => String, {
    description:
      'The token of the link (the part after #token= of the URL answered at creation); identity keeps only its hash, so it cannot send a link it was not given.',
  })
  token!: string;
}
