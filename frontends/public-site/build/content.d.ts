import type { ContentEntry, ContentMeta } from '../src/modules/content/utils/content-types';

export declare const LANGUAGES: string[];
export declare function parseFrontMatter(source: string, file: string): { meta: ContentMeta; body: string };
export declare function renderMarkdown(source: string, file: string): { meta: ContentMeta; html: string };
export declare function scanCollection(dir: string): ContentEntry[];
export declare function collectionModule(dir: string, options?: { commonjs?: boolean }): string;
export declare function markdownModule(
  source: string,
  file: string,
  options?: { commonjs?: boolean },
): string;
