import type { Actor } from '@portico/shared-types';

export interface ActorCredentials {
  sessionToken?: string;
  apiKey?: string;
}

/** Turns the credentials the gateway saw into an actor. Accounts do not exist yet: everyone is anonymous. */
export class ActorService {
  async resolve(_credentials: ActorCredentials): Promise<Actor> {
    return { kind: 'anonymous' };
  }
}
