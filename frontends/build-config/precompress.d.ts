export const COMPRESSIBLE: RegExp;
export const MIN_COMPRESS_BYTES: number;
export function precompressDir(
  dir: string,
): Promise<{ files: number; br: number; gzip: number; bytes: number; brBytes: number }>;
export class PrecompressPlugin {
  apply(compiler: unknown): void;
}
