import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@portal/contracts';

/** What the proof checks read of a picked file: its name, size and first bytes. */
export type PickedFile = { name: string; size: number; head: Uint8Array };
export type ProofProblem = { key: 'type' | 'size'; name: string } | { key: 'count' };
type ProofKind = 'image/png' | 'image/jpeg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXTENSION = /\.(png|jpe?g)$/i;

/** What kind of image the bytes are, whatever the name says: the fake and a real backend check the bytes. */
export function imageKind(head: Uint8Array): ProofKind | null {
  if (head.length >= 8 && PNG.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * The proof images' rules (spec 02 section 5, contracts/README.md "Wallet"), as the server applies them:
 * png or jpg by name and by content, 5 MB each, 3 at most. Every problem, so the player fixes them at once.
 */
export function proofProblems(files: readonly PickedFile[]): ProofProblem[] {
  const problems: ProofProblem[] = [];
  if (files.length > PROOF_MAX_FILES) problems.push({ key: 'count' });
  for (const file of files) {
    if (!EXTENSION.test(file.name) || !imageKind(file.head)) problems.push({ key: 'type', name: file.name });
    else if (file.size > PROOF_MAX_BYTES) problems.push({ key: 'size', name: file.name });
  }
  return problems;
}

/** The first bytes of a file, enough to tell a png from a jpg. */
export const readHead = async (file: Blob) => new Uint8Array(await file.slice(0, 8).arrayBuffer());

/** The file as it is sent: typed by its content, so the part's type and its bytes agree. */
export const asProof = (file: File, head: Uint8Array) => new File([file], file.name, { type: imageKind(head) ?? file.type });
