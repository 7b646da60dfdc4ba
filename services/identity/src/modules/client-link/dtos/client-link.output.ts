import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ClientLink } from '../client-link.entity';

/** The spec's link permissions; GraphQL names are upper case, the stored values the spec's words. */
export enum ClientLinkPermissionValue {
  READ = 'read',
  FILL = 'fill',
  SUBMIT = 'submit',
  VIEW_STATUS = 'view_status',
}

export enum ClientLinkState {
  ACTIVE = 'ACTIVE',
  REVOKED = 'REVOKED',
  EXPIRED = 'EXPIRED',
  USED_UP = 'USED_UP',
}

registerEnumType(ClientLinkPermissionValue, {
  name: 'ClientLinkPermission',
  description: 'What a client may do through a link.',
  valuesConfig: {
    READ: { description: 'View the form structure and fields (answers only).' },
    FILL: { description: 'Enter and change form data.' },
    SUBMIT: { description: 'Submit the completed form.' },
    VIEW_STATUS: { description: 'Check submission status and results.' },
  },
});
registerEnumType(ClientLinkState, {
  name: 'ClientLinkState',
  valuesConfig: {
    ACTIVE: { description: 'The link works.' },
    REVOKED: { description: 'Revoked by the agency (irreversible).' },
    EXPIRED: { description: 'Past its expiry date.' },
    USED_UP: {
      description:
        'Its uses reached maxUses: it opens no new session (a client who already started may finish).',
    },
  },
});

@ObjectType('ClientLink', {
  simpleResolvers: true,
  description:
    'A link an agency sent to one client for one form. Its token is never shown again after creation.',
})
export class ClientLinkOutput {
  @Field(() => ID, { description: 'The access id (not the token).' })
  id!: string;

  @Field(() => ID, { description: 'The form the link opens.' })
  formId!: string;

  @Field(() => String, { description: "The client's name." })
  clientName!: string;

  @Field(() => String, { description: "The client's e-mail address." })
  clientEmail!: string;

  @Field(() => [ClientLinkPermissionValue], { description: 'What the client may do.' })
  permissions!: ClientLinkPermissionValue[];

  @Field(() => Date, { description: 'When the link was created.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When the link expires.' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the client last acted through the link, or null.' })
  lastAccessedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the link was revoked, or null.' })
  revokedAt!: Date | null;

  @Field(() => Int, { description: 'How many times the link was used (client sessions that started work).' })
  uses!: number;

  @Field(() => Int, { nullable: true, description: 'The maximum number of uses, or null for no cap.' })
  maxUses!: number | null;

  @Field(() => String, {
    description: 'The language of the e-mail and of the intake at first (en, es, ru, cn, vi).',
  })
  defaultLanguage!: string;

  @Field(() => ClientLinkState, {
    description:
      'Active, revoked, expired or used up (computed when read; only an active link can be revoked or sent).',
  })
  state!: ClientLinkState;
}

@ObjectType('ClientLinkPage', { simpleResolvers: true, description: 'A page of client links.' })
export class ClientLinkPage {
  @Field(() => [ClientLinkOutput], { description: 'This page of client links, newest first.' })
  items!: ClientLinkOutput[];

  @Field(() => Int, { description: 'How many client links there are in all pages.' })
  totalCount!: number;
}

@ObjectType('CreatedClientLink', {
  simpleResolvers: true,
  description: 'A new client link and its shareable URL.',
})
export class CreatedClientLinkOutput {
  @Field(() => ClientLinkOutput, { description: 'The new link.' })
  clientLink!: ClientLinkOutput;

  @Field(() => String, {
    description:
      'The shareable URL (the token is in its #fragment); answered only here, the token is stored as a hash.',
  })
  url!: string;

  @Field(() => Boolean, { description: 'Whether the URL was e-mailed to the client.' })
  emailed!: boolean;
}

@ObjectType('ClientIntakeAgency', {
  simpleResolvers: true,
  description: "The agency as its client sees it (the workspace's branding).",
})
export class ClientIntakeAgencyOutput {
  @Field(() => String, { description: "The agency's name (the workspace name when no agency name is set)." })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The logo as a data: URL, or null.' })
  logoUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'Contact e-mail, or null.' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Contact phone, or null.' })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'Web site, or null (not collected yet).' })
  website!: string | null;

  @Field(() => String, { nullable: true, description: 'Postal address, or null.' })
  address!: string | null;
}

@ObjectType('ClientIntake', {
  simpleResolvers: true,
  description: "A client's view of the link they arrived with.",
})
export class ClientIntakeOutput {
  @Field(() => ID, { description: 'The form the link opens.' })
  formId!: string;

  @Field(() => ID, { description: "The agency's workspace." })
  workspaceId!: string;

  @Field(() => String, { description: "The client's name as the agency entered it." })
  clientName!: string;

  @Field(() => [ClientLinkPermissionValue], { description: 'What the client may do.' })
  permissions!: ClientLinkPermissionValue[];

  @Field(() => String, { description: 'The language to start in (en, es, ru, cn, vi).' })
  defaultLanguage!: string;

  @Field(() => Date, { description: 'When the link expires.' })
  expiresAt!: Date;

  @Field(() => Boolean, {
    description: 'Whether this browser already started (Get Started / Continue Editing).',
  })
  started!: boolean;

  @Field(() => ClientIntakeAgencyOutput, { description: 'The agency, for the branded landing page.' })
  agency!: ClientIntakeAgencyOutput;
}

/** Revoked, else expired, else used up (as the link exchange refuses them), else active. */
export function linkState(
  link: Pick<ClientLink, 'revokedAt' | 'expiresAt' | 'uses' | 'maxUses'>,
  now = new Date(),
): ClientLinkState {
  if (link.revokedAt) return ClientLinkState.REVOKED;
  if (link.expiresAt.getTime() <= now.getTime()) return ClientLinkState.EXPIRED;
  if (link.maxUses !== null && link.uses >= link.maxUses) return ClientLinkState.USED_UP;
  return ClientLinkState.ACTIVE;
}

export function toClientLinkOutput(link: ClientLink): ClientLinkOutput {
  return Object.assign(new ClientLinkOutput(), {
    id: link.id,
    formId: link.formId,
    clientName: link.clientName,
    clientEmail: link.clientEmail,
    permissions: link.permissions as ClientLinkPermissionValue[],
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    lastAccessedAt: link.lastAccessedAt,
    revokedAt: link.revokedAt,
    uses: link.uses,
    maxUses: link.maxUses,
    defaultLanguage: link.defaultLanguage,
    state: linkState(link),
  });
}
