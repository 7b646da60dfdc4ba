import { Field, ID, InputType } from 'type-graphql';
import { MemberRole } from '../../workspace/workspace.entity';

@InputType('InviteMemberInput')
export class InviteMemberInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  @Field(() => String, {
    description:
      'The e-mail address to invite. The answer is the same whether or not a Portico account uses it.',
  })
  email!: string;

  @Field(() => MemberRole, { nullable: true, description: 'The role on joining (default MEMBER).' })
  role?: MemberRole | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The e-mail's language when no account uses the address: en, es, ru, cn or vi (default: the inviting admin's account language). A person with an account reads it in their own account language.",
  })
  language?: string | null;
}

@InputType('ResendInvitationInput')
export class ResendInvitationInput {
  @Field(() => ID, { description: 'The invitation to send again.' })
  id!: string;
}

@InputType('RevokeInvitationInput')
export class RevokeInvitationInput {
  @Field(() => ID, { description: 'The invitation to withdraw.' })
  id!: string;
}

@InputType('AcceptInvitationInput')
export class AcceptInvitationInput {
  @Field(() => String, { description: "The token from the invitation link (after '#token=')." })
  token!: string;
}

@InputType('DeclineInvitationInput')
export class DeclineInvitationInput {
  @Field(() => String, { description: "The token from the invitation link (after '#token=')." })
  token!: string;
}
