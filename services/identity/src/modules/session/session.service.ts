import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hmac, randomToken, sha256 } from '../../lib/tokens';
import { Session } from './session.entity';
import { audit, type RequestMeta } from '../audit/audit.service';

export const ACCESS_TTL_MS = 10 * 60_000;
/** Idle limit: a refresh token not used for 30 minutes expires (any refresh extends it). */
export const REFRESH_IDLE_MS = 30 * 60_000;
/** Absolute limit of a sign-in (ASVS L2): 12 hours, then the user signs in again in place. */
export const FAMILY_TTL_MS = 12 * 60 * 60_000;
/** A rotated refresh token presented again within this window gets the same new pair (several tabs). */
export const REUSE_GRACE_MS = 30_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  familyExpiresAt: Date;
  userId: string;
}

export type RefreshOutcome = { ok: true; pair: TokenPair } | { ok: false; reason: 'invalid' | 'reused' };

function successorTokens(seed: string, refreshToken: string) {
  return {
    accessToken: hmac(seed, `${refreshToken}:access`),
    refreshToken: hmac(seed, `${refreshToken}:refresh`),
  };
}

export class SessionService {
  async create(em: EntityManager, userId: string): Promise<TokenPair> {
    const familyExpiresAt = new Date(Date.now() + FAMILY_TTL_MS);
    return this.insertPair(em, userId, randomUUID(), familyExpiresAt, randomToken(), randomToken());
  }

  private async insertPair(
    em: EntityManager,
    userId: string,
    familyId: string,
    familyExpiresAt: Date,
    accessToken: string,
    refreshToken: string,
  ): Promise<TokenPair> {
    const now = Date.now();
    const accessExpiresAt = new Date(Math.min(now + ACCESS_TTL_MS, familyExpiresAt.getTime()));
    const refreshExpiresAt = new Date(Math.min(now + REFRESH_IDLE_MS, familyExpiresAt.getTime()));
    await em.insert(Session, {
      id: randomUUID(),
      userId,
      familyId,
      accessHash: sha256(accessToken),
      accessExpiresAt,
      refreshHash: sha256(refreshToken),
      refreshExpiresAt,
      familyExpiresAt,
      rotatedAt: null,
      rotationSeed: null,
      revokedAt: null,
      createdAt: new Date(now),
    });
    return { accessToken, refreshToken, accessExpiresAt, refreshExpiresAt, familyExpiresAt, userId };
  }

  /** The live session of an access token, or null (unknown, expired or revoked). */
  async fromAccessToken(em: EntityManager, accessToken: string): Promise<Session | null> {
    const session = await em.findOne(Session, { accessHash: sha256(accessToken) });
    if (!session || session.revokedAt || session.accessExpiresAt.getTime() <= Date.now()) return null;
    return session;
  }

  /**
   * Exchanges a refresh token for a new pair. Concurrent calls with the same token serialise on the
   * row lock; those within the grace window get the same successor pair, derived from a per-rotation
   * random seed and the token itself (so only hashes are stored). Later reuse revokes the family.
   */
  async refresh(em: EntityManager, refreshToken: string, meta: RequestMeta): Promise<RefreshOutcome> {
    const outcome = await em.transactional(async (tx) => {
      const session = await tx.findOne(
        Session,
        { refreshHash: sha256(refreshToken) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const now = Date.now();
      if (!session || session.revokedAt || session.refreshExpiresAt.getTime() <= now) {
        return { ok: false as const, reason: 'invalid' as const };
      }
      if (!session.rotatedAt || !session.rotationSeed) {
        const seed = randomToken();
        session.rotatedAt = new Date(now);
        session.rotationSeed = seed;
        const next = successorTokens(seed, refreshToken);
        await tx.flush();
        const pair = await this.insertPair(
          tx,
          session.userId,
          session.familyId,
          session.familyExpiresAt,
          next.accessToken,
          next.refreshToken,
        );
        return { ok: true as const, pair };
      }
      if (now - session.rotatedAt.getTime() <= REUSE_GRACE_MS) {
        const next = successorTokens(session.rotationSeed, refreshToken);
        const successor = await tx.findOne(Session, { refreshHash: sha256(next.refreshToken) });
        if (!successor || successor.revokedAt) return { ok: false as const, reason: 'invalid' as const };
        return {
          ok: true as const,
          pair: {
            ...next,
            accessExpiresAt: successor.accessExpiresAt,
            refreshExpiresAt: successor.refreshExpiresAt,
            familyExpiresAt: successor.familyExpiresAt,
            userId: session.userId,
          },
        };
      }
      await this.revokeFamily(tx, session.familyId);
      await audit(tx, 'refresh_reuse', {
        userId: session.userId,
        meta,
        details: { familyId: session.familyId },
      });
      return { ok: false as const, reason: 'reused' as const };
    });
    return outcome;
  }

  async revokeFamily(em: EntityManager, familyId: string): Promise<void> {
    await em.nativeUpdate(Session, { familyId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Revokes every live family of the user but one; answers how many sign-ins ended. */
  async revokeOtherFamilies(em: EntityManager, userId: string, keepFamilyId: string): Promise<number> {
    const rows = await em.getConnection().execute<{ family_id: string }[]>(
      `update "identity"."session" set "revoked_at" = now()
       where "user_id" = ? and "family_id" <> ? and "revoked_at" is null returning "family_id"`,
      [userId, keepFamilyId],
    );
    return new Set(rows.map((r) => r.family_id)).size;
  }

  async revokeAllOfUser(em: EntityManager, userId: string): Promise<void> {
    await em.nativeUpdate(Session, { userId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Logout: ends the family of whichever token is presented; answers the user id when known. */
  async revokeByTokens(
    em: EntityManager,
    tokens: { accessToken?: string; refreshToken?: string },
  ): Promise<string | null> {
    const hashes = [];
    if (tokens.accessToken) hashes.push({ accessHash: sha256(tokens.accessToken) });
    if (tokens.refreshToken) hashes.push({ refreshHash: sha256(tokens.refreshToken) });
    if (hashes.length === 0) return null;
    const session = await em.findOne(Session, { $or: hashes });
    if (!session) return null;
    await this.revokeFamily(em, session.familyId);
    return session.userId;
  }
}
