import { Field, ID, InputType } from 'type-graphql';
import { MemberRole } from '../workspace.entity';

@InputType('CreateWorkspaceInput')
export class CreateWorkspaceInput {
  @Field(() => String)
  name!: string;
}

@InputType('SwitchWorkspaceInput')
export class SwitchWorkspaceInput {
  @Field(() => ID)
  workspaceId!: string;
}

@InputType('AddWorkspaceMemberInput')
export class AddWorkspaceMemberInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String)
  email!: string;
}

@InputType('ChangeMemberRoleInput')
export class ChangeMemberRoleInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => MemberRole)
  role!: MemberRole;
}

@InputType('RemoveWorkspaceMemberInput')
export class RemoveWorkspaceMemberInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => ID)
  userId!: string;
}

@InputType('SetWorkspaceRequiresTotpInput')
export class SetWorkspaceRequiresTotpInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => Boolean)
  requiresTotp!: boolean;
}

@InputType('UpdateBrandingInput')
export class UpdateBrandingInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String, { nullable: true })
  agencyName?: string | null;

  @Field(() => String, { nullable: true })
  contactEmail?: string | null;

  @Field(() => String, { nullable: true })
  contactPhone?: string | null;

  @Field(() => String, { nullable: true })
  contactAddress?: string | null;
}

@InputType('UploadWorkspaceLogoInput')
export class UploadWorkspaceLogoInput {
  @Field(() => ID)
  workspaceId!: string;

  /** `data:image/<type>;base64,<bytes>`, at most 2 MB of image. */
  @Field(() => String)
  dataUrl!: string;
}

@InputType('SetWorkspaceLogoFromUrlInput')
export class SetWorkspaceLogoFromUrlInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String)
  url!: string;
}

@InputType('RemoveWorkspaceLogoInput')
export class RemoveWorkspaceLogoInput {
  @Field(() => ID)
  workspaceId!: string;
}
