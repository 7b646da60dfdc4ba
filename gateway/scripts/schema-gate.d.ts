/** Types of schema-gate.js (plain Node, so it runs without a build). */
export interface SchemaChange {
  type: string;
  path?: string;
  message: string;
  criticality: { level: string };
}
export interface ListedChanges {
  breaking?: { change: string; reason: string }[];
}
export declare function apiSchemaSdl(supergraphSdl: string): string;
export declare function keyOf(change: SchemaChange): string;
export declare function judge(
  baselineSdl: string,
  currentSdl: string,
  listed: ListedChanges,
): Promise<{ changes: SchemaChange[]; breaking: SchemaChange[]; unlisted: SchemaChange[]; stale: string[] }>;
export declare function readCurrent(): { baseline: string; current: string; listed: ListedChanges };
export declare const BASELINE_FILE: string;
export declare const CHANGES_FILE: string;
