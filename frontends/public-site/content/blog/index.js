// The blog: one folder per post, `<slug>/<language>.md` with front matter (title, description,
// date). The build replaces this file with the posts' metadata and one lazy chunk per post and
// language (build/collection-loader.js, ADR 0026); English is required, other languages optional.
export const entries = [];
export function load() {
  return undefined;
}
