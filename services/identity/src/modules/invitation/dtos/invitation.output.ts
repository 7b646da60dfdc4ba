import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MemberRole } from '../../workspace/workspace.entity';
import type { Invitation } from '../invitation.entity';

export enum InvitationState {
  PENDING = 'PENDING',
  EXPIRED = 'EXPIRED',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  REVOKED = 'REVOKED',
}

registerEnumType(InvitationState, {
  name: 'InvitationState',
  description: 'Where an invitation stands.',
  valuesConfig: {
    PENDING: { description: 'Sent; the link works until it expires.' },
    EXPIRED: { description: 'Not answered in time; an admin can send it again.' },
    ACCEPTED: { description: 'The invited person joined the workspace.' },
    DECLINED: { description: 'The invited person declined.' },
    REVOKED: { description: 'An admin withdrew it (or it was replaced by a new invitation).' },
  },
});

export function invitationState(invitation: Invitation, now = Date.now()): InvitationState {
  if (invitation.acceptedAt) return InvitationState.ACCEPTED;
  if (invitation.declinedAt) return InvitationState.DECLINED;
  if (invitation.revokedAt) return InvitationState.REVOKED;
  if (invitation.expiresAt.getTime() <= now) return InvitationState.EXPIRED;
  return InvitationState.PENDING;
}

@ObjectType('Invitation', {
  simpleResolvers: true,
  description: 'An invitation to join a business workspace, as its admins see it.',
})
export class InvitationOutput {
  @Field(() => ID, { description: 'The invitation id.' })
  id!: string;

  @Field(() => ID, { description: 'The workspace the person is invited to.' })
  workspaceId!: string;

  @Field(() => String, { description: 'The invited e-mail address.' })
  email!: string;

  @Field(() => MemberRole, { description: 'The role the person gets on accepting.' })
  role!: MemberRole;

  @Field(() => String, {
    description:
      'The language chosen for a person without an account (en, es, ru, cn, vi); a person with an account reads the e-mail in their own language, which is not shown.',
  })
  language!: string;

  @Field(() => String, { description: 'The e-mail address of the admin who sent it (last).' })
  invitedByEmail!: string;

  @Field(() => Date, { description: 'When the e-mail was last sent.' })
  sentAt!: Date;

  @Field(() => Date, { description: 'When the link stops working (7 days after sending).' })
  expiresAt!: Date;

  @Field(() => InvitationState, { description: 'Where the invitation stands.' })
  state!: InvitationState;
}

@ObjectType('InvitationPage', { simpleResolvers: true, description: 'A page of invitations.' })
export class InvitationPage {
  @Field(() => [InvitationOutput], { description: 'This page of invitations.' })
  items!: InvitationOutput[];

  @Field(() => Int, { description: 'How many invitations there are in all pages.' })
  totalCount!: number;
}

@ObjectType('InvitationPreview', {
  simpleResolvers: true,
  description: 'What the holder of an invitation link sees before accepting or declining.',
})
export class InvitationPreviewOutput {
  @Field(() => String, { description: 'The name of the workspace.' })
  workspaceName!: string;

  @Field(() => String, { description: 'The e-mail address of the admin who invited.' })
  invitedByEmail!: string;

  @Field(() => MemberRole, { description: 'The role on joining.' })
  role!: MemberRole;

  @Field(() => String, { description: 'The invited address: the account that accepts must use it.' })
  email!: string;

  @Field(() => String, {
    description:
      'The language the admin chose (en, es, ru, cn, vi): the page shows it when nobody is signed in.',
  })
  language!: string;

  @Field(() => Date, { description: 'When the link stops working.' })
  expiresAt!: Date;
}
