// The autosave (docs/adr/0009, 0031, 0049): checks the request, reads the form (or assumes this
// process's last view of it), merges (merge.ts, pure), writes in one statement (save-statement.ts)
// and starts again when another save moved the form on; then caches and publishes.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SAVE_BOUNDS } from '@portico/shared-types';
import { badUserInput, conflict, parseId, type SubgraphContext } from '@portico/service-kit';
import { answerCipher } from '../form/answer-cipher';
import { canonical, type LoadedAnswers } from '../form/answer-model';
import { FormStatus } from '../form/form.entity';
import { answersOutOfBounds, formArchived, formNotFound, idempotencyKeyReused } from '../form/form.errors';
import { actorRef, canRead, requireWrite } from '../form/form-access';
import { publishFormChange } from '../form/form-events';
import {
  cachedAnswers,
  cachedForm,
  findForm,
  rememberAnswers,
  toRecord,
  type FormRecord,
} from '../form/form-records';
import { FormChange } from '../form/dtos/form-changed-event.output';
import { mergeAnswers, staleOutcome, type MergeInput } from './merge';
import {
  assumedGuard,
  idempotencyAad,
  purgeIdempotencyKeys,
  readForSave,
  writeSave,
  writeStale,
  type Guard,
  type SaveKeys,
} from './save-statement';
import {
  checkChangeShapes,
  explodeChanges,
  type ExplodedChange,
  type SaveAnswersRequest,
  type SaveOutcome,
} from './save-request';

type Ctx = Pick<SubgraphContext, 'actor' | 'em' | 'pubSub'>;

const PURGE_EVERY_N_SAVES = 500;
const MAX_SAVE_ATTEMPTS = 20;
const RETRY = Symbol('retry');

/** What one save attempt did. */
interface Attempt {
  outcome: SaveOutcome;
  form: FormRecord;
  replay: boolean;
  loaded?: LoadedAnswers;
  paths?: string[];
  statusFrom?: FormStatus | null;
}

/** One save, checked: what every attempt of it needs. */
interface Save {
  formId: string;
  seq: number;
  changes: ExplodedChange[];
  keys: SaveKeys;
  writer: MergeInput['writer'];
}

export class AnswersService {
  /**
   * Field-level merge (docs/adr/0009): the idempotency key and the tab's seq are checked, each
   * change is compared with the stored version of its path (a newer, different value is a
   * conflict) and validated with the shared rules; then one atomic statement writes the answers,
   * seq, idempotency entry, transition and the form's version, status and progress, only if the
   * form is still at the version read (otherwise the save starts again).
   */
  async save(
    ctx: Ctx,
    input: SaveAnswersRequest,
  ): Promise<{ outcome: SaveOutcome; form: FormRecord; loaded?: LoadedAnswers }> {
    const formId = parseId(input.formId, 'formId');
    const clientId = parseId(input.clientId, 'clientId');
    const key = parseId(input.idempotencyKey, 'idempotencyKey');
    if (!Number.isInteger(input.seq) || input.seq < 0)
      throw badUserInput('seq must be a non-negative integer', 'seq');
    checkChangeShapes(input.changes);
    const by = actorRef(ctx.actor);
    const request = canonical({ formId, clientId, seq: input.seq, changes: input.changes });
    if (Buffer.byteLength(request) > SAVE_BOUNDS.maxBytes + 200) {
      throw answersOutOfBounds(
        { field: 'changes', messageId: 'ds160.error.saveTooLarge' },
        `the changes of one save must be at most ${SAVE_BOUNDS.maxBytes} bytes as JSON`,
      );
    }
    const save: Save = {
      formId,
      seq: input.seq,
      changes: explodeChanges(input.changes),
      keys: {
        clientId,
        actorKey: by ?? 'anonymous',
        key,
        requestHash: createHash('sha256').update(request).digest('hex'),
      },
      // A client link writes the client's originals (native script allowed); members write the
      // agency's value (English-only rules). See docs/adr/0014.
      writer: { client: ctx.actor.kind === 'client', by },
    };

    let done: Attempt | undefined;
    const assumed = cachedForm(formId);
    for (let i = 0; i < MAX_SAVE_ATTEMPTS && !done; i++) {
      const result = await this.attempt(ctx, save, i === 0 ? assumed : null);
      if (result !== RETRY) done = result;
    }
    if (!done) throw conflict('The form is being changed by many saves at once. Try again.');

    if (!done.replay && done.loaded) rememberAnswers(done.form, done.loaded);
    // Now and then a save clears idempotency keys past their 24 hours (reads ignore them already).
    if (Math.random() < PURGE_EVERY_N_SAVES ** -1) {
      void purgeIdempotencyKeys(ctx.em.fork()).catch(() => undefined);
    }

    if (done.replay) {
      // The first result, with the form as it is now.
      const form = await findReadable(ctx, formId);
      return { outcome: done.outcome, form };
    }
    if (done.paths && done.paths.length > 0) {
      publishFormChange(ctx, done.form, FormChange.ANSWERS_SAVED, { clientId, paths: done.paths });
      if (done.statusFrom) publishFormChange(ctx, done.form, FormChange.STATUS_CHANGED);
    }
    return { outcome: done.outcome, form: done.form, loaded: done.loaded };
  }

  /** Deletes idempotency keys older than their 24 hours. */
  purgeIdempotencyKeys(em: EntityManager): Promise<number> {
    return purgeIdempotencyKeys(em);
  }

  /**
   * One save attempt. With `assumed` (this process's last view of the form, `cachedForm`), the save
   * reads nothing: its one statement applies only if the form is still at that version, not
   * archived, the tab's seq is new and the idempotency key unused; otherwise it writes nothing and
   * the save starts again the long way, which reads all three and answers replays and stale seqs.
   */
  private async attempt(
    ctx: Ctx,
    save: Save,
    assumed: ReturnType<typeof cachedForm>,
  ): Promise<Attempt | typeof RETRY> {
    const { actor, em } = ctx;
    if (assumed) {
      const form = assumed.form;
      if (form.status === FormStatus.ARCHIVED || !canRead(actor, form)) return RETRY;
      requireWrite(actor, form);
      return this.write(em, save, form, assumed.loaded, null, assumedGuard(form, save.keys, save.seq), true);
    }
    const read = await readForSave(em, save.formId, save.keys);
    const form = read ? toRecord(read as never) : null;
    if (!read || !form || !canRead(actor, form)) throw formNotFound();
    requireWrite(actor, form);
    const previous = read.request_hash as string | null;
    if (previous) {
      if (previous !== save.keys.requestHash) throw idempotencyKeyReused();
      const outcome = JSON.parse(
        answerCipher().decrypt(read.result as Buffer, idempotencyAad(form, save.keys)),
      ) as SaveOutcome;
      return { outcome, form, replay: true };
    }
    if (form.status === FormStatus.ARCHIVED) throw formArchived();
    const lastSeq = read.last_seq as number | null;
    const stale = staleOutcome(form, save.seq, lastSeq);
    // Judged before the answers are read: a stale save needs none.
    if (stale) return this.answerStale(em, save, form, stale);
    const before = await cachedAnswers(em, form);
    if (!before) return RETRY;
    return this.write(em, save, form, before, lastSeq, () => '', false);
  }

  /** A stale seq: only the tab's seq and the idempotent result are written, if the form has not moved on. */
  private async answerStale(
    em: EntityManager,
    save: Save,
    form: FormRecord,
    outcome: SaveOutcome,
  ): Promise<Attempt | typeof RETRY> {
    return (await writeStale(em, form, save.keys, outcome)) ? { outcome, form, replay: false } : RETRY;
  }

  /** Merges the changes into `before` (the answers at `form.version`) and writes the result. */
  private async write(
    em: EntityManager,
    save: Save,
    form: FormRecord,
    before: MergeInput['before'],
    lastSeq: number | null,
    guard: Guard,
    /** `before` is this process's last view of the form, not read for this save. */
    assumed: boolean,
  ): Promise<Attempt | typeof RETRY> {
    const merged = mergeAnswers({
      form,
      before,
      changes: save.changes,
      seq: save.seq,
      lastSeq,
      writer: save.writer,
      now: new Date(),
    });
    if (merged.kind === 'stale') return this.answerStale(em, save, form, merged.outcome);
    if (merged.kind === 'gap') {
      // This process's copy of the form may be behind another replica's: read it before refusing.
      if (assumed) return RETRY;
      throw answersOutOfBounds(
        {
          field: `changes.${merged.index}`,
          messageId: 'ds160.error.repeaterGap',
          section: merged.section,
          path: merged.path,
        },
        `${merged.section}.${merged.path}: ${merged.detail}`,
      );
    }
    const { outcome, write } = merged;
    const row = await writeSave(em, form, save.keys, outcome, write, save.writer.by, guard);
    if (!row) return RETRY; // another save moved the form on: start again from its new version
    return {
      outcome,
      form: toRecord(row as never),
      loaded: write?.loaded,
      paths: write?.paths ?? [],
      statusFrom: write?.statusFrom ?? null,
      replay: false,
    };
  }
}

/** The form when the actor may see it; NOT_FOUND otherwise. */
async function findReadable(ctx: Ctx, formId: string): Promise<FormRecord> {
  const form = await findForm(ctx.em, formId);
  if (!form || !canRead(ctx.actor, form)) throw formNotFound();
  return form;
}
