import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ErrorCode } from '@portal/contracts';
import { HttpError } from './http-error';

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer };
export type MultipartBody = { fields: Record<string, string>; files: UploadedFile[] };

/** The limits of every multipart call (the proof images of a withdrawal confirmation are the largest). */
export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 3, fields: 10, fieldSize: 1024, parts: 13 } as const;

export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}

const refused = (status: number, code: string, message: string) => new HttpError(status, code, message);

/**
 * Reads a multipart body whole: its text fields and its files. A body over the limits, or one that is not
 * multipart, is refused with a plain message naming the limit, before anything changes.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw refused(415, ErrorCode.UnsupportedMediaType, 'body: must be multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw refused(413, ErrorCode.PayloadTooLarge, `body: a file is larger than ${MULTIPART_LIMITS.fileSize / 1024 / 1024} MB`);
    if (code === 'FST_FILES_LIMIT') throw refused(413, ErrorCode.PayloadTooLarge, `body: at most ${MULTIPART_LIMITS.files} files`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw refused(413, ErrorCode.PayloadTooLarge, 'body: too many fields');
    throw refused(400, ErrorCode.MalformedRequest, 'body: not a readable multipart/form-data body');
  }
  return { fields, files };
}

/** What kind of image the bytes are, whatever the upload claims. */
export function sniffImage(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}
