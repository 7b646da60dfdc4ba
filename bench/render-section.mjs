#!/usr/bin/env node
// Render time of the largest DS-160 section in a real browser (budget: 50 ms).
// The largest is the section with the most form controls when every yes/no is Yes.
//
// Bundles a tiny page with @rspack/core (React production build, the questionnaire renderer
// and the shared definition read from source), opens it in Debian's headless Chromium through
// playwright-core, and times mount → committed DOM → forced style and layout, unmounting in
// between. Prints median and p95 per scenario.
//
//   node bench/render-section.mjs [--runs 40] [--section visaPurposePage] [--screenshot page.png]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { rspack } = require('@rspack/core');
const { chromium } = require('playwright-core');

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const RUNS = Number(arg('runs', 40));
const WARMUP = 5;
const BUDGET_MS = 50;

const ENTRY = `
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { SectionForm, questionnaireCatalog } from '@portico/questionnaire';
import { DS160_SECTIONS } from '@portico/shared-types';

const messages = questionnaireCatalog('en');
// Yes to every top-level yes/no question reveals most dependent questions of a section.
const allYes = (key) =>
  Object.fromEntries(
    DS160_SECTIONS.find((section) => section.key === key).fields
      .filter((field) => field.type === 'yesNo' && !field.key.includes('[]') && !field.key.includes('.'))
      .map((field) => [field.key, 'Y']),
  );
window.bench = {
  sections: DS160_SECTIONS.map((section) => ({ key: section.key, fields: section.fields.length })),
  allYes,
  mount(section, answers) {
    const host = document.createElement('main');
    document.body.append(host);
    createRoot(host).render(h(IntlProvider, { locale: 'en', messages }, h(SectionForm, { section, answers, onPatch: () => undefined })));
  },
  render(section, answers, formAnswers) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const start = performance.now();
    flushSync(() =>
      root.render(h(IntlProvider, { locale: 'en', messages }, h(SectionForm, { section, answers, formAnswers, onPatch: () => undefined }))),
    );
    host.getBoundingClientRect();
    const elapsed = performance.now() - start;
    const controls = host.querySelectorAll('input, select, textarea').length;
    // One keystroke in the first text box: React handles input events synchronously, so the
    // dispatch returns after the re-render; layout is forced as for the mount.
    let keystroke = null;
    const box = host.querySelector('input[type="text"]:not([role="combobox"]):not([disabled])');
    if (box) {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const typed = performance.now();
      setValue.call(box, box.value + 'A');
      box.dispatchEvent(new Event('input', { bubbles: true }));
      host.getBoundingClientRect();
      keystroke = performance.now() - typed;
    }
    root.unmount();
    host.remove();
    return { elapsed, controls, keystroke };
  },
};
`;

async function bundle(dir) {
  writeFileSync(path.join(dir, 'entry.js'), ENTRY);
  const swc = (syntax) => ({
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  });
  const compiler = rspack({
    mode: 'production',
    context: dir,
    target: 'web',
    entry: { page: './entry.js' },
    output: { path: dir, filename: '[name].js' },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      modules: ['node_modules', path.join(root, 'node_modules')],
      alias: {
        '@portico/questionnaire$': path.join(root, 'frontends/questionnaire/src/index.ts'),
        '@portico/shared-types$': path.join(root, 'shared-types/src/index.ts'),
      },
    },
    module: {
      rules: [
        { test: /\.tsx?$/, use: [swc('typescript')] },
        { test: /\.m?js$/, exclude: /node_modules/, use: [swc('ecmascript')] },
      ],
    },
    performance: { hints: false },
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return readFileSync(path.join(dir, 'page.js'), 'utf8');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

const dir = mkdtempSync(path.join(tmpdir(), 'portico-render-bench-'));
let browser;
try {
  const built = Date.now();
  const script = await bundle(dir);
  console.log(`bundle: ${(script.length / 1024).toFixed(0)} kB in ${Date.now() - built} ms`);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.setContent(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>render bench</title></head><body></body></html>',
  );
  await page.addStyleTag({
    content: readFileSync(path.join(root, 'frontends/questionnaire/src/styles/questionnaire.css'), 'utf8'),
  });
  await page.addScriptTag({ content: script });

  // The largest section is the one with the most form controls once its questions are revealed.
  const sections = await page.evaluate(() =>
    window.bench.sections.map((section) => ({
      ...section,
      controls: window.bench.render(section.key, window.bench.allYes(section.key), {}).controls,
    })),
  );
  const largest = arg('section', sections.reduce((a, b) => (b.controls > a.controls ? b : a)).key);
  const { fields } = sections.find((section) => section.key === largest);
  console.log(
    `sections by revealed controls: ${[...sections]
      .sort((a, b) => b.controls - a.controls)
      .slice(0, 4)
      .map((s) => `${s.key} ${s.controls}`)
      .join(', ')}`,
  );
  console.log(
    `measured: ${largest} (${fields} fields in the definition); ${RUNS} runs after ${WARMUP} warm-up`,
  );

  // Empty answers, and Yes to every yes/no question (plus a petition-based purpose, a paying
  // person and three places to visit on the travel page) to reveal the dependent questions.
  const revealing = await page.evaluate((key) => window.bench.allYes(key), largest);
  if (largest === 'visaPurposePage') {
    Object.assign(revealing, {
      tripPurposes: [
        { purposeOfTrip: 'H', purposeSpecify: 'H1B-H1B' },
        { purposeOfTrip: 'B', purposeSpecify: 'B1-B2' },
      ],
      visitLocations: [{ location: 'NEW YORK' }, { location: 'BOSTON' }, { location: 'CHICAGO' }],
      tripPayer: 'O',
    });
  }
  const scenarios = [
    { name: `${largest}, empty`, answers: {} },
    { name: `${largest}, answers revealing the dependent questions`, answers: revealing },
  ];

  let worstP95 = 0;
  for (const scenario of scenarios) {
    const times = [];
    const keystrokes = [];
    let controls = 0;
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const result = await page.evaluate(
        ([section, answers]) => window.bench.render(section, answers, {}),
        [largest, scenario.answers],
      );
      if (run >= WARMUP) {
        times.push(result.elapsed);
        if (result.keystroke !== null) keystrokes.push(result.keystroke);
      }
      controls = result.controls;
    }
    times.sort((a, b) => a - b);
    keystrokes.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    worstP95 = Math.max(worstP95, p95);
    console.log(
      `${scenario.name}: ${controls} form controls; render median ${ms(median)}, p95 ${ms(p95)}, min ${ms(times[0])}, max ${ms(times.at(-1))}`,
    );
    if (keystrokes.length > 0) {
      console.log(
        `  one keystroke (re-render with shared validation): median ${ms(percentile(keystrokes, 50))}, p95 ${ms(percentile(keystrokes, 95))}`,
      );
    }
  }
  const screenshot = arg('screenshot', null);
  if (screenshot) {
    // Leave the revealed section on the page and save a picture of it, for a look at the styles.
    await page.evaluate(
      ([section, answers]) => window.bench.mount(section, answers),
      [largest, scenarios.at(-1).answers],
    );
    await page.waitForTimeout(100);
    await page.screenshot({ path: screenshot, fullPage: true });
    console.log(`screenshot: ${screenshot}`);
  }
  console.log(
    `budget ${BUDGET_MS} ms: ${worstP95 <= BUDGET_MS ? 'met' : 'MISSED'} (worst p95 ${ms(worstP95)})`,
  );
  process.exitCode = worstP95 <= BUDGET_MS ? 0 : 1;
} finally {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
}
