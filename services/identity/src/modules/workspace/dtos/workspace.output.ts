import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MemberRole, WorkspaceType } from '../workspace.entity';

registerEnumType(WorkspaceType, { name: 'WorkspaceType' });
registerEnumType(MemberRole, { name: 'WorkspaceRole' });

@ObjectType('Workspace')
export class WorkspaceOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => WorkspaceType)
  type!: WorkspaceType;

  /** The caller's role in this workspace. */
  @Field(() => MemberRole)
  role!: MemberRole;

  @Field(() => Boolean)
  isCurrent!: boolean;

  /** Members must have two-step verification (TOTP) to work in this workspace. */
  @Field(() => Boolean)
  requiresTotp!: boolean;
}

@ObjectType('WorkspacePage')
export class WorkspacePage {
  @Field(() => [WorkspaceOutput])
  items!: WorkspaceOutput[];

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType('Member')
export class MemberOutput {
  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  email!: string;

  @Field(() => MemberRole)
  role!: MemberRole;

  @Field(() => Date)
  addedAt!: Date;

  @Field(() => Boolean)
  isYou!: boolean;
}

@ObjectType('MemberPage')
export class MemberPage {
  @Field(() => [MemberOutput])
  items!: MemberOutput[];

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType('Branding')
export class BrandingOutput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String, { nullable: true })
  agencyName!: string | null;

  /** A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL (400x400), or null. */
  @Field(() => String, { nullable: true })
  logoUrl!: string | null;

  @Field(() => String, { nullable: true })
  contactEmail!: string | null;

  @Field(() => String, { nullable: true })
  contactPhone!: string | null;

  @Field(() => String, { nullable: true })
  contactAddress!: string | null;
}
