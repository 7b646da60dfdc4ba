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

@InputType('AddWorkspaceMemberInput')
export class AddWorkspaceMemberInput {
  @Field(() => ID, { description: 'The business workspace.' })
  workspaceId!: string;

  @Field(() => String, { description: 'The e-mail address of an existing Portico account.' })
  email!: string;
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
