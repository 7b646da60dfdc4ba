import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { SignatureEvidence } from '../signature-evidence.entity';

export enum LiveViewRole {
  WATCH = 'WATCH',
  SIGN = 'SIGN',
}
registerEnumType(LiveViewRole, {
  name: 'LiveViewRole',
  description:
    "WATCH: not the applicant: read-only on CEAC's sign page; whoever may answer captchas (answerCaptcha) may still type on a captcha page the robot hands over. SIGN: the applicant's own view; their pointer and keys reach a captcha page and CEAC's sign page while either waits.",
});

@ObjectType('LiveViewAccess', {
  simpleResolvers: true,
  description:
    "A ticket to the live view of the robot's browser (docs/adr/0042): open a WebSocket to `path` on the same origin within a minute; it opens once.",
})
export class LiveViewAccessOutput {
  @Field(() => String, { description: 'Same-origin WebSocket path, ticket included.' })
  path!: string;

  @Field(() => LiveViewRole)
  role!: LiveViewRole;

  @Field(() => Date)
  expiresAt!: Date;
}

@ObjectType('SignatureInput', {
  simpleResolvers: true,
  description: "One input event relayed to CEAC's sign page: its kind and time, never its value.",
})
export class SignatureInputOutput {
  @Field(() => String, { description: 'mouse-down, mouse-up, mouse-wheel, key-down, key-up or text.' })
  kind!: string;

  @Field(() => Date)
  at!: Date;
}

@ObjectType('SignatureEvidence', {
  simpleResolvers: true,
  description:
    "One hand-off of CEAC's sign page to the applicant in the live view: who could sign, when, from which session and address, the frames shown and the relayed input (kinds and times).",
})
export class SignatureEvidenceOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  attempt!: number;

  @Field(() => String, { description: 'signed, refused (CEAC said why: error), reloaded, left or stopped.' })
  outcome!: string;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date)
  endedAt!: Date;

  @Field(() => [String], { description: 'Who held a sign ticket: user:<id> or client:<link id>.' })
  signers!: string[];

  @Field(() => [String], { description: 'Their sessions (a client session, else the ticket id).' })
  sessions!: string[];

  @Field(() => [String], { description: 'The addresses their tickets were issued to.' })
  addresses!: string[];

  @Field(() => [SignatureInputOutput])
  inputs!: SignatureInputOutput[];

  @Field(() => [String], { description: 'SHA-256 (hex) of each distinct frame of the page shown.' })
  frameHashes!: string[];

  @Field(() => Int, { description: 'Input from viewers without the right to sign, refused.' })
  refusedInputs!: number;

  @Field(() => String, { nullable: true, description: "CEAC's session the page belonged to." })
  ceacSession!: string | null;

  @Field(() => String, { nullable: true, description: "CEAC's refusal, in its words." })
  error!: string | null;
}

export function toEvidenceOutput(e: SignatureEvidence): SignatureEvidenceOutput {
  return {
    id: e.id,
    attempt: e.attempt,
    outcome: e.outcome,
    startedAt: e.startedAt,
    endedAt: e.endedAt,
    signers: e.signers.map((s) => s.actor),
    sessions: e.signers.map((s) => s.session),
    addresses: e.signers.map((s) => s.addr),
    inputs: e.inputs.map((i) => ({ kind: i.kind, at: new Date(i.at) })),
    frameHashes: e.frames,
    refusedInputs: e.refusedInputs,
    ceacSession: e.ceacSession,
    error: e.error,
  };
}
