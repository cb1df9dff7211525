// The module augments FastifyRequest with isMultipart() and parts().
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import { isCleanText, uncleanTextError } from './clean-text';
import { ApiError } from './envelope';
import type { FileStorage } from './file-storage';

/** A picture that passed every check, held in memory until the whole request has. */
export interface CheckedPicture {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'png' | 'jpg';
}

/** The form's pictures (reward applications: `pictures`; a deposit's receipt: `receipt`) and their limits. */
export interface PictureLimits {
  field: string;
  maxBytes: number;
  maxFiles: number;
}

/** Read one file part, refusing it as soon as it passes the limit (the rest is not buffered). */
export async function readLimited(
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
  { field, maxBytes }: Pick<PictureLimits, 'field' | 'maxBytes'>,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) throw new ApiError('upload.too.large', undefined, field);
    chunks.push(chunk);
  }
  if (stream.truncated) throw new ApiError('upload.too.large', undefined, field);
  return Buffer.concat(chunks, size);
}

/**
 * JPEG or PNG by the bytes themselves, whatever the name or declared type: the signature must say
 * so (file-type) and the image header must read as that format (sharp), so a renamed executable
 * or a signature glued onto something else is refused.
 */
export async function checkPicture(data: Buffer, field = 'pictures'): Promise<CheckedPicture> {
  const detected = await fileTypeFromBuffer(data);
  const invalid = () => new ApiError('upload.type.invalid', undefined, field);
  if (detected?.mime !== 'image/png' && detected?.mime !== 'image/jpeg') throw invalid();
  const metadata = await sharp(data)
    .metadata()
    .catch(() => undefined);
  const expected = detected.mime === 'image/png' ? 'png' : 'jpeg';
  if (metadata?.format !== expected || !metadata.width || !metadata.height) throw invalid();
  return {
    data,
    contentType: detected.mime,
    extension: detected.mime === 'image/png' ? 'png' : 'jpg',
  };
}

/**
 * Busboy's own ceilings: one byte over the image limit (so an oversized file is seen and refused,
 * never silently cut), one file over the count (so one file too many is seen and refused), short fields.
 */
const busboyLimits = ({ maxBytes, maxFiles }: PictureLimits) => ({
  fileSize: maxBytes + 1,
  files: maxFiles + 1,
  fields: 10,
  fieldSize: 4096,
  fieldNameSize: 100,
  parts: maxFiles + 12,
  headerPairs: 20,
});

/**
 * Read a multipart form: the text fields named in `fields` (others dropped) and up to maxFiles
 * pictures in limits.field, each checked while it arrives. Throws on the first problem, before
 * anything is stored.
 */
export async function readPictureForm(
  request: FastifyRequest,
  limits: PictureLimits,
  fields: readonly string[],
): Promise<{ raw: Record<string, string>; pictures: CheckedPicture[] }> {
  if (!request.isMultipart()) throw new ApiError('request.unsupported.media');
  const raw: Record<string, string> = {};
  const pictures: CheckedPicture[] = [];
  for await (const part of request.parts({ limits: busboyLimits(limits) })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new ApiError('request.invalid', `${part.fieldname}: too long`, part.fieldname);
      // The clean-text hook sees no multipart field: they are read here, after it.
      if (!isCleanText(String(part.value))) throw uncleanTextError(part.fieldname);
      if (fields.includes(part.fieldname)) raw[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== limits.field) {
      throw new ApiError('request.invalid', `${part.fieldname}: files go in ${limits.field}`, part.fieldname);
    }
    if (pictures.length >= limits.maxFiles) throw new ApiError('upload.too.many', undefined, limits.field);
    pictures.push(await checkPicture(await readLimited(part.file, limits), limits.field));
  }
  return { raw, pictures };
}

/** A form's text fields through their schema; the first failing field as a request.invalid naming it. */
export function parseFormFields<T>(schema: z.ZodType<T>, raw: Record<string, string>): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'request');
  throw new ApiError('request.invalid', `${field}: ${issue?.message ?? 'is not valid'}`, field);
}

/** A checked picture once stored: its key and what it holds. */
export interface StoredPicture {
  storageKey: string;
  contentType: string;
  bytes: number;
}

/** Remove stored files, never failing the caller (a leftover file is harmless; a lost answer is not). */
async function discard(storage: FileStorage, pictures: StoredPicture[]): Promise<void> {
  await Promise.allSettled(pictures.map((picture) => storage.remove(picture.storageKey)));
}

/**
 * Store the pictures, then make the record that names them. A record that fails, or that a simultaneous
 * duplicate already made (`created: false`), leaves no stored file behind.
 */
export async function withStoredPictures<T extends { created: boolean }>(
  storage: FileStorage,
  pictures: readonly CheckedPicture[],
  create: (stored: StoredPicture[]) => Promise<T>,
): Promise<T> {
  const stored: StoredPicture[] = [];
  try {
    for (const picture of pictures) {
      const storageKey = await storage.put(picture.data, picture.extension);
      stored.push({ storageKey, contentType: picture.contentType, bytes: picture.data.length });
    }
    const result = await create(stored);
    if (!result.created) await discard(storage, stored);
    return result;
  } catch (error) {
    await discard(storage, stored);
    throw error;
  }
}

/** A preHandler refusing a declared body larger than `limit` before a byte of it is read (413 request.too.large). */
export function refuseDeclaredOver(limit: number) {
  return async (request: FastifyRequest): Promise<void> => {
    if (Number(request.headers['content-length'] ?? 0) > limit) throw new ApiError('request.too.large');
  };
}
