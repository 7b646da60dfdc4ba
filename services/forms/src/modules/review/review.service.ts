// Review with originals and translation to English (docs/adr/0014): members of the form's workspace
// translate the client's originals into the agency values, reset them, and settle answers the
// client changed after the agency's edit. Translations run before the form is locked (an HTTP
// provider may take seconds); the write then takes the form row, re-reads the answers and applies
// only results whose original is still the one translated, bumps the version, recomputes status
// and publishes ANSWERS_SAVED like a save.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  forbidden,
  badUserInput,
  parseId,
  requireWorkspaceMember,
  type SubgraphContext,
} from '@portico/service-kit';
import { answerPathProblem, isBusinessMember, isSectionKey, type SectionKey } from '@portico/shared-types';
import { Translator, configuredTranslator, type TranslationOutcome } from '../translation/translator';
import {
  kindOf,
  normalizePath,
  sameAnswer,
  toFormAnswers,
  type LoadedAnswers,
  type StoredAnswer,
} from '../form/answer-model';
import { FormStatus, TranslationState } from '../form/form.entity';
import { answersOutOfBounds, formArchived, formNotFound } from '../form/form.errors';
import { actorRef, canRead } from '../form/form-access';
import {
  FORM_COLUMNS,
  findForm,
  loadAnswerRows,
  recordTransition,
  rememberAnswers,
  sql,
  stateOf,
  toRecord,
  writeAnswerRows,
  type FormRecord,
} from '../form/form-records';
import { FormChange } from '../form/dtos/form-changed-event.output';
import { publishFormChange } from '../form/form-events';

type Ctx = Pick<SubgraphContext, 'actor' | 'em' | 'pubSub'>;

export type ReviewDecision = 'ACCEPT_CLIENT' | 'KEEP_AGENCY';

export interface TranslateAllResult {
  form: FormRecord;
  loaded?: LoadedAnswers;
  translated: number;
  needsHuman: number;
  unchanged: number;
}

const TRANSLATION_CONCURRENCY = 4;
const rowKey = (r: { section: string; path: string }) => `${r.section}|${r.path}`;

/** Rows whose original translateAll handles: text originals not hand-edited by the agency. */
function translatable(row: StoredAnswer): boolean {
  return (
    row.original != null &&
    typeof row.original.value === 'string' &&
    Translator.textKind(row.section, row.path) !== null &&
    (!row.agency || row.translation != null)
  );
}

/** The row after a translation outcome, or null when nothing changes. */
function applyOutcome(
  row: StoredAnswer,
  outcome: TranslationOutcome,
  version: number,
  by: string | null,
  at: Date,
): StoredAnswer | null {
  const original = row.original!;
  switch (outcome.kind) {
    case 'translated':
      if (sameAnswer(row.value, outcome.value) && row.translation === 'MACHINE' && !row.needsReview)
        return null;
      return {
        ...row,
        value: outcome.value,
        version,
        updatedBy: by,
        updatedAt: at,
        agency: { by, at },
        needsReview: false,
        translation: 'MACHINE',
      };
    case 'unchanged':
      // Already English (or not text): the original goes to CEAC as it is.
      if (!row.agency && row.translation == null) return null;
      return asOriginal(row, version, by, at);
    case 'needsHuman': {
      // Never pass it on as English: a translation of an older original goes too.
      const base = row.agency ? asOriginal(row, version, by, at) : { ...row };
      if (base.translation === 'NEEDS_HUMAN' && !row.agency) return null;
      return { ...base, translation: 'NEEDS_HUMAN', value: original.value };
    }
  }
}

/** The row with the client's original as its CEAC value again (no agency value, no marks). */
function asOriginal(row: StoredAnswer, version: number, by: string | null, at: Date): StoredAnswer {
  return {
    ...row,
    value: row.original!.value,
    version: sameAnswer(row.value, row.original!.value) ? row.version : version,
    updatedBy: by,
    updatedAt: at,
    agency: null,
    needsReview: false,
    translation: null,
  };
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Translation and review of client originals belong to agencies (product spec: business workspaces). */
export const BUSINESS_ONLY = 'Translation and review are offered in business workspaces.';

export class ReviewService {
  constructor(private readonly translator: () => Translator = () => configuredTranslator()) {}

  /** The form, for a member of its workspace (client links and other workspaces are refused). */
  private async agencyForm(ctx: Ctx, formId: string, em: EntityManager, forUpdate: boolean) {
    const form = await findForm(em, parseId(formId, 'formId'), forUpdate);
    if (!form || !canRead(ctx.actor, form)) throw formNotFound();
    if (ctx.actor.kind === 'client') throw forbidden();
    requireWorkspaceMember(ctx.actor, form.workspaceId);
    if (!isBusinessMember(ctx.actor, form.workspaceId)) throw forbidden(BUSINESS_ONLY);
    if (form.status === FormStatus.ARCHIVED) throw formArchived();
    return form;
  }

  /**
   * Locks the form, re-reads its answers, lets `change` decide the rows to write, and writes them
   * with a new version, status, progress and translation state; then publishes ANSWERS_SAVED.
   */
  private async write(
    ctx: Ctx,
    formId: string,
    change: (
      rows: Map<string, StoredAnswer>,
      version: number,
      by: string | null,
      at: Date,
      form: FormRecord,
    ) => { rows: StoredAnswer[]; translationState?: TranslationState },
  ): Promise<{ form: FormRecord; loaded?: LoadedAnswers; written: StoredAnswer[] }> {
    const by = actorRef(ctx.actor);
    let statusFrom: FormStatus | null = null;
    const done = await ctx.em.transactional(async (em) => {
      const form = await this.agencyForm(ctx, formId, em, true);
      const rows = new Map((await loadAnswerRows(em, form.id)).map((r) => [rowKey(r), r]));
      const version = form.version + 1;
      const decided = change(rows, version, by, new Date(), form);
      const translationState = decided.translationState ?? form.translationState;
      if (decided.rows.length === 0 && translationState === form.translationState)
        return { form, written: [] as StoredAnswer[] };
      for (const row of decided.rows) rows.set(rowKey(row), row);
      const all = [...rows.values()];
      const state = stateOf(all);
      await writeAnswerRows(em, form.id, decided.rows);
      const [row] = await sql(
        em,
        `update forms.form set version = ?, updated_at = now(), status = ?, translation_state = ?,
           progress_completed = ?, progress_applicable = ?, progress_percent = ?
         where id = ? returning ${FORM_COLUMNS}`,
        [
          version,
          state.status,
          translationState,
          state.progress.completed,
          state.progress.applicable,
          state.progress.percent,
          form.id,
        ],
      );
      if (state.status !== form.status) {
        statusFrom = form.status;
        await recordTransition(em, form.id, form.status, state.status, by);
      }
      return { form: toRecord(row as never), loaded: { rows: all, state }, written: decided.rows };
    });
    if (done.loaded) {
      rememberAnswers(done.form, done.loaded);
      publishFormChange(ctx, done.form, FormChange.ANSWERS_SAVED, {
        paths: done.written.map((r) => `${r.section}.${r.path}`),
      });
      if (statusFrom) publishFormChange(ctx, done.form, FormChange.STATUS_CHANGED);
    }
    return done;
  }

  /** Translates every client original not hand-edited by the agency. */
  async translateAll(ctx: Ctx, formId: string): Promise<TranslateAllResult> {
    const form = await this.agencyForm(ctx, formId, ctx.em, false);
    const rows = await loadAnswerRows(ctx.em, form.id);
    const answers = toFormAnswers(rows);
    const candidates = rows.filter(translatable);
    const translator = this.translator();
    const outcomes = new Map<string, { source: unknown; outcome: TranslationOutcome }>();
    await mapLimit(candidates, TRANSLATION_CONCURRENCY, async (row) => {
      const outcome = await translator.translate(row.section, row.path, row.original!.value, answers);
      outcomes.set(rowKey(row), { source: row.original!.value, outcome });
    });
    const counts = { translated: 0, needsHuman: 0, unchanged: 0 };
    const result = await this.write(ctx, form.id, (current, version, by, at) => {
      const changed: StoredAnswer[] = [];
      for (const [key, { source, outcome }] of outcomes) {
        const row = current.get(key);
        // Changed meanwhile (the client typed again, or a member edited it): left for the next run.
        if (!row || !translatable(row) || !sameAnswer(row.original!.value, source)) continue;
        const next = applyOutcome(row, outcome, version, by, at);
        // `translated` counts values that changed; needsHuman and unchanged count every such original.
        if (outcome.kind !== 'translated' || next) counts[outcome.kind]++;
        if (next) changed.push(next);
      }
      for (const row of changed) current.set(rowKey(row), row);
      const humans = [...current.values()].some((r) => r.translation === 'NEEDS_HUMAN');
      return {
        rows: changed,
        translationState: humans ? TranslationState.IN_PROGRESS : TranslationState.TRANSLATED,
      };
    });
    return { form: result.form, loaded: result.loaded, ...counts };
  }

  /** Translates one answer's original (replacing the agency value, hand-made or not). */
  async translateField(ctx: Ctx, input: { formId: string; section: string; path: string }) {
    const { section, path } = this.answerRef(input);
    const form = await this.agencyForm(ctx, input.formId, ctx.em, false);
    const rows = await loadAnswerRows(ctx.em, form.id);
    const row = rows.find((r) => r.section === section && r.path === path);
    if (!row?.original) throw badUserInput('This answer has no client original to translate.', 'path');
    if (Translator.textKind(section, path) === null)
      throw badUserInput('Only names, addresses and free text are translated.', 'path');
    const source = row.original.value;
    const outcome = await this.translator().translate(section, path, source, toFormAnswers(rows));
    const result = await this.write(ctx, form.id, (current, version, by, at) => {
      const now = current.get(rowKey(row));
      if (!now?.original || !sameAnswer(now.original.value, source)) return { rows: [] };
      // An explicit request replaces a hand edit with a translation, but a failed one keeps it.
      const handEdited = now.agency != null && now.translation == null;
      if (outcome.kind !== 'translated' && handEdited) return { rows: [] };
      const next = applyOutcome(now, outcome, version, by, at);
      return { rows: next ? [next] : [] };
    });
    const value = result.loaded?.rows.find((r) => r.section === section && r.path === path)?.value;
    return { form: result.form, loaded: result.loaded, outcome, value: value ?? row.value };
  }

  /** Every agency value that has a client original goes back to the original. */
  async resetTranslations(ctx: Ctx, formId: string) {
    let reset = 0;
    const result = await this.write(ctx, formId, (current, version, by, at) => {
      const changed = [...current.values()]
        .filter((r) => r.original && (r.agency || r.translation != null || r.needsReview))
        .map((r) => asOriginal(r, version, by, at));
      reset = changed.length;
      return { rows: changed, translationState: TranslationState.NONE };
    });
    return { form: result.form, loaded: result.loaded, reset };
  }

  /**
   * Settles an answer flagged for review: ACCEPT_CLIENT makes the client's changed original the CEAC
   * value (translate it next if it is not English); KEEP_AGENCY keeps the agency value.
   */
  async reviewAnswer(
    ctx: Ctx,
    input: { formId: string; section: string; path: string; decision: ReviewDecision },
  ) {
    const { section, path } = this.answerRef(input);
    const result = await this.write(ctx, input.formId, (current, version, by, at) => {
      const row = current.get(`${section}|${path}`);
      if (!row?.needsReview) throw badUserInput('This answer is not flagged for review.', 'path');
      const next =
        input.decision === 'ACCEPT_CLIENT'
          ? asOriginal(row, version, by, at)
          : { ...row, needsReview: false, agency: { by, at } };
      return { rows: [next] };
    });
    return { form: result.form, loaded: result.loaded };
  }

  private answerRef(input: { section: string; path: string }): { section: SectionKey; path: string } {
    if (!isSectionKey(input.section))
      throw badUserInput(`Unknown section key: ${input.section.slice(0, 60)}`, 'section');
    const refused = answerPathProblem(input.section, input.path);
    const normalized = refused ? null : normalizePath(input.path);
    if (!normalized || !kindOf(input.section, normalized.key)) {
      throw answersOutOfBounds(
        {
          field: 'path',
          messageId: refused?.messageId ?? 'ds160.error.unknownAnswer',
          section: input.section,
          path: input.path,
        },
        refused?.detail ?? 'the path names no answer of this section',
      );
    }
    return { section: input.section, path: normalized.path };
  }
}
