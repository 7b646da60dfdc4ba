// Fills a whole DS-160 through the partner API and files it: the worked example of
// docs/api/fill-a-ds160.md, which includes its regions verbatim. gateway/test/fills-a-ds160-through-the-api.spec.ts
// runs it against a real system, so what the guide shows keeps working.
// Usage: PORTICO_URL=https://portico.example PORTICO_API_KEY=ptk_… WORKSPACE_ID=… node fill-a-ds160.mjs
// Plain Node 18 or later (fetch), no packages. Prints one JSON line per step.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

// #region call
const { PORTICO_URL = 'http://localhost:4000', PORTICO_API_KEY, WORKSPACE_ID } = process.env;

/** One GraphQL operation with the API key; throws the first error (its extensions.code says why). */
async function call(query, variables = {}) {
  const response = await fetch(`${PORTICO_URL}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PORTICO_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) {
    const [first] = body.errors;
    throw Object.assign(new Error(`${first.extensions?.code}: ${first.message}`), { errors: body.errors });
  }
  return body.data;
}
// #endregion

const show = (step, what) => console.log(JSON.stringify({ step, ...what }));

if (!PORTICO_API_KEY || !WORKSPACE_ID) {
  console.error('Set PORTICO_API_KEY and WORKSPACE_ID.');
  process.exit(2);
}

// #region create-form
const { createForm: form } = await call(
  `mutation CreateForm($input: CreateFormInput!) {
    createForm(input: $input) { id name status version }
  }`,
  { input: { workspaceId: WORKSPACE_ID, name: 'Li Wang - B1/B2' } },
);
// #endregion
show('create-form', { form });

// #region read-sections
const SECTIONS = `query Sections($id: ID!) {
  form(id: $id) {
    id status version
    progress { completed applicable percent }
    sections { key applies status answered total missing { path messageId message } }
  }
}`;

async function readForm() {
  return (await call(SECTIONS, { id: form.id })).form;
}

const missingOf = (read, key) => read.sections.find((s) => s.key === key).missing;
// #endregion
const fresh = await readForm();
show('read-sections', {
  sections: fresh.sections.filter((s) => s.applies).map((s) => [s.key, s.status, s.missing.length]),
  personalP1: missingOf(fresh, 'personalP1').map((m) => m.path),
});

// #region save
const SAVE = `mutation Save($input: SaveAnswersInput!) {
  saveAnswers(input: $input) {
    version stale
    applied { section path version }
    conflicts { section path value version }
    invalid { section path messageId message }
    form { status version progress { completed applicable percent } }
  }
}`;

const clientId = randomUUID(); // one per program writing to the form
let seq = 0; // goes up with every save of this clientId
let version = form.version; // the form's version as we last read it

async function save(changes) {
  const { saveAnswers: result } = await call(SAVE, {
    input: {
      formId: form.id,
      clientId,
      seq: ++seq,
      idempotencyKey: randomUUID(), // send the same key again when you retry this very call
      changes: changes.map((change) => ({ baseVersion: version, ...change })),
    },
  });
  version = result.version;
  return result;
}
// #endregion

// #region first-answers
let saved = await save([
  { section: 'personalP1', path: 'surname', value: 'WANG' },
  { section: 'personalP1', path: 'givenName', value: 'LI' },
  { section: 'personalP1', path: 'nativeFullName', value: '王丽' },
  { section: 'personalP1', path: 'usedOtherNames', value: 'N' },
  { section: 'personalP1', path: 'hasTelecodeName', value: 'Y' },
  { section: 'personalP1', path: 'telecodeSurname', value: '3769' },
  { section: 'personalP1', path: 'telecodeGivenName', value: '0448' },
  { section: 'personalP1', path: 'gender', value: 'F' },
  { section: 'personalP1', path: 'maritalStatus', value: 'M' },
  { section: 'personalP1', path: 'birthDate', value: { year: 1988, month: 3, day: 14 } },
  { section: 'personalP1', path: 'birthState', value: 'ZHEJIANG' },
  { section: 'personalP1', path: 'birthCountry', value: 'CHIN' },
]);
let read = await readForm();
// personalP1 is IN_PROGRESS: missing = [{ path: 'birthCity', messageId: 'ds160.error.required', … }]
// #endregion
show('first-answers', {
  invalid: saved.invalid,
  status: read.sections.find((s) => s.key === 'personalP1').status,
  missing: missingOf(read, 'personalP1'),
});

// #region complete-a-section
saved = await save([{ section: 'personalP1', path: 'birthCity', value: 'HANGZHOU' }]);
read = await readForm();
// personalP1 is COMPLETED and its missing list is empty
// #endregion
show('complete-a-section', {
  status: read.sections.find((s) => s.key === 'personalP1').status,
  missing: missingOf(read, 'personalP1'),
});

// #region refused-answer
// An answer the questionnaire refuses comes back in `invalid`; the other changes of the call apply.
const refused = await save([
  { section: 'addressAndPhonePage', path: 'phoneNumbers.primary', value: '+86 1380013800' },
]);
// refused.invalid: [{ path: 'phoneNumbers.primary', messageId: 'ds160.error.format.phone', … }]: not stored
saved = await save([
  { section: 'addressAndPhonePage', path: 'phoneNumbers.primary', value: '8613800138000' },
]);

// A change past the questionnaire's bounds (an unknown path, a value longer than the field allows,
// a row past the list's limit) refuses the whole call: BAD_USER_INPUT, nothing stored.
const tooLong = await save([
  { section: 'addressAndPhonePage', path: 'phoneNumbers.primary', value: '+86 138-0013-8000' },
]).catch((error) => error.errors[0].extensions);
// tooLong: { code: 'BAD_USER_INPUT', messageId: 'ds160.error.maxLength', path: 'phoneNumbers.primary', … }
// #endregion
show('refused-answer', {
  refused: refused.invalid,
  tooLong,
  invalid: saved.invalid,
  applied: saved.applied.map((a) => a.path),
});

// #region rows
// Add rows: send the list's own path with every row.
saved = await save([
  {
    section: 'visaPurposePage',
    path: 'visitLocations',
    value: [{ location: 'SAN FRANCISCO' }, { location: 'LAS VEGAS' }, { location: 'LOS ANGELES' }],
  },
]);
// Remove a row: send the list without it (here the second).
saved = await save([
  {
    section: 'visaPurposePage',
    path: 'visitLocations',
    value: [{ location: 'SAN FRANCISCO' }, { location: 'LOS ANGELES' }],
  },
]);
// Change one answer of a row: its item path (rows count from 0).
saved = await save([{ section: 'visaPurposePage', path: 'visitLocations.1.location', value: 'LOS ANGELES' }]);
// #endregion
show('rows', { applied: saved.applied.map((a) => a.path), invalid: saved.invalid });

// #region whole-application
/** A section's answers as changes: one per answer, a date or a list of rows being one answer. */
function changesOf(section, answers, prefix = '') {
  return Object.entries(answers).flatMap(([key, value]) => {
    const path = prefix + key;
    const isDate = value && typeof value === 'object' && 'year' in value;
    if (value && typeof value === 'object' && !Array.isArray(value) && !isDate)
      return changesOf(section, value, `${path}.`);
    return [{ section, path, value }];
  });
}

const application = JSON.parse(readFileSync(new URL('./fill-a-ds160.answers.json', import.meta.url), 'utf8'));
saved = await save(Object.entries(application).flatMap(([section, answers]) => changesOf(section, answers)));
read = await readForm();
// read.status is COMPLETED: every applicable section COMPLETED, each with missing = []
// #endregion
show('whole-application', {
  invalid: saved.invalid,
  conflicts: saved.conflicts,
  status: read.status,
  progress: read.progress,
  missing: read.sections.flatMap((s) => s.missing.map((m) => `${s.key}.${m.path}`)),
});

// #region file
const { createSubmission: submission } = await call(
  `mutation File($formId: ID!) {
    createSubmission(formId: $formId) { id formId status }
  }`,
  { formId: form.id },
);
// #endregion
show('file', { submission });
