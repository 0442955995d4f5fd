import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import * as z from 'zod/mini';
import { scenarioSchema } from '@portal/contracts';
import type { WorldSnapshot } from '../platform/world';
import { WORLD_ID_PATTERN } from '../platform/world-store';
import { OVERLAY_CAPACITY, recordedAnswerSchema } from '../platform/overlay';

/** What marks a file as ours; a file without it is foreign and never overwritten. */
export const STATE_FORMAT = 'portal-fake-state';
export const STATE_VERSION = 1;

/** Why a state file cannot be loaded; the message names the file and the problem. */
export class StateFileError extends Error {
  constructor(path: string, problem: string) {
    super(`state file ${path}: ${problem}`);
    this.name = 'StateFileError';
  }
}

const savedWorld = z.object({
  id: z.string().check(z.regex(WORLD_ID_PATTERN)),
  scenario: z.unknown(),
  // Negative for an imported world that resumed behind this machine's real time (WorldClock.restoreOffset).
  clockOffsetMs: z.number(),
  state: z.record(z.string(), z.unknown()),
  createdAt: z.optional(z.number()),
  overlay: z.optional(z.array(recordedAnswerSchema).check(z.maxLength(OVERLAY_CAPACITY))),
});
const stateFile = z.object({
  format: z.literal(STATE_FORMAT),
  version: z.number(),
  savedAt: z.number(),
  worlds: z.array(savedWorld),
});

/**
 * The worlds saved in `path`, or null when there is no such file yet (a first start). Anything else that
 * is not a state file of this version (unreadable, not JSON, foreign, another version, a scenario that
 * no longer validates) throws a StateFileError: a start never silently throws a QA's worlds away.
 */
export function readStateFile(path: string): WorldSnapshot[] | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StateFileError(path, `cannot be read (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(path, `is not valid JSON (${(error as Error).message}); it may have been cut short`);
  }
  if (!json || typeof json !== 'object' || (json as { format?: unknown }).format !== STATE_FORMAT) {
    throw new StateFileError(path, `is not a state file of the fake (no "format": "${STATE_FORMAT}"); refusing to overwrite it`);
  }
  const parsed = stateFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StateFileError(path, `is damaged at ${issue?.path.join('.') || 'the top'}: ${issue?.message ?? 'invalid'}`);
  }
  if (parsed.data.version !== STATE_VERSION) {
    throw new StateFileError(path, `has version ${parsed.data.version}; this fake reads version ${STATE_VERSION}`);
  }
  return parsed.data.worlds.map((world, i) => {
    const scenario = scenarioSchema.safeParse(world.scenario);
    if (!scenario.success) {
      const issue = scenario.error.issues[0];
      throw new StateFileError(
        path,
        `world "${world.id}" (worlds.${i}) has a scenario this fake refuses: ${issue?.path.join('.')}: ${issue?.message}`,
      );
    }
    return { ...world, scenario: scenario.data };
  });
}

/** Writes the whole file beside itself, flushes it to disk, then renames it over the old one: a reader sees the old file or the new, never half of one. */
export function writeStateFile(path: string, worlds: WorldSnapshot[], savedAt = Date.now()) {
  const text = JSON.stringify({ format: STATE_FORMAT, version: STATE_VERSION, savedAt, worlds });
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/**
 * Saves shortly after each change (at most once per `delayMs`, so a burst of requests is one write) and
 * once more on shutdown. A killed process loses at most the last `delayMs` of changes.
 */
export class StateSaver {
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(
    private readonly path: string,
    private readonly snapshot: () => WorldSnapshot[],
    private readonly delayMs = 200,
    private readonly log: (message: string) => void = console.error,
  ) {}

  changed() {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.save();
    }, this.delayMs);
  }

  /** Saves now if a save is pending (shutdown). */
  flush() {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.save();
  }

  private save() {
    try {
      writeStateFile(this.path, this.snapshot());
      this.failures = 0;
    } catch (error) {
      // A full disk must not take the fake down; say so once per run of failures, and try again on the next change.
      if (this.failures++ === 0) this.log(`could not save the state file ${this.path}: ${(error as Error).message}`);
      void rm(`${this.path}.${process.pid}.tmp`, { force: true });
    }
  }
}
