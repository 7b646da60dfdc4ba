// Content as files (ADR 0026): Markdown with front matter, turned into HTML at build time, so no
// Markdown parser ships to the browser. Used by the rspack loaders and by Jest's transformer alike.
const fs = require('node:fs');
const path = require('node:path');
const { Marked } = require('marked');

const { LANGUAGE_CODES: LANGUAGES } = require('@portico/shared-types');
const REQUIRED = ['title', 'description'];

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const marked = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in a post is shown as text: the pages insert the HTML as it is.
    html: ({ text }) => escapeHtml(text),
    // A task list item ("- [ ] …") is a real checkbox with its label, for the printable checklist.
    checkbox: () => '',
    listitem(item) {
      const body = this.parser.parse(item.tokens, !!item.loose);
      if (!item.task) return `<li>${body}</li>\n`;
      return `<li><label><input type="checkbox"${item.checked ? ' checked' : ''}> <span>${body}</span></label></li>\n`;
    },
  },
});

/** Splits `---\nkey: value\n---\nbody`; every post needs a title and a description (date optional). */
function parseFrontMatter(source, file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: front matter (--- title, description ---) is missing`);
  const meta = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const pair = /^([a-zA-Z]+):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    meta[pair[1]] = pair[2].replace(/^(["'])(.*)\1$/, '$2');
  }
  for (const key of REQUIRED) if (!meta[key]) throw new Error(`${file}: front matter has no ${key}`);
  if (meta.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(meta.date))
    throw new Error(`${file}: date must be YYYY-MM-DD, not "${meta.date}"`);
  return { meta, body: match[2] };
}

/** One Markdown file: its front matter and its HTML. */
function renderMarkdown(source, file) {
  const { meta, body } = parseFrontMatter(source, file);
  return { meta, html: marked.parse(body) };
}

/**
 * A collection folder: `<slug>/<language>.md`. Every entry needs English (the fallback); entries
 * come newest first by their English date, then by slug.
 */
function scanCollection(dir) {
  const entries = [];
  for (const slug of fs.readdirSync(dir).sort()) {
    const folder = path.join(dir, slug);
    if (!fs.statSync(folder).isDirectory()) continue;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
      throw new Error(`${folder}: a slug is lower-case words joined by -`);
    const languages = {};
    for (const file of fs.readdirSync(folder).sort()) {
      const language = file.replace(/\.md$/, '');
      if (!file.endsWith('.md') || !LANGUAGES.includes(language))
        throw new Error(`${path.join(folder, file)}: expected <language>.md, one of ${LANGUAGES.join(', ')}`);
      const { meta } = parseFrontMatter(
        fs.readFileSync(path.join(folder, file), 'utf8'),
        path.join(folder, file),
      );
      languages[language] = {
        title: meta.title,
        description: meta.description,
        ...(meta.date && { date: meta.date }),
      };
    }
    if (!languages.en) throw new Error(`${folder}: en.md is missing (English is the fallback)`);
    entries.push({ slug, date: languages.en.date ?? null, languages });
  }
  return entries.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.slug.localeCompare(b.slug));
}

/**
 * The collection's module: `entries` (metadata of every entry in every language) and
 * `load(slug, language)`, which fetches one entry's HTML as its own chunk (undefined when absent).
 * `lazy` writes how one file is loaded: `import()` for rspack, a deferred require for Jest.
 */
function collectionModule(dir, { commonjs = false } = {}) {
  const entries = scanCollection(dir);
  const loaders = entries.flatMap((entry) =>
    Object.keys(entry.languages).map((language) => {
      const request = JSON.stringify(`./${entry.slug}/${language}.md`);
      const load = commonjs
        ? `() => Promise.resolve().then(() => require(${request}))`
        : `() => import(/* webpackChunkName: ${JSON.stringify(`content-${path.basename(dir)}-${entry.slug}-${language}`)} */ ${request})`;
      return `  ${JSON.stringify(`${entry.slug}/${language}`)}: ${load},`;
    }),
  );
  const body = [
    `const entries = ${JSON.stringify(entries)};`,
    `const loaders = {\n${loaders.join('\n')}\n};`,
    'function load(slug, language) {',
    '  const loader = Object.prototype.hasOwnProperty.call(loaders, `${slug}/${language}`) ? loaders[`${slug}/${language}`] : undefined;',
    '  return loader ? loader().then((module) => module.default) : undefined;',
    '}',
  ];
  return [...body, commonjs ? 'module.exports = { entries, load };' : 'export { entries, load };'].join('\n');
}

function markdownModule(source, file, { commonjs = false } = {}) {
  const json = JSON.stringify(renderMarkdown(source, file));
  return commonjs ? `module.exports = { __esModule: true, default: ${json} };` : `export default ${json};`;
}

module.exports = {
  LANGUAGES,
  collectionModule,
  markdownModule,
  parseFrontMatter,
  renderMarkdown,
  scanCollection,
};
