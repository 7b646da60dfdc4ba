import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What one address may receive from the flows where someone types it (docs/adr/0034): sign-up
 * (activation codes, notices of a sign-up with a taken address, their resends), password reset,
 * change of e-mail, e-mailed sign-in codes, and client links an agency e-mails (created or sent
 * again), each on its own budget, so spending one (say, by signing up with someone's address again
 * and again) never stops another (their password reset).
 */
export type MailPurpose = 'signup' | 'reset' | 'email' | 'login' | 'clientLink';

export const MAILS_PER_ADDRESS_HOUR = 3;
export const MAILS_PER_ADDRESS_DAY = 10;

/**
 * Mails per address in any hour and any day. Client links get more: an agency sends one link per
 * applicant, and a family applying together often shares one address (docs/adr/0034).
 */
export const MAIL_LIMITS: Record<MailPurpose, { hour: number; day: number }> = {
  signup: { hour: MAILS_PER_ADDRESS_HOUR, day: MAILS_PER_ADDRESS_DAY },
  reset: { hour: MAILS_PER_ADDRESS_HOUR, day: MAILS_PER_ADDRESS_DAY },
  email: { hour: MAILS_PER_ADDRESS_HOUR, day: MAILS_PER_ADDRESS_DAY },
  login: { hour: MAILS_PER_ADDRESS_HOUR, day: MAILS_PER_ADDRESS_DAY },
  clientLink: { hour: 6, day: 20 },
};

/** A mail the budget allowed; give it back when it could not be sent. */
export interface MailTicket {
  giveBack(): Promise<void>;
}

export class MailBudget {
  /**
   * Takes one mail of `purpose` to `address`, or answers null when the address had its share
   * (MAIL_LIMITS: for most purposes 3 in the last hour, 10 in the last day). The account flows answer
   * the same either way, so the budget tells nobody what the address received.
   */
  async take(em: EntityManager, purpose: MailPurpose, address: string): Promise<MailTicket | null> {
    const scope = `mail:${purpose}`;
    const now = Date.now();
    const [row] = await em.execute<{ id: string }[]>(
      `insert into "identity"."auth_failure" ("scope", "key", "at") values (?, ?, ?) returning "id"`,
      [scope, address, new Date(now)],
    );
    const [sent] = await em.execute<{ day: number; hour: number }[]>(
      `select count(*)::int as "day", (count(*) filter (where "at" > ?))::int as "hour"
       from "identity"."auth_failure" where "scope" = ? and "key" = ? and "id" < ? and "at" > ?`,
      [new Date(now - 60 * 60_000), scope, address, row.id, new Date(now - 24 * 60 * 60_000)],
    );
    const giveBack = async () => {
      await em.execute(`delete from "identity"."auth_failure" where "id" = ?`, [row.id]);
    };
    const limit = MAIL_LIMITS[purpose];
    if (sent.hour >= limit.hour || sent.day >= limit.day) {
      await giveBack();
      return null;
    }
    return { giveBack };
  }
}
