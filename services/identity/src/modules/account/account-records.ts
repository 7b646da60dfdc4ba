// What other modules read of an account without the account service (which creates workspaces):
// a user as the API shows it, and the sign-up with a taken address behind a session.
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserOutput } from './dtos/account.output';
import { DuplicateSignup, type UserAccount } from './user.entity';

export function toUserOutput(user: UserAccount): UserOutput {
  return Object.assign(new UserOutput(), {
    id: user.id,
    email: user.email,
    language: user.language,
    activated: user.activatedAt !== null,
    totpEnabled: user.totpSecret !== null,
  });
}

/** The sign-up with a taken address behind a session's user id, if that is what it is. */
export function findDuplicateSignup(em: EntityManager, id: string): Promise<DuplicateSignup | null> {
  return em.findOne(DuplicateSignup, { id });
}
