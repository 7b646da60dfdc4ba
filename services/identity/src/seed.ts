/**
 * Demo data for `npm start` (idempotent: running it again changes nothing). Prints the demo
 * accounts and their documented password, nothing else.
 */
import 'reflect-metadata';
import { createLogger, openOrm } from '@portico/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { identitySubgraph } from './identity-subgraph';
import { UserAccount } from './modules/account/user.entity';
import { hashPassword } from './modules/account/passwords';
import { Membership, MemberRole, Workspace, WorkspaceType } from './modules/workspace/workspace.entity';
import { DEV_PLATFORM_ADMIN_EMAIL } from './lib/config';

/** Documented in services/identity/README.md; for local demo data only. */
export const DEMO_PASSWORD = 'Portico-demo-2026';
export const DEMO_ACCOUNTS = {
  owner: 'demo@portico.test',
  agent: 'agent@portico.test',
  /** A platform administrator (the /admin area), seeded only when NODE_ENV is development or test. */
  admin: DEV_PLATFORM_ADMIN_EMAIL,
} as const;

/** Only development and test systems get the platform administrator (its password is public). */
export const seedsPlatformAdmin = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
export const DEMO_AGENCY_ID = '00000000-0000-4000-8000-00000000a9e1';

async function ensureUser(em: EntityManager, email: string, personalId: string): Promise<UserAccount> {
  let user = await em.findOne(UserAccount, { email });
  if (!user) {
    user = em.create(UserAccount, {
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      language: 'en',
      activatedAt: new Date(),
      currentWorkspaceId: personalId,
    });
  }
  if (!(await em.findOne(Workspace, { id: personalId }))) {
    em.create(Workspace, { id: personalId, name: 'Personal', type: WorkspaceType.PERSONAL });
    em.create(Membership, { workspaceId: personalId, userId: user.id, role: MemberRole.ADMIN });
  }
  await em.flush();
  return user;
}

export async function seed(databaseUrl: string): Promise<void> {
  const orm = await openOrm({ ...identitySubgraph, url: databaseUrl, schema: identitySubgraph.name });
  try {
    const em = orm.em.fork();
    const owner = await ensureUser(em, DEMO_ACCOUNTS.owner, '00000000-0000-4000-8000-0000000000d1');
    const agent = await ensureUser(em, DEMO_ACCOUNTS.agent, '00000000-0000-4000-8000-0000000000d2');
    if (seedsPlatformAdmin())
      await ensureUser(em, DEMO_ACCOUNTS.admin, '00000000-0000-4000-8000-0000000000d3');
    if (!(await em.findOne(Workspace, { id: DEMO_AGENCY_ID }))) {
      em.create(Workspace, {
        id: DEMO_AGENCY_ID,
        name: 'Demo Visa Agency',
        type: WorkspaceType.BUSINESS,
        agencyName: 'Demo Visa Agency',
        contactEmail: 'hello@demo-agency.test',
        contactPhone: '+15550100',
        contactAddress: '1 Demo Street, Springfield',
      });
    }
    await em.flush();
    // The agency as preparer on CEAC (docs/adr/0024); also filled in for databases seeded before.
    const agency = await em.findOneOrFail(Workspace, { id: DEMO_AGENCY_ID });
    if (!agency.preparerLine1) {
      Object.assign(agency, {
        preparerSurname: 'DEMO',
        preparerGivenName: 'DANA',
        preparerLine1: '1 DEMO STREET',
        preparerCity: 'SPRINGFIELD',
        preparerState: 'IL',
        preparerPostalCode: '62701',
        preparerCountry: 'USA',
        preparerRelationship: 'AGENT',
      });
    }
    for (const [user, role] of [
      [owner, MemberRole.ADMIN],
      [agent, MemberRole.MEMBER],
    ] as const) {
      if (!(await em.findOne(Membership, { workspaceId: DEMO_AGENCY_ID, userId: user.id }))) {
        em.create(Membership, { workspaceId: DEMO_AGENCY_ID, userId: user.id, role });
      }
    }
    await em.flush();
  } finally {
    await orm.close();
  }
}

if (require.main === module) {
  const logger = createLogger({ name: 'identity-seed', level: process.env.LOG_LEVEL ?? 'info' });
  const url = process.env.DATABASE_URL;
  if (!url) {
    logger.fatal('Missing environment variable DATABASE_URL');
    process.exit(1);
  }
  seed(url).then(
    () => {
      process.stdout.write(
        `identity demo accounts: ${DEMO_ACCOUNTS.owner} (admin of "Demo Visa Agency") and ${DEMO_ACCOUNTS.agent} (member)` +
          (seedsPlatformAdmin() ? `, platform administrator ${DEMO_ACCOUNTS.admin} (/admin)` : '') +
          `, password ${DEMO_PASSWORD}\n`,
      );
    },
    (error: unknown) => {
      logger.fatal({ err: (error as Error).message }, 'identity seed failed');
      process.exit(1);
    },
  );
}
