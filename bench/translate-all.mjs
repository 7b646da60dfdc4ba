// translate-all of complete applications with the offline provider (docs/adr/0014).
// For each complete application fixture: a form is created, a client link (signed client actor)
// saves the whole application as its originals with the names in Cyrillic and the addresses in
// Cyrillic or Chinese, and a member calls translateAll through the gateway. Printed: the wall time
// of each translateAll (the budget is 1 s), what it translated, and the status afterwards (a complete
// application whose free text was English becomes COMPLETED once its names and addresses are).
//   npx nx run @portico/forms:build && npx nx run @portico/gateway:build && node bench/translate-all.mjs
// Against a running system see bench/bench-system.mjs (PORTICO_URL, FORMS_URL, DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { SAVE, changesOf, cleanup, fixtures, gql, startSystem } from './bench-system.mjs';

const require = createRequire(import.meta.url);
const { getField } = require('@portico/shared-types');

const BUDGET_MS = 1000;
const ROUNDS = Number(process.env.TRANSLATE_ROUNDS ?? 3);
const NAMES = ['Щербакова', 'Юлия', 'Хорошилов', 'Евгений', 'Иванова', 'Ольга', 'Петров', 'Николай'];
const ADDRESSES = ['ул. Ленина, д. 5', '文三路88号', 'проспект Мира 12', '建国路88号'];
const CITIES = ['Москва', '杭州市', 'Новосибирск', '北京市'];

/** The application with every name in Cyrillic and every address in Cyrillic or Chinese (as a client types them). */
function nativeOriginals(answers) {
  let n = 0;
  const visit = (section, key, value) => {
    if (typeof value === 'string') {
      const field = getField(section, key);
      if (!field || value === '' || (field.type !== 'text' && field.type !== 'textarea') || field.format)
        return value;
      const fits = (list) => {
        const candidate = list[n % list.length];
        if (field.maxLength !== undefined && candidate.length > field.maxLength) return value;
        n += 1;
        return candidate;
      };
      if (field.translation === 'name' && field.charset === 'name') return fits(NAMES);
      if (field.translation === 'address' && field.charset === 'address') {
        if (/city/i.test(key)) return fits(CITIES);
        if (/line1|line2|street/i.test(key)) return fits(ADDRESSES);
      }
      return value;
    }
    if (Array.isArray(value)) return value.map((item) => visit(section, `${key}[]`, item));
    if (value && typeof value === 'object' && !('year' in value)) {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, visit(section, key ? `${key}.${k}` : k, v)]),
      );
    }
    return value;
  };
  return Object.fromEntries(
    Object.entries(answers).map(([section, object]) => [section, visit(section, '', object)]),
  );
}

const CREATE = `mutation($input: CreateFormInput!) { createForm(input: $input) { id version } }`;
const TRANSLATE_ALL = `mutation($id: ID!) { translateAll(input: { id: $id }) {
  translated needsHuman unchanged form { status version translationState notInEnglish { section path } } } }`;

const system = await startSystem();
try {
  const { gatewayUrl, gatewayHeaders, formsUrl, workspaceId } = system;
  console.log(
    `translateAll through the gateway, offline provider, ${ROUNDS} round(s) (budget ${BUDGET_MS} ms)`,
  );
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, answers] of Object.entries(fixtures.COMPLETE_APPLICATIONS)) {
      const { createForm } = await gql(gatewayUrl, gatewayHeaders, CREATE, {
        input: { workspaceId, name: `${name} ${round}` },
      });
      const client = {
        kind: 'client',
        clientLinkId: randomUUID(),
        workspaceId,
        formId: createForm.id,
        permissions: ['read', 'fill'],
      };
      const changes = changesOf(nativeOriginals(answers));
      const { saveAnswers } = await gql(formsUrl, system.signAs(client), SAVE, {
        input: {
          formId: createForm.id,
          clientId: randomUUID(),
          seq: 1,
          idempotencyKey: randomUUID(),
          changes,
        },
      });
      if (saveAnswers.invalid.length > 0) throw new Error(`${name}: ${JSON.stringify(saveAnswers.invalid)}`);
      const start = performance.now();
      const { translateAll } = await gql(gatewayUrl, gatewayHeaders, TRANSLATE_ALL, { id: createForm.id });
      const ms = performance.now() - start;
      times.push(ms);
      console.log(
        `  ${name.padEnd(42)} ${ms.toFixed(1).padStart(7)} ms  translated ${String(translateAll.translated).padStart(3)}, ` +
          `needs a human ${translateAll.needsHuman}, already English ${translateAll.unchanged}; ` +
          `status ${saveAnswers.form.status} -> ${translateAll.form.status}` +
          (translateAll.form.notInEnglish.length
            ? ` (not English: ${translateAll.form.notInEnglish.length})`
            : ''),
      );
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const worst = times[times.length - 1];
  console.log(
    `median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms over ${times.length} runs: ${worst <= BUDGET_MS ? 'within' : 'OVER'} budget`,
  );
} finally {
  await cleanup();
}
