import { type ValidationResult, VALID, invalid } from './result.js';

/**
 * Whether a set of uploaded files fits the size limit: together they weigh at most `maxBytes`
 * ("Arquivos excederam o tamanho máximo" otherwise). The limit is the caller's, as the spec does
 * not give it.
 */
export function isWithinUploadLimit(files: readonly { size: number }[], maxBytes: number): boolean {
  return files.reduce((total, file) => total + file.size, 0) <= maxBytes;
}

export function validateUploadSize(
  files: readonly { size: number }[],
  maxBytes: number,
): ValidationResult<'files_too_large'> {
  return isWithinUploadLimit(files, maxBytes) ? VALID : invalid('files_too_large');
}
