import {
  REWARD_IMAGE_MAX_BYTES,
  REWARD_IMAGES_MAX,
  rewardApplicationFieldsSchema,
  type RewardApplicationFields,
} from '@lobby/contract/rewards';
import type { FastifyRequest } from 'fastify';
import { parseFormFields, readPictureForm, type CheckedPicture } from '../../lib/picture-upload';

export { checkPicture, type CheckedPicture } from '../../lib/picture-upload';

export interface RewardUpload {
  fields: RewardApplicationFields;
  pictures: CheckedPicture[];
}

/** The file field of the form (spec: pictures). */
export const PICTURES_FIELD = 'pictures';
/** Room for the text fields and the multipart framing on top of three full pictures. */
export const REWARD_BODY_LIMIT = REWARD_IMAGES_MAX * REWARD_IMAGE_MAX_BYTES + 256 * 1024;

/**
 * Read the reward request: text fields and up to three pictures, each checked while it arrives.
 * Throws on the first problem, before anything is stored.
 */
export async function readRewardUpload(request: FastifyRequest): Promise<RewardUpload> {
  const { raw, pictures } = await readPictureForm(
    request,
    { field: PICTURES_FIELD, maxBytes: REWARD_IMAGE_MAX_BYTES, maxFiles: REWARD_IMAGES_MAX },
    ['promotionId', 'remarks', 'requestKey'],
  );
  return { fields: parseFormFields(rewardApplicationFieldsSchema, raw), pictures };
}
