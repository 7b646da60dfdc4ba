/** Reduces a questionnaire catalog's source to `export const NAME = { <section titles and warnings> };`. */
declare function sectionTitlesLoader(this: { resourcePath: string }, source: string): string;
export = sectionTitlesLoader;
