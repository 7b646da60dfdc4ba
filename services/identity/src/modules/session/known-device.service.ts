import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomToken, sha256 } from '../../lib/tokens';
import { KnownDevice } from './known-device.entity';

/** A device stays known for 180 days after its last sign-in. */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60_000;
/** The most recent devices an account keeps; older ones are forgotten. */
export const DEVICES_PER_ACCOUNT = 20;

/** The device a request's cookie names, with the cookie's value (to set it again). */
export interface PresentedDevice {
  device: KnownDevice;
  token: string;
}

export class KnownDevices {
  /** The live device behind a `portico_device` cookie value, or null. */
  async find(em: EntityManager, token: string | undefined): Promise<PresentedDevice | null> {
    if (!token || token.length > 100) return null;
    const device = await em.findOne(KnownDevice, { tokenHash: sha256(token) });
    if (!device || device.expiresAt.getTime() <= Date.now()) return null;
    return { device, token };
  }

  /**
   * After a sign-in: the device the browser presented stays known for another 180 days when it is
   * the account's; otherwise the browser becomes a new known device of the account. Answers the
   * cookie value to set.
   */
  async remember(em: EntityManager, userId: string, presented: PresentedDevice | null): Promise<string> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
    if (presented && presented.device.userId === userId) {
      await em.nativeUpdate(KnownDevice, { id: presented.device.id }, { lastSignInAt: now, expiresAt });
      return presented.token;
    }
    const token = randomToken();
    await em.insert(KnownDevice, {
      id: randomUUID(),
      userId,
      tokenHash: sha256(token),
      createdAt: now,
      lastSignInAt: now,
      expiresAt,
    });
    await em.execute(
      `delete from "identity"."known_device" where "user_id" = ? and ("expires_at" <= ? or "id" not in (
         select "id" from "identity"."known_device" where "user_id" = ? order by "last_sign_in_at" desc limit ?))`,
      [userId, now, userId, DEVICES_PER_ACCOUNT],
    );
    return token;
  }

  /** A password reset: no device of the account is trusted any more. */
  async forgetAll(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(KnownDevice, { userId });
  }
}
