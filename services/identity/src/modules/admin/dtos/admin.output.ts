import { Field, ID, Int, ObjectType } from 'type-graphql';
import { WorkspaceType } from '../../workspace/workspace.entity';

@ObjectType('AdminUser', {
  simpleResolvers: true,
  description: 'A Portico account as platform administrators see it.',
})
export class AdminUserOutput {
  @Field(() => ID, { description: 'The account id.' })
  id!: string;

  @Field(() => String, { description: 'The e-mail address (lower case).' })
  email!: string;

  @Field(() => String, { description: 'The language of its e-mails and screens (en, es, ru, cn, vi).' })
  language!: string;

  @Field(() => Boolean, { description: 'Whether the account confirmed its e-mail address.' })
  activated!: boolean;

  @Field(() => Date, { description: 'When the account signed up.' })
  createdAt!: Date;

  @Field(() => Int, { description: 'How many workspaces (personal and business) the account belongs to.' })
  workspaceCount!: number;
}

@ObjectType('AdminUserPage', { simpleResolvers: true, description: 'A page of accounts, newest first.' })
export class AdminUserPage {
  @Field(() => [AdminUserOutput], { description: 'This page of accounts.' })
  items!: AdminUserOutput[];

  @Field(() => Int, { description: 'How many accounts match in all pages.' })
  totalCount!: number;
}

@ObjectType('AdminWorkspace', {
  simpleResolvers: true,
  description: 'A workspace as platform administrators see it.',
})
export class AdminWorkspaceOutput {
  @Field(() => ID, { description: 'The workspace id.' })
  id!: string;

  @Field(() => String, { description: 'The workspace name.' })
  name!: string;

  @Field(() => WorkspaceType, { description: 'Personal (one person) or business (an agency with a team).' })
  type!: WorkspaceType;

  @Field(() => Int, { description: 'How many members the workspace has.' })
  memberCount!: number;

  @Field(() => Date, { description: 'When the workspace was created.' })
  createdAt!: Date;
}

@ObjectType('AdminWorkspacePage', {
  simpleResolvers: true,
  description: 'A page of workspaces, newest first.',
})
export class AdminWorkspacePage {
  @Field(() => [AdminWorkspaceOutput], { description: 'This page of workspaces.' })
  items!: AdminWorkspaceOutput[];

  @Field(() => Int, { description: 'How many workspaces match in all pages.' })
  totalCount!: number;
}
