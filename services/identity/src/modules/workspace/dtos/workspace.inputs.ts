import { Field, ID, InputType } from 'type-graphql';
import { MemberRole } from '../workspace.entity';

@InputType('CreateWorkspaceInput')
export class CreateWorkspaceInput {
  @Field(() => String, { description: 'The agency or business name.' })
  name!: string;
}

@InputType('SwitchWorkspaceInput')
export class SwitchWorkspaceInput {
  @Field(() => ID, { description: 'The workspace to make current.' })
  workspaceId!: string;
}

@InputType('LeaveWorkspaceInput')
export class LeaveWorkspaceInput {
  @Field(() => ID, { description: 'The business workspace to leave.' })
  workspaceId!: string;
}

@InputType('ChangeMemberRoleInput')
export class ChangeMemberRoleInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  @Field(() => ID, { description: 'The member to promote or demote.' })
  userId!: string;

  @Field(() => MemberRole, { description: 'The new role.' })
  role!: MemberRole;
}

@InputType('RemoveWorkspaceMemberInput')
export class RemoveWorkspaceMemberInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  @Field(() => ID, { description: 'The member to remove.' })
  userId!: string;
}

@InputType('SetWorkspaceRequiresTotpInput')
export class SetWorkspaceRequiresTotpInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  @Field(() => Boolean, { description: 'True to require two-step verification of every member.' })
  requiresTotp!: boolean;
}

@InputType('CeacPreparerInput', {
  description:
    "The agency's preparer details for CEAC, in CEAC's English characters; an absent field is left as is, null or empty clears it.",
})
export class PreparerInput {
  @Field(() => String, {
    nullable: true,
    description: 'Surnames of the responsible person (letters, at most 33).',
  })
  surname?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Given names of the responsible person (letters, at most 33).',
  })
  givenName?: string | null;

  @Field(() => String, { nullable: true, description: 'Street address, line 1 (at most 40).' })
  addressLine1?: string | null;

  @Field(() => String, { nullable: true, description: 'Street address, line 2 (at most 40).' })
  addressLine2?: string | null;

  @Field(() => String, { nullable: true, description: 'City (at most 20).' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'State or province (at most 20).' })
  state?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Postal zone or ZIP code (letters, digits, spaces, hyphens; at most 10).',
  })
  postalCode?: string | null;

  @Field(() => String, { nullable: true, description: 'A CEAC country/region code (for example USA, CHIN).' })
  country?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Relationship to the applicant (at most 40); empty means 'AGENT'.",
  })
  relationship?: string | null;
}

@InputType('UpdateBrandingInput')
export class UpdateBrandingInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  @Field(() => String, { nullable: true, description: "The agency's name; null or empty clears it." })
  agencyName?: string | null;

  @Field(() => String, { nullable: true, description: 'A contact e-mail address; null or empty clears it.' })
  contactEmail?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A phone number of 5-15 digits with no spaces or hyphens; null or empty clears it.',
  })
  contactPhone?: string | null;

  @Field(() => String, { nullable: true, description: 'A postal address; null or empty clears it.' })
  contactAddress?: string | null;

  @Field(() => PreparerInput, {
    nullable: true,
    description: "The agency's preparer details for CEAC's sign page (only the fields given change).",
  })
  preparer?: PreparerInput | null;
}

@InputType('UploadWorkspaceLogoInput')
export class UploadWorkspaceLogoInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  /** `data:image/<type>;base64,<bytes>`, at most 2 MB of image. */
  @Field(() => String, {
    description: '`data:image/<type>;base64,<bytes>` (JPEG, PNG, WebP or GIF), at most 2 MB of image.',
  })
  dataUrl!: string;
}

@InputType('SetWorkspaceLogoFromUrlInput')
export class SetWorkspaceLogoFromUrlInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  @Field(() => String, { description: 'An http(s) URL of an image on the public internet.' })
  url!: string;
}

@InputType('RemoveWorkspaceLogoInput')
export class RemoveWorkspaceLogoInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;
}
