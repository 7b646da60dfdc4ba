import type { ContentDocument, ContentEntry } from '../../src/modules/content/utils/content-types';

export declare const entries: ContentEntry[];
export declare function load(slug: string, language: string): Promise<ContentDocument> | undefined;
