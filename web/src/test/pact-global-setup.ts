import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PACT_DIR } from './pact';

/** The pact files are written afresh by every consumer run, so a removed interaction leaves no trace. */
export default function setup() {
  mkdirSync(PACT_DIR, { recursive: true });
  for (const file of readdirSync(PACT_DIR).filter((f) => f.endsWith('.json'))) rmSync(join(PACT_DIR, file));
}
