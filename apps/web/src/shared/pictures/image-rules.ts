import { REWARD_IMAGE_MAX_BYTES, REWARD_IMAGES_MAX } from '@lobby/contract/rewards';

/**
 * The spec's picture rules (§5, reward pictures), which feedback and profile pictures follow too.
 * Why a picked file is refused; each is a message key of the spec's (activity_image_type, …).
 */
export type PickProblem =
  | 'reward.activity_image_type'
  | 'reward.activity_apply_remark_limit3'
  | 'reward.activity_apply_remark_limit4'
  | 'reward.unreadable';

/** The picker offers what the spec's picker accepts; the bytes decide what is kept. */
export const PICKER_ACCEPT = 'image/jpg,image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

/** JPEG or PNG by the file's first bytes (its signature), whatever its name or declared type. */
export function sniffImageType(head: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  return null;
}

/** The first bytes of a file; throws when the browser cannot read it (moved, no permission). */
async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 16);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * Check one picked file against the spec's rules (spec §5) before it is shown: the count first
 * (a fourth picture), then the size, then what the bytes say it is. The server checks all of it
 * again; this is so the player hears at once instead of after an upload.
 */
export async function checkPick(file: File, alreadyPicked: number): Promise<PickProblem | null> {
  if (alreadyPicked >= REWARD_IMAGES_MAX) return 'reward.activity_apply_remark_limit4';
  if (file.size > REWARD_IMAGE_MAX_BYTES) return 'reward.activity_apply_remark_limit3';
  let head: Uint8Array;
  try {
    head = await headOf(file);
  } catch {
    return 'reward.unreadable';
  }
  return sniffImageType(head) ? null : 'reward.activity_image_type';
}
