import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MemberRole, WorkspaceType } from '../workspace.entity';

registerEnumType(WorkspaceType, {
  name: 'WorkspaceType',
  valuesConfig: {
    PERSONAL: { description: "One person's own workspace, created at activation." },
    BUSINESS: { description: 'An agency or business with a team, branding and API keys.' },
  },
});
registerEnumType(MemberRole, {
  name: 'WorkspaceRole',
  valuesConfig: {
    MEMBER: { description: 'Works on the forms of the workspace.' },
    ADMIN: { description: 'Also manages the team, branding, two-step requirement and API keys.' },
  },
});

@ObjectType('Workspace', {
  simpleResolvers: true,
  description:
    'A workspace: personal (one person) or business (an agency and its team). Forms, submissions and purchases belong to one.',
})
export class WorkspaceOutput {
  @Field(() => ID, { description: 'The workspace id.' })
  id!: string;

  @Field(() => String, { description: 'The workspace name ("Personal" for personal workspaces).' })
  name!: string;

  @Field(() => WorkspaceType, { description: 'Personal (one person) or business (an agency with a team).' })
  type!: WorkspaceType;

  /** The caller's role in this workspace. */
  @Field(() => MemberRole, { description: "The caller's role in this workspace." })
  role!: MemberRole;

  @Field(() => Boolean, { description: "Whether this is the caller's current workspace." })
  isCurrent!: boolean;

  /** Members must have two-step verification (TOTP) to work in this workspace. */
  @Field(() => Boolean, {
    description: 'Members must have two-step verification (TOTP) to work in this workspace.',
  })
  requiresTotp!: boolean;
}

@ObjectType('WorkspacePage', { simpleResolvers: true, description: 'A page of workspaces.' })
export class WorkspacePage {
  @Field(() => [WorkspaceOutput], { description: 'This page of workspaces.' })
  items!: WorkspaceOutput[];

  @Field(() => Int, { description: 'How many workspaces there are in all pages.' })
  totalCount!: number;
}

@ObjectType('Member', { simpleResolvers: true, description: 'A member of a business workspace.' })
export class MemberOutput {
  @Field(() => ID, { description: "The member's account id." })
  userId!: string;

  @Field(() => String, { description: "The member's e-mail address." })
  email!: string;

  @Field(() => MemberRole, { description: "The member's role." })
  role!: MemberRole;

  @Field(() => Date, { description: 'When the member joined the workspace.' })
  addedAt!: Date;

  @Field(() => Boolean, { description: 'Whether this member is the caller.' })
  isYou!: boolean;
}

@ObjectType('MemberPage', { simpleResolvers: true, description: 'A page of members.' })
export class MemberPage {
  @Field(() => [MemberOutput], { description: 'This page of members.' })
  items!: MemberOutput[];

  @Field(() => Int, { description: 'How many members there are in all pages.' })
  totalCount!: number;
}

@ObjectType('CeacPreparer', {
  simpleResolvers: true,
  description:
    "The agency as preparer of its clients' DS-160s on CEAC's sign page ('Did anyone assist you in filling out this application?' Yes). The organization is the agency name.",
})
export class PreparerOutput {
  @Field(() => String, {
    nullable: true,
    description:
      "The responsible person's surnames; null with givenName null: an organization-only preparer.",
  })
  surname!: string | null;

  @Field(() => String, { nullable: true, description: "The responsible person's given names." })
  givenName!: string | null;

  @Field(() => String, { nullable: true, description: 'Street address, line 1 (at most 40 characters).' })
  addressLine1!: string | null;

  @Field(() => String, { nullable: true, description: 'Street address, line 2 (optional).' })
  addressLine2!: string | null;

  @Field(() => String, { nullable: true, description: 'City (at most 20 characters).' })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'State or province (optional: Does Not Apply).' })
  state!: string | null;

  @Field(() => String, { nullable: true, description: 'Postal zone or ZIP code (optional: Does Not Apply).' })
  postalCode!: string | null;

  @Field(() => String, { nullable: true, description: 'CEAC country/region code (for example USA, CHIN).' })
  country!: string | null;

  @Field(() => String, { description: "Relationship to the applicant as CEAC shows it (default 'AGENT')." })
  relationship!: string;

  @Field(() => Boolean, {
    description: 'True when CEAC can be given these details (street line 1, city and country at least).',
  })
  complete!: boolean;
}

@ObjectType('Branding', {
  simpleResolvers: true,
  description: "A business workspace's branding, shown on its clients' intake pages.",
})
export class BrandingOutput {
  @Field(() => ID, { description: 'The workspace this branding belongs to.' })
  workspaceId!: string;

  @Field(() => String, { nullable: true, description: "The agency's name as its clients see it." })
  agencyName!: string | null;

  /** A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL (400x400), or null. */
  @Field(() => String, {
    nullable: true,
    description: 'The logo as a data:image/png or data:image/jpeg URL (400x400), or null.',
  })
  logoUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The agency's contact e-mail address." })
  contactEmail!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The agency's phone number (5-15 digits, no spaces or hyphens).",
  })
  contactPhone!: string | null;

  @Field(() => String, { nullable: true, description: "The agency's postal address." })
  contactAddress!: string | null;

  @Field(() => PreparerOutput, {
    description: "The agency's details as preparer on CEAC's sign page, used when its members file.",
  })
  preparer!: PreparerOutput;
}
