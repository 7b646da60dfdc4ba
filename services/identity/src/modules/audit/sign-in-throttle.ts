import { isIPv4, isIPv6 } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { identitySettings } from '../../lib/config';
import { sha256 } from '../../lib/tokens';

/**
 * Sign-in throttling (docs/adr/0034): failures are rows of `auth_failure`, counted per client
 * address (`ip`), per account from devices it never signed in from (`account`, keyed by the typed
 * address, so an unknown address behaves exactly like a known one), per account and address
 * (`pair`) and per known device (`device`). A throttled account still opens to its owner from a
 * known device, or with the password and a second factor (see AccountService.logIn).
 */

/** Consecutive failures that cost nothing; after them each failure doubles the wait. */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** Failures older than this no longer count towards an account's (or device's) run of failures. */
export const STREAK_MS = 24 * 60 * 60_000;
/** Hard cap whatever the delays: failures per account (or device) in any hour. */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
export const HOUR_MS = 60 * 60_000;
/** Consecutive failures of one account from one address, then that pair waits an hour. */
export const PAIR_FAILURE_LIMIT = 10;
export const PAIR_BLOCK_MS = 60 * 60_000;
/** Window of the per-address cap (LOGIN_FAILURES_PER_IP_DAY failures). */
export const SOURCE_WINDOW_MS = 24 * 60 * 60_000;
/** Wrong authenticator codes after a right password while throttled: this many per window, then none is taken. */
export const SECOND_FACTOR_FAILURES = 5;
export const SECOND_FACTOR_WINDOW_MS = 15 * 60_000;

/** The wait after `failures` consecutive failures: none for the first five, then 1 s doubling to 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_FAILURES, 20), MAX_DELAY_MS);
}

function ipv6Groups(ip: string): string[] | null {
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const head = split(halves[0]);
  const tail = halves.length === 2 ? split(halves[1]) : [];
  const last = (halves.length === 2 ? tail : head).at(-1);
  if (last?.includes('.')) {
    if (!isIPv4(last)) return null;
    const [a, b, c, d] = last.split('.').map(Number);
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    (halves.length === 2 ? tail : head).splice(-1, 1, ...groups);
  }
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  return [...head, ...Array<string>(missing).fill('0'), ...tail].map((g) => g.toLowerCase().padStart(4, '0'));
}

/**
 * The client address as throttling counts it: IPv4 as it is, IPv6 by its /64 network (what one
 * subscriber gets), an IPv4-mapped IPv6 address as its IPv4 address; null when absent or malformed.
 */
export function sourceKey(ip: string | null): string | null {
  if (!ip) return null;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return null;
  const groups = ipv6Groups(ip);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff') {
    const [hi, lo] = [parseInt(groups[6], 16), parseInt(groups[7], 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

export type ThrottleScope = 'ip' | 'account' | 'pair' | 'device';

export interface Refusal {
  scope: ThrottleScope;
  retryAfterSeconds: number;
}

interface ClaimRow {
  id: string;
  scope: ThrottleScope;
  key: string;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * One sign-in attempt. Its rows were written before the password is checked (so parallel attempts
 * see each other: the n-th of a burst is judged with the n-1 before it); they stay as failures, or
 * go away when the attempt succeeds or was not a guess.
 */
export class SignInAttempt {
  constructor(
    private readonly em: EntityManager,
    private rows: ClaimRow[],
    /** Why the attempt may not check a password the usual way: the address, or the account/device. */
    readonly refusal: Refusal | null,
  ) {}

  /** A failed guess: its rows stay and count. */
  async fail(): Promise<void> {
    this.rows = [];
  }

  /**
   * A right password (and second factor): the attempt is no failure, and the run of failures of
   * the account (or device) and of this account from this address starts again.
   */
  async succeed(): Promise<void> {
    const rows = this.rows;
    this.rows = [];
    const ip = rows.filter((row) => row.scope === 'ip').map((row) => row.id);
    if (ip.length > 0) await this.em.execute(`delete from "identity"."auth_failure" where "id" in (?)`, [ip]);
    for (const row of rows.filter((r) => r.scope !== 'ip')) {
      await this.em.execute(`delete from "identity"."auth_failure" where "scope" = ? and "key" = ?`, [
        row.scope,
        row.key,
      ]);
    }
  }

  /** Not a guess (the server asked for more, or refused before checking): nothing counts. */
  async release(): Promise<void> {
    await this.drop(() => true);
  }

  private async drop(which: (row: ClaimRow) => boolean): Promise<void> {
    const ids = this.rows.filter(which).map((row) => row.id);
    this.rows = this.rows.filter((row) => !which(row));
    if (ids.length > 0)
      await this.em.execute(`delete from "identity"."auth_failure" where "id" in (?)`, [ids]);
  }

  /** Keeps only the address's row: what an attempt on the second-factor path may still count against. */
  async keepSourceOnly(): Promise<void> {
    await this.drop((row) => row.scope !== 'ip');
  }
}

export class SignInThrottle {
  /**
   * Writes the attempt's rows and judges it against the rows written before them. `device` (a
   * known device's id) replaces the per-account and per-pair counts: a throttled account still
   * opens from a device it signed in from before, while the address still counts.
   */
  async begin(
    em: EntityManager,
    who: { ip: string | null; email?: string; deviceId?: string },
  ): Promise<SignInAttempt> {
    const source = sourceKey(who.ip);
    const wanted: [ThrottleScope, string][] = [];
    if (source) wanted.push(['ip', source]);
    if (who.deviceId) wanted.push(['device', who.deviceId]);
    else if (who.email) {
      wanted.push(['account', who.email]);
      if (source) wanted.push(['pair', pairKey(who.email, source)]);
    }
    const now = new Date();
    const rows =
      wanted.length === 0
        ? []
        : await em.execute<ClaimRow[]>(
            `insert into "identity"."auth_failure" ("scope", "key", "at") values ${wanted
              .map(() => '(?, ?, ?)')
              .join(', ')} returning "id", "scope", "key"`,
            wanted.flatMap(([scope, key]) => [scope, key, now]),
          );
    const refusals: Refusal[] = [];
    for (const row of rows) {
      const refusal = await this.judge(em, row, now);
      if (refusal) refusals.push(refusal);
    }
    const bySource = refusals.find((r) => r.scope === 'ip');
    const refusal = bySource ?? refusals.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0] ?? null;
    const attempt = new SignInAttempt(em, rows, refusal);
    if (bySource) await attempt.release();
    else if (refusal) await attempt.keepSourceOnly();
    return attempt;
  }

  /** Whether the address is refused now (for other code checks such as activation), without counting. */
  async sourceRefusal(em: EntityManager, ip: string | null): Promise<Refusal | null> {
    const source = sourceKey(ip);
    if (!source) return null;
    return this.judge(em, { id: '9223372036854775807', scope: 'ip', key: source }, new Date());
  }

  private async judge(em: EntityManager, row: ClaimRow, now: Date): Promise<Refusal | null> {
    switch (row.scope) {
      case 'ip':
        return this.judgeSource(em, row, now);
      case 'pair': {
        const { n, latest } = await this.run(em, row, now, STREAK_MS);
        if (n < PAIR_FAILURE_LIMIT || !latest) return null;
        const wait = latest.getTime() + PAIR_BLOCK_MS - now.getTime();
        return wait > 0 ? { scope: 'pair', retryAfterSeconds: seconds(wait) } : null;
      }
      default:
        return this.judgeRun(em, row, now);
    }
  }

  /** Rows of the same scope and key written before `row`, since `windowMs` ago. */
  private async run(em: EntityManager, row: ClaimRow, now: Date, windowMs: number) {
    const [stats] = await em.execute<{ n: number; latest: Date | null }[]>(
      `select count(*)::int as "n", max("at") as "latest" from "identity"."auth_failure"
       where "scope" = ? and "key" = ? and "id" < ? and "at" > ?`,
      [row.scope, row.key, row.id, new Date(now.getTime() - windowMs)],
    );
    return { n: stats.n, latest: stats.latest ? new Date(stats.latest) : null };
  }

  /** When the count of rows in a sliding window drops below `limit` again. */
  private async windowRetry(
    em: EntityManager,
    row: ClaimRow,
    now: Date,
    windowMs: number,
    limit: number,
    n: number,
  ): Promise<number> {
    const [oldest] = await em.execute<{ at: Date }[]>(
      `select "at" from "identity"."auth_failure"
       where "scope" = ? and "key" = ? and "id" < ? and "at" > ? order by "at" asc offset ? limit 1`,
      [row.scope, row.key, row.id, new Date(now.getTime() - windowMs), n - limit],
    );
    return seconds(new Date(oldest?.at ?? now).getTime() + windowMs - now.getTime());
  }

  private async judgeSource(em: EntityManager, row: ClaimRow, now: Date): Promise<Refusal | null> {
    const limit = identitySettings().loginFailuresPerIpDay;
    const { n } = await this.run(em, row, now, SOURCE_WINDOW_MS);
    if (n < limit) return null;
    return {
      scope: 'ip',
      retryAfterSeconds: await this.windowRetry(em, row, now, SOURCE_WINDOW_MS, limit, n),
    };
  }

  /** An account's (or device's) run: growing delays after five failures, and the hourly cap. */
  private async judgeRun(em: EntityManager, row: ClaimRow, now: Date): Promise<Refusal | null> {
    const { n, latest } = await this.run(em, row, now, STREAK_MS);
    // Without a delay due, nothing to wait for: an earlier row's time can be later than this
    // attempt's own (parallel attempts take their times before their rows' ids are drawn).
    const delay = delayAfter(n);
    let wait = latest && delay > 0 ? latest.getTime() + delay - now.getTime() : 0;
    if (n >= ACCOUNT_FAILURES_PER_HOUR) {
      const hourly = (await this.run(em, row, now, HOUR_MS)).n;
      if (hourly >= ACCOUNT_FAILURES_PER_HOUR) {
        const retry = await this.windowRetry(em, row, now, HOUR_MS, ACCOUNT_FAILURES_PER_HOUR, hourly);
        wait = Math.max(wait, retry * 1000);
      }
    }
    return wait > 0 ? { scope: row.scope, retryAfterSeconds: seconds(wait) } : null;
  }

  /**
   * The length of the account's run of failures when this failure begins a throttling period (the
   * run reached five and the owner was not told since it began), else null; at most once per run,
   * under a lock.
   */
  async throttlingBegins(em: EntityManager, email: string): Promise<number | null> {
    return em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`notice:${email}`]);
      const since = new Date(Date.now() - STREAK_MS);
      const [run] = await tx.execute<{ n: number; first: Date | null }[]>(
        `select count(*)::int as "n", min("at") as "first" from "identity"."auth_failure"
         where "scope" = 'account' and "key" = ? and "at" > ?`,
        [email, since],
      );
      if (run.n < FREE_FAILURES || !run.first) return null;
      const [told] = await tx.execute<{ n: number }[]>(
        `select count(*)::int as "n" from "identity"."auth_failure"
         where "scope" = 'notice' and "key" = ? and "at" >= ?`,
        [email, run.first],
      );
      if (told.n > 0) return null;
      await tx.execute(
        `insert into "identity"."auth_failure" ("scope", "key", "at") values ('notice', ?, ?)`,
        [email, new Date()],
      );
      return run.n;
    });
  }

  /** Whether a throttled account's authenticator code may be checked now. */
  async secondFactorAllowed(em: EntityManager, email: string): Promise<boolean> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as "n" from "identity"."auth_failure"
       where "scope" = 'second_factor' and "key" = ? and "at" > ?`,
      [email, new Date(Date.now() - SECOND_FACTOR_WINDOW_MS)],
    );
    return row.n < SECOND_FACTOR_FAILURES;
  }

  async recordSecondFactorFailure(em: EntityManager, email: string): Promise<void> {
    await em.execute(
      `insert into "identity"."auth_failure" ("scope", "key", "at") values ('second_factor', ?, ?)`,
      [email, new Date()],
    );
  }

  /** A password reset: the account's failures (from every address) no longer count. */
  async clearAccount(em: EntityManager, email: string): Promise<void> {
    await em.execute(
      `delete from "identity"."auth_failure" where ("scope" = 'account' and "key" = ?) or ("scope" = 'pair' and "key" like ?)`,
      [email, `${pairPrefix(email)}%`],
    );
  }
}

/** Pair keys start with a hash of the address, so a reset can clear every pair of one account. */
const pairPrefix = (email: string) => `${sha256(email).slice(0, 32)}:`;
const pairKey = (email: string, source: string) => `${pairPrefix(email)}${sha256(source).slice(0, 32)}`;
