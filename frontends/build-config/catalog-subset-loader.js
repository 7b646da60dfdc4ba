// `import('…/i18n/ru.json?subset=chrome')`: the catalog reduced at build time to the ids that start
// with one of the prefixes listed in `i18n/chrome.subset.json` (a JSON array), before it is compiled.
// The shell's client intake layout needs a dozen of its messages, not the whole catalog (ADR 0017);
// the full catalogs stay the one source of every text, so the catalog tests are unchanged.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function catalogSubsetLoader(source) {
  const name = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('subset');
  if (!name || !/^[a-z-]+$/.test(name)) throw new Error(`${this.resourcePath}: ?subset=<name> expected`);
  const listFile = path.join(path.dirname(this.resourcePath), `${name}.subset.json`);
  this.addDependency(listFile);
  const prefixes = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  const catalog = JSON.parse(source);
  const kept = Object.fromEntries(
    Object.entries(catalog).filter(([id]) =>
      prefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)),
    ),
  );
  return JSON.stringify(kept);
};
