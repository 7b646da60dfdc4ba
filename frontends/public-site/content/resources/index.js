// Resource pages written as Markdown: `<page>/<language>.md` with front matter (title,
// description). The build replaces this file with their metadata and one lazy chunk per page and
// language (build/collection-loader.js, ADR 0026). Every page exists in all five languages.
export const entries = [];
export function load() {
  return undefined;
}
