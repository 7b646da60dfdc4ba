// `import … from '@portico/shared-types/src/messages/ru?section-titles'`: the questionnaire catalog
// of one language reduced at build time to its section titles ('ds160.section.<key>.title') and its
// warnings ('ds160.warning.<id>'), under the catalog's own export name. The client intake's landing
// and overview list sections and the form's warnings in the client's language and need a few dozen
// texts, not the 60 KB catalog of every field (ADR 0017).
const TITLE =
  /'(ds160\.(?:section\.[A-Za-z0-9]+\.title|warning\.[A-Za-z0-9]+))':\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;

module.exports = function sectionTitlesLoader(source) {
  const name = /export const ([A-Z_]+)\b/.exec(source)?.[1];
  if (!name) throw new Error(`${this.resourcePath}: no exported catalog`);
  const titles = {};
  for (const [, key, literal] of source.matchAll(TITLE))
    titles[key] = literal.startsWith('"')
      ? JSON.parse(literal)
      : JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`);
  if (Object.keys(titles).length === 0) throw new Error(`${this.resourcePath}: no section titles found`);
  return `export const ${name} = ${JSON.stringify(titles)};\n`;
};
