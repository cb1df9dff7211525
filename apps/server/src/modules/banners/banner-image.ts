import { BANNER_IMAGE_FIELD } from '@lobby/contract/admin/announcements';
import { MEDIA_PREFIX } from '@lobby/contract/core';
import { REWARD_IMAGE_MAX_BYTES } from '@lobby/contract/rewards';
// The module augments FastifyRequest with isMultipart() and file().
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ApiError } from '../../lib/envelope';
import type { FileStorage } from '../../lib/file-storage';
import { checkPicture } from '../rewards/reward-upload';

/** The same ceiling as a reward picture, so the catalogue's upload.too.large words stay true. */
export const BANNER_IMAGE_MAX_BYTES = REWARD_IMAGE_MAX_BYTES;
/** Room for the multipart framing on top of one full image. */
export const BANNER_BODY_LIMIT = BANNER_IMAGE_MAX_BYTES + 64 * 1024;
/** Where banner uploads live under the public media directory (served as /media/banners/uploads/...). */
export const BANNER_UPLOADS = 'banners/uploads';

const LIMITS = { fileSize: BANNER_IMAGE_MAX_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 20 };

/** The one file of the request, refused as soon as it passes the limit (the rest is not buffered). */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('request.unsupported.media');
  const part = await request.file({ limits: LIMITS });
  if (!part || part.fieldname !== BANNER_IMAGE_FIELD) {
    throw new ApiError('request.invalid', `${BANNER_IMAGE_FIELD}: one image file`, BANNER_IMAGE_FIELD);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > BANNER_IMAGE_MAX_BYTES) throw new ApiError('upload.too.large', undefined, BANNER_IMAGE_FIELD);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new ApiError('upload.too.large', undefined, BANNER_IMAGE_FIELD);
  return Buffer.concat(chunks, size);
}

/** A PNG or JPEG by its bytes (as reward pictures are checked), re-encoded without its metadata. */
async function cleanImage(data: Buffer): Promise<{ data: Buffer; extension: 'png' | 'jpg' }> {
  const checked = await checkPicture(data).catch((error: unknown) => {
    if (error instanceof ApiError) throw new ApiError(error.code, undefined, BANNER_IMAGE_FIELD);
    throw error;
  });
  // sharp drops EXIF (camera, place) unless told to keep it; rotate() applies the orientation first.
  const image = sharp(checked.data).rotate();
  const clean = await (checked.extension === 'png' ? image.png() : image.jpeg({ quality: 88 })).toBuffer();
  return { data: clean, extension: checked.extension };
}

/** Check and store an uploaded banner image; its public address. */
export async function storeBannerImage(request: FastifyRequest, storage: FileStorage): Promise<string> {
  const { data, extension } = await cleanImage(await readImage(request));
  const key = await storage.put(data, extension);
  return `${MEDIA_PREFIX}/${BANNER_UPLOADS}/${key}`;
}
