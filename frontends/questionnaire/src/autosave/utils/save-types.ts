// The forms subgraph's saveAnswers contract, as the autosave client sends and reads it.

export interface AnswerChange {
  /** DS-160 section key (personalP1 …). */
  section: string;
  /** Answer path inside the section: "surname", "otherNames.0.surname", or a repeater's own path. */
  path: string;
  /** null clears the answer. */
  value: unknown;
  /** The version of this path the client last saw (0 when it never saw one). */
  baseVersion: number;
}

export interface SaveAnswersInput {
  formId: string;
  clientId: string;
  seq: number;
  idempotencyKey: string;
  changes: AnswerChange[];
}

export interface AppliedAnswer {
  section: string;
  path: string;
  version: number;
}

export interface AnswerConflict {
  section: string;
  path: string;
  value: unknown;
  version: number;
  updatedBy?: string | null;
  updatedAt?: string | null;
}

export interface InvalidAnswer {
  section: string;
  path: string;
  messageId: string;
  message: string;
}

export interface SavedFormSection {
  key: string;
  applies: boolean;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
  answered: number;
  total: number;
}

export interface SavedForm {
  id: string;
  version: number;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'ARCHIVED';
  progress: { completed: number; applicable: number; percent: number };
  sections: SavedFormSection[];
}

export interface SaveAnswersResult {
  formId: string;
  version: number;
  seq: number;
  stale: boolean;
  applied: AppliedAnswer[];
  conflicts: AnswerConflict[];
  invalid: InvalidAnswer[];
  form?: SavedForm;
}

/** What one attempt to save produced, as the client needs to tell it apart. */
export type SaveOutcome =
  | { kind: 'ok'; result: SaveAnswersResult }
  /** No answer reached us (offline, connection dropped, timed out): retry with the same key. */
  | { kind: 'network' }
  /** The server failed (5xx, 429, a subgraph unreachable behind the gateway): retry with the same key. */
  | { kind: 'server'; status: number; retryAfterMs?: number }
  /** 401 or UNAUTHENTICATED: pause, let the user log in again in place, then replay. */
  | { kind: 'unauthenticated' }
  /** Refused for good (archived form, not found, forbidden…): kept in memory, not retried by itself. */
  | {
      kind: 'refused';
      code?: string;
      message: string;
      /** The questionnaire message saying why (a save past a bound of the definition), when given. */
      messageId?: string;
    };

export interface SaveTransport {
  save(input: SaveAnswersInput): Promise<SaveOutcome>;
  /**
   * The last chance when the page is hidden or unloading: a request that outlives the page
   * (fetch keepalive). Its answer, when the page is still there to read it, is handled like any other.
   */
  saveBeforeUnload(input: SaveAnswersInput): Promise<SaveOutcome>;
}
