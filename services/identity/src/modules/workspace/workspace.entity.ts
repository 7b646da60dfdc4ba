import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum WorkspaceType {
  PERSONAL = 'PERSONAL',
  BUSINESS = 'BUSINESS',
}

/** The workspace type as actors carry it (shared-types WorkspaceMembership.workspaceType). */
export function kindOf(type: string): 'personal' | 'business' {
  return type === WorkspaceType.BUSINESS ? 'business' : 'personal';
}

export enum MemberRole {
  MEMBER = 'MEMBER',
  ADMIN = 'ADMIN',
}

@Entity({ tableName: 'workspace' })
export class Workspace {
  [OptionalProps]?:
    | 'createdAt'
    | 'requiresTotp'
    | 'agencyName'
    | 'contactEmail'
    | 'contactPhone'
    | 'contactAddress'
    | 'logo'
    | 'logoMime'
    | 'preparerSurname'
    | 'preparerGivenName'
    | 'preparerLine1'
    | 'preparerLine2'
    | 'preparerCity'
    | 'preparerState'
    | 'preparerPostalCode'
    | 'preparerCountry'
    | 'preparerRelationship';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Enum({ items: () => WorkspaceType })
  type!: WorkspaceType;

  @Property({ type: 'boolean' })
  requiresTotp: boolean = false;

  @Property({ type: 'string', length: 200, nullable: true })
  agencyName: string | null = null;

  @Property({ type: 'string', length: 320, nullable: true })
  contactEmail: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  contactPhone: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  contactAddress: string | null = null;

  @Property({ type: 'blob', nullable: true, lazy: true })
  logo: Buffer | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  logoMime: string | null = null;

  // The agency as preparer on CEAC's sign page (ds160-facts §2.13; docs/adr/0024). The organization
  // is agencyName; a null name means an organization-only preparer (CEAC's name Does Not Apply).
  @Property({ type: 'string', length: 33, nullable: true })
  preparerSurname: string | null = null;

  @Property({ type: 'string', length: 33, nullable: true })
  preparerGivenName: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  preparerLine1: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  preparerLine2: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  preparerCity: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  preparerState: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  preparerPostalCode: string | null = null;

  /** A CEAC country code (shared-types COUNTRIES). */
  @Property({ type: 'string', length: 8, nullable: true })
  preparerCountry: string | null = null;

  @Property({ type: 'string', length: 40, default: 'AGENT' })
  preparerRelationship: string = 'AGENT';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'membership' })
@Index({ properties: ['userId'] })
export class Membership {
  [OptionalProps]?: 'addedAt';

  @PrimaryKey({ type: 'uuid' })
  workspaceId!: string;

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => MemberRole })
  role!: MemberRole;

  @Property({ type: 'datetime' })
  addedAt: Date = new Date();
}
