import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Who held a sign ticket while CEAC's sign page was handed over (docs/adr/0042). */
export interface EvidenceSigner {
  /** `user:<id>` or `client:<link id>`. */
  actor: string;
  /** The client session of a link, else the live-view ticket's id. */
  session: string;
  /** The address the ticket was issued to. */
  addr: string;
}

/**
 * One hand-off of CEAC's sign page to the applicant in the live view: who could sign, when, from
 * which session and address, the frames shown (SHA-256 of each distinct one) and every relayed input
 * event's kind and time — never a keystroke's value. Kept with the submission.
 */
@Entity({ tableName: 'signature_evidence' })
@Index({ properties: ['submissionId', 'startedAt'] })
export class SignatureEvidence {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  submissionId!: string;

  @Property({ type: 'integer' })
  attempt!: number;

  /** `signed`, `refused` (CEAC's message), `reloaded` (the page came again), `stopped`. */
  @Property({ type: 'string', length: 20 })
  outcome!: string;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime' })
  endedAt!: Date;

  @Property({ type: 'json', default: '[]' })
  signers: (EvidenceSigner & { jti: string })[] = [];

  @Property({ type: 'json', default: '[]' })
  inputs: { kind: string; at: string; viewer: string }[] = [];

  @Property({ type: 'json', default: '[]' })
  frames: string[] = [];

  @Property({ type: 'integer', default: 0 })
  refusedInputs = 0;

  /** CEAC's session (the robot's ASP.NET_SessionId) the page belonged to. */
  @Property({ type: 'string', length: 100, nullable: true })
  ceacSession: string | null = null;

  /** CEAC's refusal, in its own words. */
  @Property({ type: 'text', nullable: true })
  error: string | null = null;
}
