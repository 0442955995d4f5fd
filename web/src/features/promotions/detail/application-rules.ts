import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX, PROOF_MAX_BYTES } from '@portal/contracts';

/** The activity application's rules (spec 02 sections 5, 9), checked as the fake checks them: by the bytes, not the name. */
export const APPLICATION_RULES = {
  commentMax: APPLICATION_COMMENT_MAX,
  imagesMax: APPLICATION_IMAGES_MAX,
  imageMaxBytes: PROOF_MAX_BYTES,
} as const;

export type ImageRefusal = 'type' | 'size' | 'count';

/** png or jpg by their first bytes (the magic numbers), whatever the file is called. */
export function sniffImage(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Why a picked file cannot go with the application, or null when it can. */
export async function refusalOf(file: Blob, alreadyPicked: number): Promise<ImageRefusal | null> {
  if (alreadyPicked >= APPLICATION_RULES.imagesMax) return 'count';
  if (file.size > APPLICATION_RULES.imageMaxBytes) return 'size';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImage(head) ? null : 'type';
}

/** The comment's length as the server counts it (UTF-16 units, zod's maxLength), so the counter and the server agree. */
export const commentLength = (comment: string) => comment.length;
