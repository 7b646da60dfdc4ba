/** Spec §9: a logo is at most 2 MB (the server stores it resized to 400x400). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export type LogoFileProblem = 'not-image' | 'too-large';

export function checkLogoFile(file: { type: string; size: number }): LogoFileProblem | null {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > MAX_LOGO_BYTES) return 'too-large';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable image'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(file);
  });
}
