import { z } from 'zod';

/** The most files one `file/upload-bulk` call takes. */
export const MAX_BULK_UPLOAD_FILES = 10;

/**
 * The JSON part of `file/upload` and `file/upload-bulk` (spec: "File upload request: root_path and
 * sub_path"): the folder and sub-folder the file goes to. Letters, digits, `-` and `_` only.
 */
export const FileUploadRequest = z
  .object({
    root_path: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,80}$/, 'Use 1 to 80 letters, digits, - or _')
      .describe('Folder of the file'),
    sub_path: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,80}$/, 'Use 1 to 80 letters, digits, - or _')
      .describe('Sub-folder of the file'),
  })
  .meta({ id: 'FileUploadRequest' });
export type FileUploadRequest = z.infer<typeof FileUploadRequest>;

/** One stored file: the key it is kept under, its type read from its bytes, its size. */
export const StoredFile = z
  .object({
    key: z.string().describe('root_path/sub_path/<random id>'),
    fileName: z.string(),
    contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
    size: z.number().int().min(1),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof StoredFile>;

export const FileUploadAnswer = StoredFile;
export const FileBulkUploadAnswer = z
  .object({ files: z.array(StoredFile) })
  .meta({ id: 'FileBulkUploadAnswer' });
export type FileBulkUploadAnswer = z.infer<typeof FileBulkUploadAnswer>;
