/** Types of api-reference.js (plain Node, so it runs without a build). */
export declare function renderApiReference(supergraphSdl: string): string;
export declare function currentReference(): string;
export declare const REFERENCE_FILE: string;
export declare const SUPERGRAPH_FILE: string;
