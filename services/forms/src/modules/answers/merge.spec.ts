import { GraphQLError } from 'graphql';
import type { AnswerValue, FormAnswers, SectionKey } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { computeState, rowsOfAnswers, toFormAnswers, type StoredAnswer } from '../form/answer-model';
import { TranslationState } from '../form/form.entity';
import { mergeAnswers, type MergeInput, type MergeResult } from './merge';
import { explodeChanges, type AnswerChange } from './save-request';

const AT = new Date('2026-11-28T00:00:00Z');
const MEMBER = 'member-1';
const CLIENT = 'client:link-1';

/** A stored row (personalP1 unless the path says `section:path`), version 2 unless given. */
function row(at: string, value: AnswerValue | null, extra: Partial<StoredAnswer> = {}): StoredAnswer {
  const [section, path] = at.includes(':') ? (at.split(':') as [SectionKey, string]) : ['personalP1', at];
  return {
    section: section as SectionKey,
    path,
    value,
    version: 2,
    updatedBy: MEMBER,
    updatedAt: AT,
    ...extra,
  };
}

/** The married B1/B2 tourist's complete application as stored rows (version 1), without `leaving`. */
function complete(...leaving: string[]): StoredAnswer[] {
  return rowsOfAnswers(MARRIED_B1B2_TOURIST, 1, MEMBER).filter(
    (r) => !leaving.includes(`${r.section}:${r.path}`),
  );
}

const change = (at: string, value: unknown, baseVersion = 0): AnswerChange => {
  const [section, path] = at.includes(':') ? at.split(':') : ['personalP1', at];
  return { section, path, value, baseVersion };
};

interface Case {
  stored: StoredAnswer[];
  changes: AnswerChange[];
  client?: boolean;
  seq?: number;
  lastSeq?: number | null;
  translationState?: TranslationState;
  expected: Record<string, unknown>;
}

/** What the merge decided, in a form a table can state. */
function summary(result: MergeResult): Record<string, unknown> {
  if (result.kind === 'stale')
    return {
      kind: 'stale',
      seq: result.outcome.seq,
      stale: result.outcome.stale,
      version: result.outcome.version,
    };
  if (result.kind === 'gap') return { kind: 'gap', index: result.index, path: result.path };
  const { outcome, write } = result;
  const sections = Object.fromEntries(
    (write?.state.sections ?? []).map((s) => [s.key, `${s.applies ? 'applies' : 'n/a'}, ${s.status}`]),
  );
  return {
    kind: 'merged',
    version: outcome.version,
    applied: outcome.applied.map((a) => `${a.section}:${a.path}@${a.version}`),
    conflicts: outcome.conflicts.map((c) => `${c.section}:${c.path}@${c.version}=${JSON.stringify(c.value)}`),
    invalid: outcome.invalid.map((i) => `${i.section}:${i.path} ${i.messageId}`),
    written: write
      ? Object.fromEntries(write.rows.map((r) => [`${r.section}:${r.path}@${r.version}`, r.value]))
      : null,
    originals: write
      ? Object.fromEntries(
          write.rows.filter((r) => r.original).map((r) => [`${r.section}:${r.path}`, r.original!.value]),
        )
      : null,
    review: write ? write.rows.filter((r) => r.needsReview).map((r) => `${r.section}:${r.path}`) : null,
    replaced: write?.replaced.map((r) => `${r.section}:${r.path} keeps ${r.kept.join(' ')}`) ?? null,
    status: write ? `${write.statusFrom ?? '='} -> ${write.state.status}` : null,
    translationState: write?.translationState ?? null,
    paths: write?.paths ?? null,
    sections,
  };
}

function input(c: Case): MergeInput {
  const answers = toFormAnswers(c.stored);
  const state = computeState(
    answers,
    c.stored.some((r) => r.value !== null),
  );
  const version = Math.max(1, ...c.stored.map((r) => r.version));
  return {
    form: {
      id: 'form-1',
      version,
      status: state.status,
      translationState: c.translationState ?? TranslationState.NONE,
    },
    before: { rows: c.stored, state, answers },
    changes: explodeChanges(c.changes),
    seq: c.seq ?? 7,
    lastSeq: c.lastSeq ?? null,
    writer: { client: c.client === true, by: c.client ? CLIENT : MEMBER },
    now: AT,
  };
}

/** The merge of a case, or how its request was refused whole before the merge. */
function run(c: Case): Record<string, unknown> {
  let merged: MergeInput;
  try {
    merged = input(c);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { refused: error.extensions.field, messageId: error.extensions.messageId };
  }
  return summary(mergeAnswers(merged));
}

const HAN = '\u738b'; // 王
const HAN2 = '\u6c6a'; // 汪

/** The client wrote 王 (version 2); the agency translated it to WANG (version 3). */
const translatedSurname = () =>
  row('surname', 'WANG', {
    original: { value: HAN, version: 2, by: CLIENT, at: AT },
    agency: { by: MEMBER, at: AT },
    version: 3,
  });

const cases: [string, Case][] = [
  // ---------------------------------------------------------------- verdicts on one field
  [
    'a first answer is written at the next version and starts the form',
    {
      stored: [],
      changes: [change('surname', 'GARCIA')],
      expected: {
        version: 2,
        applied: ['personalP1:surname@2'],
        written: { 'personalP1:surname@2': 'GARCIA' },
        status: 'NOT_STARTED -> IN_PROGRESS',
        paths: ['personalP1.surname'],
        sections: expect.objectContaining({ personalP1: 'applies, inProgress' }),
      },
    },
  ],
  [
    'an equal value is applied at its stored version and writes nothing',
    {
      stored: [row('surname', 'GARCIA', { version: 3 })],
      changes: [change('surname', 'GARCIA', 0)],
      expected: { version: 3, applied: ['personalP1:surname@3'], conflicts: [], written: null, status: null },
    },
  ],
  [
    'a different value stored after the base version is a conflict carrying the stored value',
    {
      stored: [row('surname', 'GARCIA', { version: 3 })],
      changes: [change('surname', 'LOPEZ', 2), change('givenName', 'ANA', 0)],
      expected: {
        version: 4,
        applied: ['personalP1:givenName@4'],
        conflicts: ['personalP1:surname@3="GARCIA"'],
        written: { 'personalP1:givenName@4': 'ANA' },
      },
    },
  ],
  [
    'a change made on the stored version replaces it',
    {
      stored: [row('surname', 'GARCIA', { version: 3 })],
      changes: [change('surname', 'LOPEZ', 3)],
      expected: { applied: ['personalP1:surname@4'], written: { 'personalP1:surname@4': 'LOPEZ' } },
    },
  ],
  [
    'an item answer with no row of its own conflicts with a newer list',
    {
      stored: [
        row('usedOtherNames', 'Y'),
        row('otherNames', 1, { version: 5 }),
        row('otherNames.0.surname', 'SMITH', { version: 5 }),
      ],
      changes: [change('otherNames.0.givenName', 'ANA', 4)],
      expected: { conflicts: ['personalP1:otherNames.0.givenName@5=null'], written: null },
    },
  ],
  // ---------------------------------------------------------------- the shared rules
  [
    "a member's non-English letters break the charset (CEAC's English-only rules)",
    {
      stored: [],
      changes: [change('surname', 'GARC\u00cdA'), change('givenName', 'ANA')],
      expected: {
        applied: ['personalP1:givenName@2'],
        invalid: ['personalP1:surname ds160.error.englishOnly'],
        written: { 'personalP1:givenName@2': 'ANA' },
      },
    },
  ],
  [
    "a client's native script is accepted as the client's original",
    {
      stored: [],
      client: true,
      changes: [change('surname', HAN)],
      expected: {
        applied: ['personalP1:surname@2'],
        invalid: [],
        written: { 'personalP1:surname@2': HAN },
        originals: { 'personalP1:surname': HAN },
        review: [],
      },
    },
  ],
  [
    'an option outside its list and an impossible date are refused, each with its message',
    {
      stored: [],
      changes: [change('maritalStatus', 'XX'), change('birthDate', { day: 31, month: 2, year: 1990 })],
      expected: {
        applied: [],
        invalid: [
          'personalP1:maritalStatus ds160.error.invalidOption',
          'personalP1:birthDate ds160.error.dateInvalid',
        ],
        written: null,
      },
    },
  ],
  [
    'an unfinished date is kept and leaves the section in progress',
    {
      stored: [],
      changes: [change('birthDate', { year: 1990 })],
      expected: {
        applied: ['personalP1:birthDate@2'],
        invalid: [],
        sections: expect.objectContaining({ personalP1: 'applies, inProgress' }),
      },
    },
  ],
  [
    'text past its CEAC maximum refuses the whole save before the merge',
    {
      stored: [],
      changes: [change('givenName', 'ANA'), change('surname', 'A'.repeat(34))],
      expected: { refused: 'changes.1', messageId: 'ds160.error.maxLength' },
    },
  ],
  [
    'a locked answer (born in Mexico: no specific travel plans) refuses any other value',
    {
      stored: [row('birthCountry', 'MEX')],
      changes: [change('visaPurposePage:hasSpecificTravelPlans', 'Y')],
      expected: {
        invalid: ['visaPurposePage:hasSpecificTravelPlans ds160.error.lockedMexico'],
        written: null,
      },
    },
  ],
  [
    'a locked answer takes its locked value',
    {
      stored: [row('birthCountry', 'MEX')],
      changes: [change('visaPurposePage:hasSpecificTravelPlans', 'N')],
      expected: { invalid: [], applied: ['visaPurposePage:hasSpecificTravelPlans@3'] },
    },
  ],
  // ---------------------------------------------------------------- reveal and hide
  [
    'an answer that reveals a required field puts a complete form back in progress',
    {
      stored: complete(),
      changes: [change('maritalStatus', 'O', 1)],
      expected: {
        applied: ['personalP1:maritalStatus@2'],
        status: 'COMPLETED -> IN_PROGRESS',
        sections: expect.objectContaining({
          personalP1: 'applies, inProgress',
          spouseInfoPage: expect.stringMatching(/^n\/a/),
        }),
      },
    },
  ],
  [
    'answering the revealed field completes it again',
    {
      stored: [...complete('personalP1:maritalStatus'), row('maritalStatus', 'O')],
      changes: [change('maritalStatusOther', 'SEPARATED')],
      expected: {
        applied: ['personalP1:maritalStatusOther@3'],
        sections: expect.objectContaining({ personalP1: 'applies, completed' }),
      },
    },
  ],
  [
    'an answer that hides a required unanswered field completes the form',
    {
      stored: [...complete('personalP1:maritalStatus'), row('maritalStatus', 'O')],
      changes: [change('maritalStatus', 'M', 2)],
      expected: {
        applied: ['personalP1:maritalStatus@3'],
        status: 'IN_PROGRESS -> COMPLETED',
        sections: expect.objectContaining({
          personalP1: 'applies, completed',
          spouseInfoPage: 'applies, completed',
        }),
      },
    },
  ],
  // ---------------------------------------------------------------- repeaters
  [
    'a list is written as its own row (the item count) and its items’ leaves',
    {
      stored: [row('usedOtherNames', 'Y')],
      changes: [change('otherNames', [{ surname: 'SMITH', givenName: 'ANA' }])],
      expected: {
        applied: ['personalP1:otherNames@3'],
        written: {
          'personalP1:otherNames@3': 1,
          'personalP1:otherNames.0.surname@3': 'SMITH',
          'personalP1:otherNames.0.givenName@3': 'ANA',
        },
        replaced: ['personalP1:otherNames keeps otherNames otherNames.0.surname otherNames.0.givenName'],
      },
    },
  ],
  [
    'a shorter list removes the dropped items and keeps the versions of items it does not change',
    {
      stored: [
        row('usedOtherNames', 'Y'),
        row('otherNames', 2),
        row('otherNames.0.surname', 'SMITH'),
        row('otherNames.0.givenName', 'ANA'),
        row('otherNames.1.surname', 'JONES'),
        row('otherNames.1.givenName', 'EVA'),
      ],
      changes: [change('otherNames', [{ surname: 'SMITH', givenName: 'ANA' }], 2)],
      expected: {
        applied: ['personalP1:otherNames@3'],
        written: {
          'personalP1:otherNames@3': 1,
          'personalP1:otherNames.0.surname@2': 'SMITH',
          'personalP1:otherNames.0.givenName@2': 'ANA',
        },
        replaced: ['personalP1:otherNames keeps otherNames otherNames.0.surname otherNames.0.givenName'],
      },
    },
  ],
  [
    'an item answer goes into the next free item',
    {
      stored: [row('usedOtherNames', 'Y'), row('otherNames', 1), row('otherNames.0.surname', 'SMITH')],
      changes: [change('otherNames.1.surname', 'JONES', 2)],
      expected: { applied: ['personalP1:otherNames.1.surname@3'], replaced: [] },
    },
  ],
  [
    'an item answer past the next free item refuses the save (a gap)',
    {
      stored: [row('usedOtherNames', 'Y'), row('otherNames', 1), row('otherNames.0.surname', 'SMITH')],
      changes: [change('givenName', 'ANA'), change('otherNames.5.surname', 'JONES', 2)],
      expected: { kind: 'gap', index: 1, path: 'otherNames.5.surname' },
    },
  ],
  [
    "a list is refused by its items' rules",
    {
      stored: [row('usedOtherNames', 'Y')],
      changes: [change('otherNames', [{ surname: 'GARC\u00cdA', givenName: 'ANA' }])],
      expected: { invalid: ['personalP1:otherNames ds160.error.englishOnly'], written: null },
    },
  ],
  // ---------------------------------------------------------------- the tab's seq
  [
    'a seq already seen from the tab applies nothing and gives the last seq',
    {
      stored: [row('surname', 'GARCIA')],
      changes: [change('surname', 'LOPEZ', 2)],
      seq: 5,
      lastSeq: 5,
      expected: { kind: 'stale', seq: 5, stale: true, version: 2 },
    },
  ],
  [
    'an older seq arriving late applies nothing',
    {
      stored: [row('surname', 'GARCIA')],
      changes: [change('surname', 'LOPEZ', 2)],
      seq: 3,
      lastSeq: 5,
      expected: { kind: 'stale', seq: 5 },
    },
  ],
  [
    'the next seq applies',
    {
      stored: [row('surname', 'GARCIA')],
      changes: [change('surname', 'LOPEZ', 2)],
      seq: 6,
      lastSeq: 5,
      expected: { kind: 'merged', applied: ['personalP1:surname@3'] },
    },
  ],
  // ---------------------------------------------------------------- client originals and review
  [
    'a client sees its own original: the same original is an equal value',
    {
      stored: [translatedSurname()],
      client: true,
      changes: [change('surname', HAN, 0)],
      expected: { applied: ['personalP1:surname@2'], written: null },
    },
  ],
  [
    "a client's new original under the agency's value keeps that value and flags the answer for review",
    {
      stored: [translatedSurname()],
      client: true,
      changes: [change('surname', HAN2, 2)],
      expected: {
        applied: ['personalP1:surname@4'],
        written: { 'personalP1:surname@3': 'WANG' },
        originals: { 'personalP1:surname': HAN2 },
        review: ['personalP1:surname'],
      },
    },
  ],
  [
    "a member's save keeps the client's original and clears the review flag",
    {
      stored: [
        row('surname', 'WANG', {
          original: { value: HAN2, version: 4, by: CLIENT, at: AT },
          agency: { by: MEMBER, at: AT },
          needsReview: true,
          version: 4,
        }),
      ],
      changes: [change('surname', 'WONG', 4)],
      expected: {
        applied: ['personalP1:surname@5'],
        written: { 'personalP1:surname@5': 'WONG' },
        originals: { 'personalP1:surname': HAN2 },
        review: [],
      },
    },
  ],
  [
    "a client's new text on a translated form puts the translation back in progress",
    {
      stored: [row('surname', 'WANG')],
      client: true,
      translationState: TranslationState.TRANSLATED,
      changes: [change('birthCity', 'HANGZHOU')],
      expected: { applied: ['personalP1:birthCity@3'], translationState: TranslationState.IN_PROGRESS },
    },
  ],
  [
    "a member's new text leaves a translated form translated",
    {
      stored: [row('surname', 'WANG')],
      translationState: TranslationState.TRANSLATED,
      changes: [change('birthCity', 'HANGZHOU')],
      expected: { applied: ['personalP1:birthCity@3'], translationState: TranslationState.TRANSLATED },
    },
  ],
  // ---------------------------------------------------------------- the form's status
  [
    'the last missing answer completes the form',
    {
      stored: complete('personalP1:givenName'),
      changes: [change('givenName', 'LI')],
      expected: {
        applied: ['personalP1:givenName@2'],
        status: 'IN_PROGRESS -> COMPLETED',
        sections: expect.objectContaining({ personalP1: 'applies, completed' }),
      },
    },
  ],
  [
    'clearing a required answer of a complete form leaves a tombstone row and puts it back in progress',
    {
      stored: complete(),
      changes: [change('givenName', null, 1)],
      expected: {
        written: { 'personalP1:givenName@2': null },
        status: 'COMPLETED -> IN_PROGRESS',
        sections: expect.objectContaining({ personalP1: 'applies, inProgress' }),
      },
    },
  ],
  [
    'clearing the only answer takes the form back to not started',
    {
      stored: [row('surname', 'GARCIA')],
      changes: [change('surname', null, 2)],
      expected: { written: { 'personalP1:surname@3': null }, status: 'IN_PROGRESS -> NOT_STARTED' },
    },
  ],
  [
    'a change that keeps the status records no transition',
    {
      stored: [row('surname', 'GARCIA')],
      changes: [change('givenName', 'ANA')],
      expected: { status: '= -> IN_PROGRESS' },
    },
  ],
];

describe('mergeAnswers (the autosave merge, pure)', () => {
  it.each(cases)('%s', (_name, c) => {
    expect(run(c)).toMatchObject(c.expected);
  });

  it('changes nothing it is given and gives the same result for the same input', () => {
    const c: Case = {
      stored: [
        row('usedOtherNames', 'Y'),
        row('otherNames', 2),
        row('otherNames.0.surname', 'SMITH'),
        row('otherNames.1.surname', 'JONES'),
        row('surname', 'WANG', {
          original: { value: HAN, version: 2, by: CLIENT, at: AT },
          agency: { by: MEMBER, at: AT },
        }),
      ],
      client: true,
      changes: [change('otherNames', [{ surname: 'SMITH' }], 2), change('surname', HAN2, 2)],
      expected: {},
    };
    const given = input(c);
    const copy = structuredClone({
      rows: given.before.rows,
      answers: given.before.answers,
      state: given.before.state,
    });
    const first = summary(mergeAnswers(given));
    expect({ rows: given.before.rows, answers: given.before.answers, state: given.before.state }).toEqual(
      copy,
    );
    expect(summary(mergeAnswers(given))).toEqual(first);
  });

  it('computes only the sections a change can reach, and agrees with a full computation', () => {
    const c: Case = { stored: complete(), changes: [change('surname', 'WONG', 1)], expected: {} };
    const given = input(c);
    const result = mergeAnswers(given);
    if (result.kind !== 'merged' || !result.write) throw new Error('expected a write');
    const full = computeState(result.write.loaded.answers as FormAnswers, true);
    expect(result.write.state.sections).toEqual(full.sections);
    expect(result.write.state.status).toBe(full.status);
    // Sections the surname does not reach are the objects of the state before (not recomputed).
    const untouched = given.before.state.sections.filter((s, i) => s === result.write!.state.sections[i]);
    expect(untouched.length).toBeGreaterThan(0);
  });
});
