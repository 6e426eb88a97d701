import {
  ErrorResponse,
  FileBulkUploadAnswer,
  FileUploadAnswer,
  FileUploadRequest,
  MAX_BULK_UPLOAD_FILES,
  MAX_UPLOAD_BYTES,
  type StoredFile,
} from '@autohub/contract';
import { DomainError, publicCall, sniffFileType } from '@autohub/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const TAGS = ['files'];

/**
 * Folders the platform's own modules write to (order documents, anti-fraud selfies): a public
 * upload never lands beside them (decision 048).
 */
const RESERVED_ROOTS = new Set(['orders', 'selfies']);

interface Received {
  request: FileUploadRequest;
  files: { fileName: string; data: Buffer }[];
}

/** Reads the multipart body: the file parts and the JSON part (or plain root_path / sub_path fields). */
async function receive(request: FastifyRequest, maxFiles: number): Promise<Received> {
  if (!request.isMultipart())
    throw new DomainError('unsupported_media_type', {}, { detail: 'multipart/form-data expected' });
  const files: Received['files'] = [];
  const fields: Record<string, unknown> = {};
  const takeJson = (text: string) => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') Object.assign(fields, parsed);
    } catch {
      throw new DomainError('validation_error', {}, { detail: 'The JSON part is not JSON' });
    }
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A browser sends the JSON part as a Blob: a "file" whose type is JSON.
        if (part.mimetype === 'application/json') takeJson(data.toString('utf8'));
        else files.push({ fileName: part.filename, data });
      } else if (typeof part.value === 'string') {
        if (part.fieldname === 'root_path' || part.fieldname === 'sub_path')
          fields[part.fieldname] = part.value;
        else if (part.value.trim().startsWith('{')) takeJson(part.value);
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('files_too_large');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new DomainError('validation_error', {}, { detail: `At most ${maxFiles} files per call` });
    throw new DomainError('validation_error', {}, { detail: 'Malformed multipart body' });
  }
  const parsed = FileUploadRequest.safeParse(fields);
  if (!parsed.success)
    throw new DomainError(
      'validation_error',
      {},
      {
        detail: `root_path and sub_path are required: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      },
    );
  if (RESERVED_ROOTS.has(parsed.data.root_path.toLowerCase()))
    throw new DomainError(
      'validation_error',
      {},
      { detail: `root_path "${parsed.data.root_path}" is reserved` },
    );
  if (files.length === 0 || files.some((file) => file.data.length === 0))
    throw new DomainError('validation_error', {}, { detail: 'A non-empty file is required' });
  return { request: parsed.data, files };
}

/** Spec document 2 "File upload (no bearer)": POST file/upload and file/upload-bulk. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  await (app as unknown as FastifyInstance).register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_BULK_UPLOAD_FILES + 1,
      fields: 4,
      parts: MAX_BULK_UPLOAD_FILES + 4,
    },
  });
  // Anyone may upload, so fewer calls than the rest of the api: a twentieth, as sign-up has.
  const uploadRateLimit = {
    max: Math.max(5, Math.floor(app.config.rateLimit.max / 20)),
    timeWindow: app.config.rateLimit.windowMs,
  };
  const config = { access: publicCall('file-upload'), rateLimit: uploadRateLimit };
  const refusals = { 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 429: ErrorResponse };

  /** Checks every file's type from its bytes first, then stores them all. */
  const store = async ({ request, files }: Received): Promise<StoredFile[]> => {
    const typed = files.map((file) => {
      const contentType = sniffFileType(file.data);
      if (!contentType)
        throw new DomainError(
          'file_type_refused',
          {},
          { detail: `${file.fileName}: send a PDF, JPEG or PNG file` },
        );
      return { ...file, contentType };
    });
    const stored: StoredFile[] = [];
    for (const file of typed) {
      const key = await app.ports.fileStorage.put(request.root_path, request.sub_path, file.data);
      stored.push({
        key,
        fileName: file.fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'file',
        contentType: file.contentType,
        size: file.data.length,
      });
    }
    return stored;
  };

  app.post(
    '/file/upload',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Upload one file (multipart: file, and a JSON part with root_path and sub_path)',
        description:
          'No sign-in, as the spec has it; rate-limited like sign-up. PDF, JPEG or PNG, read from the bytes ' +
          "(415 otherwise); over 5 MB answers 413 'Arquivos excederam o tamanho máximo'. The folders the " +
          'platform keeps documents in are refused as root_path. The JSON part may be a field or a JSON ' +
          'blob; plain root_path and sub_path fields are taken too.',
        consumes: ['multipart/form-data'],
        response: { 201: FileUploadAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const received = await receive(request, 1);
      if (received.files.length > 1)
        throw new DomainError('validation_error', {}, { detail: 'One file per call: use file/upload-bulk' });
      const [stored] = await store(received);
      return reply.code(201).send(stored!);
    },
  );

  app.post(
    '/file/upload-bulk',
    {
      config,
      schema: {
        tags: TAGS,
        summary: `Upload up to ${MAX_BULK_UPLOAD_FILES} files into one folder (multipart: files, and the same JSON part)`,
        description: 'The same rules as file/upload for each file; one refused file stores none of them.',
        consumes: ['multipart/form-data'],
        response: { 201: FileBulkUploadAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const received = await receive(request, MAX_BULK_UPLOAD_FILES);
      if (received.files.length > MAX_BULK_UPLOAD_FILES)
        throw new DomainError(
          'validation_error',
          {},
          { detail: `At most ${MAX_BULK_UPLOAD_FILES} files per call` },
        );
      return reply.code(201).send({ files: await store(received) });
    },
  );
};
