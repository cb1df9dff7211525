import { PROFILE_PICTURE_SIZE } from '@lobby/contract/member-settings';
import sharp from 'sharp';
import type { CheckedPicture } from '../../lib/picture-upload';

/**
 * The stored square: turned upright, cropped to its centre and re-encoded in its own format. The
 * re-encoding also drops what the file carried besides pixels (EXIF location, comments).
 */
export async function squarePicture(picture: CheckedPicture): Promise<CheckedPicture> {
  const image = sharp(picture.data)
    .rotate()
    .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover', position: 'attention' });
  const data =
    picture.contentType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  return { ...picture, data };
}
