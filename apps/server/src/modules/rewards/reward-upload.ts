import type { REWARD_IMAGE_TYPES } from '@lobby/contract/rewards';
import {
  REWARD_IMAGE_MAX_BYTES,
  REWARD_IMAGES_MAX,
  rewardApplicationFieldsSchema,
  type RewardApplicationFields,
} from '@lobby/contract/rewards';
// The module augments FastifyRequest with isMultipart() and parts().
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { isCleanText, uncleanTextError } from '../../lib/clean-text';
import { ApiError } from '../../lib/envelope';

export type RewardImageType = (typeof REWARD_IMAGE_TYPES)[number];

/** A picture that passed every check, held in memory until the whole request has. */
export interface CheckedPicture {
  data: Buffer;
  contentType: RewardImageType;
  extension: 'png' | 'jpg';
}

export interface RewardUpload {
  fields: RewardApplicationFields;
  pictures: CheckedPicture[];
}

/** The file field of the form (spec: pictures). */
export const PICTURES_FIELD = 'pictures';
/** Room for the text fields and the multipart framing on top of three full pictures. */
export const REWARD_BODY_LIMIT = REWARD_IMAGES_MAX * REWARD_IMAGE_MAX_BYTES + 256 * 1024;

/**
 * Busboy's own ceilings: one byte over the image limit (so an oversized file is seen and refused,
 * never silently cut), one file over the count (so a fourth file is seen and refused), short fields.
 */
const LIMITS = {
  fileSize: REWARD_IMAGE_MAX_BYTES + 1,
  files: REWARD_IMAGES_MAX + 1,
  fields: 10,
  fieldSize: 4096,
  fieldNameSize: 100,
  parts: REWARD_IMAGES_MAX + 12,
  headerPairs: 20,
};

/** Read one file part, refusing it as soon as it passes the limit (the rest is not buffered). */
async function readLimited(stream: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > REWARD_IMAGE_MAX_BYTES) throw new ApiError('upload.too.large', undefined, PICTURES_FIELD);
    chunks.push(chunk);
  }
  if (stream.truncated) throw new ApiError('upload.too.large', undefined, PICTURES_FIELD);
  return Buffer.concat(chunks, size);
}

/**
 * JPEG or PNG by the bytes themselves, whatever the name or declared type: the signature must say
 * so (file-type) and the image header must read as that format (sharp), so a renamed executable
 * or a signature glued onto something else is refused.
 */
export async function checkPicture(data: Buffer): Promise<CheckedPicture> {
  const detected = await fileTypeFromBuffer(data);
  const invalid = () => new ApiError('upload.type.invalid', undefined, PICTURES_FIELD);
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

/** The first failing field of the text fields, as a request.invalid naming it. */
function parseFields(raw: Record<string, string>): RewardApplicationFields {
  const parsed = rewardApplicationFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'request');
  throw new ApiError('request.invalid', `${field}: ${issue?.message ?? 'is not valid'}`, field);
}

/**
 * Read the reward request: text fields and up to three pictures, each checked while it arrives.
 * Throws on the first problem, before anything is stored.
 */
export async function readRewardUpload(request: FastifyRequest): Promise<RewardUpload> {
  if (!request.isMultipart()) throw new ApiError('request.unsupported.media');
  const raw: Record<string, string> = {};
  const pictures: CheckedPicture[] = [];
  let files = 0;
  for await (const part of request.parts({ limits: LIMITS })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new ApiError('request.invalid', `${part.fieldname}: too long`, part.fieldname);
      // The clean-text hook sees no multipart field: they are read here, after it.
      if (!isCleanText(String(part.value))) throw uncleanTextError(part.fieldname);
      // Unknown fields are dropped, as everywhere else.
      if (['promotionId', 'remarks', 'requestKey'].includes(part.fieldname)) raw[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== PICTURES_FIELD) {
      throw new ApiError('request.invalid', `${part.fieldname}: files go in ${PICTURES_FIELD}`, part.fieldname);
    }
    files += 1;
    if (files > REWARD_IMAGES_MAX) throw new ApiError('upload.too.many', undefined, PICTURES_FIELD);
    pictures.push(await checkPicture(await readLimited(part.file)));
  }
  return { fields: parseFields(raw), pictures };
}
