/** Front matter of a Markdown file in content/ (ADR 0026). */
export interface ContentMeta {
  title: string;
  description: string;
  /** YYYY-MM-DD (blog posts). */
  date?: string;
}

/** One entry of a collection (a blog post, a resource page) in the languages it is written in. */
export interface ContentEntry {
  slug: string;
  /** The English date, which orders the collection (newest first). */
  date: string | null;
  languages: Partial<Record<string, ContentMeta>> & { en: ContentMeta };
}

/** One Markdown file as the build turned it: front matter and HTML. */
export interface ContentDocument {
  meta: ContentMeta;
  html: string;
}

/** What a collection's index.js exports once the build has replaced it. */
export interface ContentCollection {
  entries: ContentEntry[];
  load: (slug: string, language: string) => Promise<ContentDocument> | undefined;
}

/** The language an entry is shown in: the visitor's when written in it, else English. */
export function languageOf(entry: ContentEntry, language: string): string {
  return entry.languages[language] ? language : 'en';
}
