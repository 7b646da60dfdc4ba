import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditMovement } from './credit-entry.entity';

export interface CreditBalance {
  workspaceId: string;
  /** What filings may still use. */
  available: number;
  /** Added by paid orders. */
  purchased: number;
  /** Taken by filings (net of credits given back). */
  used: number;
  /** Taken back by refunds. */
  removed: number;
}

export const NO_CREDITS_MESSAGE = 'No form credits left. Buy credits on the Pricing page to file this form.';

/**
 * Serialises every movement of one workspace's credits for the rest of the transaction, so a balance
 * read after it cannot change underneath (two filings with one credit left: exactly one gets it).
 */
async function lockWorkspace(em: EntityManager, workspaceId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('portico:billing:credits:' || ?))`, [workspaceId]);
}

export async function creditBalance(em: EntityManager, workspaceId: string): Promise<CreditBalance> {
  const rows: { movement: CreditMovement; total: string }[] = await em.execute(
    `select movement, coalesce(sum(amount), 0) as total from billing.credit_entry where workspace_id = ? group by movement`,
    [workspaceId],
  );
  const sum = (movement: CreditMovement) => Number(rows.find((r) => r.movement === movement)?.total ?? 0);
  const purchased = sum(CreditMovement.PURCHASE);
  const used = -(sum(CreditMovement.CONSUME) + sum(CreditMovement.RELEASE));
  const removed = -sum(CreditMovement.REFUND);
  return { workspaceId, available: purchased - used - removed, purchased, used, removed };
}

/** Inserts one movement unless its dedupe key exists; true when it was recorded now. */
async function record(
  em: EntityManager,
  entry: {
    workspaceId: string;
    movement: CreditMovement;
    amount: number;
    dedupeKey: string;
    orderId?: string | null;
    submissionId?: string | null;
    returnTokenHash?: string | null;
  },
): Promise<boolean> {
  const rows: unknown[] = await em.execute(
    `insert into billing.credit_entry (id, workspace_id, movement, amount, dedupe_key, order_id, submission_id, return_token_hash, created_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, now())
     on conflict (dedupe_key) do nothing returning id`,
    [
      entry.workspaceId,
      entry.movement,
      entry.amount,
      entry.dedupeKey,
      entry.orderId ?? null,
      entry.submissionId ?? null,
      entry.returnTokenHash ?? null,
    ],
  );
  return rows.length === 1;
}

async function exists(em: EntityManager, dedupeKey: string): Promise<boolean> {
  const rows: unknown[] = await em.execute(`select 1 from billing.credit_entry where dedupe_key = ?`, [
    dedupeKey,
  ]);
  return rows.length > 0;
}

export type ConsumeResult =
  | { consumed: true; available: number; returnToken: string }
  | { consumed: false; available: 0 };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One credit for one filing, at most once per submission; nothing when none is left. The answer
 * carries a return token: whoever holds it may give this credit back once (returnCredit). Asked
 * again for the same submission, the credit is not taken twice and a new token replaces the old.
 */
export async function consumeCredit(
  em: EntityManager,
  workspaceId: string,
  submissionId: string,
): Promise<ConsumeResult> {
  const returnToken = randomBytes(32).toString('base64url');
  return em.transactional(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    if (await exists(tx, `consume:${submissionId}`)) {
      await tx.execute(`update billing.credit_entry set return_token_hash = ? where dedupe_key = ?`, [
        tokenHash(returnToken),
        `consume:${submissionId}`,
      ]);
      return { consumed: true, available: (await creditBalance(tx, workspaceId)).available, returnToken };
    }
    const { available } = await creditBalance(tx, workspaceId);
    if (available < 1) return { consumed: false, available: 0 };
    await record(tx, {
      workspaceId,
      movement: CreditMovement.CONSUME,
      amount: -1,
      dedupeKey: `consume:${submissionId}`,
      submissionId,
      returnTokenHash: tokenHash(returnToken),
    });
    return { consumed: true, available: available - 1, returnToken };
  });
}

/**
 * Gives back the credit a submission consumed, once (`release:<submission>`), when its CONSUME row
 * passes `may` (checked under the workspace's lock). `found: false` when there is no such row or it
 * does not pass.
 */
async function giveBack(
  em: EntityManager,
  workspaceId: string,
  submissionId: string,
  may: (consumed: { workspace_id: string; return_token_hash: string | null }) => boolean,
): Promise<{ found: false; available: number } | { found: true; returned: boolean; available: number }> {
  return em.transactional(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const rows: { workspace_id: string; return_token_hash: string | null }[] = await tx.execute(
      `select workspace_id, return_token_hash from billing.credit_entry where dedupe_key = ?`,
      [`consume:${submissionId}`],
    );
    if (!rows[0] || !may(rows[0]))
      return { found: false, available: (await creditBalance(tx, workspaceId)).available };
    const returned = await record(tx, {
      workspaceId,
      movement: CreditMovement.RELEASE,
      amount: 1,
      dedupeKey: `release:${submissionId}`,
      submissionId,
    });
    return { found: true, returned, available: (await creditBalance(tx, workspaceId)).available };
  });
}

/**
 * Gives back a filing's credit on the strength of its return token (the submission's robot worker
 * has no person's signed actor when a filing ends): once, and only the credit that token came with.
 * `found: false` when no consumed credit of that workspace and submission matches the token.
 */
export async function returnCredit(
  em: EntityManager,
  workspaceId: string,
  submissionId: string,
  returnToken: string,
): Promise<{ found: false } | { found: true; returned: boolean; available: number }> {
  const given = Buffer.from(tokenHash(returnToken), 'hex');
  const result = await giveBack(em, workspaceId, submissionId, (consumed) => {
    const expected = Buffer.from(consumed.return_token_hash ?? '', 'hex');
    return (
      consumed.workspace_id === workspaceId &&
      expected.length === given.length &&
      timingSafeEqual(expected, given)
    );
  });
  return result.found ? result : { found: false };
}

/** Gives back the credit of a filing that could not be created; once, and only if it took one. */
export async function releaseCredit(
  em: EntityManager,
  workspaceId: string,
  submissionId: string,
): Promise<{ released: boolean; available: number }> {
  const result = await giveBack(em, workspaceId, submissionId, (c) => c.workspace_id === workspaceId);
  return { released: result.found && result.returned, available: result.available };
}

/** Inside the caller's transaction: a paid order's credits, once per order. */
export async function addPurchasedCredits(
  tx: EntityManager,
  order: { id: string; workspaceId: string; quantity: number },
): Promise<boolean> {
  await lockWorkspace(tx, order.workspaceId);
  return record(tx, {
    workspaceId: order.workspaceId,
    movement: CreditMovement.PURCHASE,
    amount: order.quantity,
    dedupeKey: `purchase:${order.id}`,
    orderId: order.id,
  });
}

/**
 * Inside the caller's transaction (which then holds the workspace's lock): how many of an order's
 * credits are still unused and not refunded yet: min(its credits not yet taken back, available).
 * Credits already used for filings stay used; 0 when the order never added credits.
 */
export async function unusedCreditsOf(
  tx: EntityManager,
  order: { id: string; workspaceId: string; quantity: number; refundedCredits: number },
): Promise<number> {
  await lockWorkspace(tx, order.workspaceId);
  if (!(await exists(tx, `purchase:${order.id}`))) return 0;
  const { available } = await creditBalance(tx, order.workspaceId);
  return Math.max(0, Math.min(order.quantity - order.refundedCredits, available));
}

/**
 * Inside the caller's transaction, after unusedCreditsOf: takes back `count` credits of a refunded
 * order, once per `refundKey` (one refund of that order). Returns how many were removed now.
 */
export async function takeBackRefundedCredits(
  tx: EntityManager,
  order: { id: string; workspaceId: string },
  count: number,
  refundKey: string,
): Promise<number> {
  if (count <= 0) return 0;
  const recorded = await record(tx, {
    workspaceId: order.workspaceId,
    movement: CreditMovement.REFUND,
    amount: -count,
    dedupeKey: `refund:${order.id}:${refundKey}`,
    orderId: order.id,
  });
  return recorded ? count : 0;
}
