import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { postGraphql, startTestSubgraph, type TestSubgraph } from '@portico/service-kit/testing';
import type { Actor, AnswerValue, FormAnswers } from '@portico/shared-types';
import { formsSubgraph } from '../../src/forms-subgraph';

/** Every test process gets its own answers key, as tools/portico.mjs generates one per system. */
export function ensureAnswersKey(): void {
  process.env.ANSWERS_ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
}

export async function startForms(
  options: Parameters<typeof startTestSubgraph>[1] = {},
): Promise<TestSubgraph> {
  ensureAnswersKey();
  return startTestSubgraph(formsSubgraph, options);
}

export const FORM_FIELDS = `id workspaceId name createdBy status version translationState
  progress { completed applicable percent }`;
export const SAVE = `mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) {
  formId version seq stale
  applied { section path version }
  conflicts { section path value version updatedBy updatedAt }
  invalid { section path messageId message }
  form { ${FORM_FIELDS} }
} }`;
export const CREATE = `mutation($input: CreateFormInput!) { createForm(input: $input) { ${FORM_FIELDS} } }`;
export const READ_SECTION = `query($id: ID!, $key: String!) { form(id: $id) { version status
  section(key: $key) { key applies status answered total answers versions } } }`;
export const READ_SECTIONS = `query($id: ID!) { form(id: $id) { ${FORM_FIELDS}
  sections { key applies status answered total answers versions } } }`;

export interface Change {
  section: string;
  path: string;
  value: unknown;
  baseVersion: number;
}

export interface SaveResult {
  formId: string;
  version: number;
  seq: number;
  stale: boolean;
  applied: { section: string; path: string; version: number }[];
  conflicts: { section: string; path: string; value: unknown; version: number; updatedBy: string | null }[];
  invalid: { section: string; path: string; messageId: string; message: string }[];
  form: {
    status: string;
    version: number;
    progress: { completed: number; applicable: number; percent: number };
  };
}

/** One browser tab: its clientId and increasing seq. */
export class Tab {
  readonly clientId = randomUUID();
  seq = 0;
  constructor(
    private readonly forms: TestSubgraph,
    readonly actor: Actor,
    readonly formId: string,
  ) {}

  async save(changes: Change[], options: { idempotencyKey?: string; seq?: number } = {}) {
    const seq = options.seq ?? ++this.seq;
    const res = await postGraphql<{ saveAnswers: SaveResult }>(this.forms.url, {
      query: SAVE,
      variables: {
        input: {
          formId: this.formId,
          clientId: this.clientId,
          seq,
          idempotencyKey: options.idempotencyKey ?? randomUUID(),
          changes,
        },
      },
      actor: this.forms.signer.sign(this.actor),
    });
    return res.body;
  }

  async saved(
    changes: Change[],
    options: { idempotencyKey?: string; seq?: number } = {},
  ): Promise<SaveResult> {
    const body = await this.save(changes, options);
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.saveAnswers;
  }
}

export function caller(forms: TestSubgraph) {
  return <T = Record<string, unknown>>(
    actor: Actor,
    query: string,
    variables: Record<string, unknown> = {},
  ) => postGraphql<T>(forms.url, { query, variables, actor: forms.signer.sign(actor) }).then((r) => r.body);
}

export async function createForm(forms: TestSubgraph, actor: Actor, workspaceId: string, name = 'Form') {
  const body = await caller(forms)<{ createForm: { id: string } }>(actor, CREATE, {
    input: { workspaceId, name },
  });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.createForm;
}

function isDate(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((k) => ['day', 'month', 'year'].includes(k))
  );
}

/** A whole application as save changes: leaves by path, lists as one change each. */
export function changesOf(answers: FormAnswers): Change[] {
  const out: Change[] = [];
  for (const [section, object] of Object.entries(answers)) {
    const walk = (prefix: string, node: Record<string, AnswerValue | undefined>) => {
      for (const [k, v] of Object.entries(node)) {
        const path = prefix ? `${prefix}.${k}` : k;
        if (v !== null && typeof v === 'object' && !Array.isArray(v) && !isDate(v)) {
          walk(path, v as Record<string, AnswerValue | undefined>);
        } else out.push({ section, path, value: v, baseVersion: 0 });
      }
    };
    walk('', object as Record<string, AnswerValue | undefined>);
  }
  return out;
}

/** Raw SQL on the service's database (what an attacker with a dump would see). */
export async function rawQuery<T = Record<string, unknown>>(
  databaseUrl: string,
  query: string,
  params: unknown[] = [],
) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}
