import * as z from 'zod/mini';
import { scenarioSchema } from '@portal/contracts';
import { issueOf } from '../platform/validate';
import { OVERLAY_CAPACITY, recordedAnswerSchema } from '../platform/overlay';
import { JOURNAL_CAPACITY, type JournalEntry } from '../platform/request-journal';
import { LATEST_WORLD_TIME } from '../platform/world-clock';
import type { World } from '../platform/world';
import type { WorldStore } from '../platform/world-store';

/** What marks a file as an exported world; a bundle of another format or version is refused, naming both. */
export const BUNDLE_FORMAT = 'portal-fake-world';
export const BUNDLE_VERSION = 1;
/** The largest bundle an import reads: a busy world with a full journal is well under 1 MB. */
export const MAX_BUNDLE_BYTES = 8 * 1024 * 1024;

/** One journal entry as a bundle carries it: what the console shows; the rest of the entry is kept as it came. */
const journalEntry = z.looseObject({
  at: z.number(),
  method: z.string().check(z.maxLength(10)),
  path: z.string().check(z.maxLength(2048)),
  status: z.int(),
});

const bundleSchema = z.strictObject({
  format: z.literal(BUNDLE_FORMAT),
  version: z.literal(BUNDLE_VERSION),
  /** Real time on the machine that exported it (ms since the epoch). */
  exportedAt: z.number(),
  /** The world's name there; the import names it anew. */
  world: z.string().check(z.maxLength(64)),
  scenario: z.unknown(),
  /** The world's time when it was exported: the import resumes from there. */
  clock: z.strictObject({ now: z.number().check(z.minimum(0), z.maximum(LATEST_WORLD_TIME)), offsetMs: z.number() }),
  state: z.record(z.string(), z.unknown()),
  /** Newest first, as GET /__admin/requests lists it. */
  journal: z.array(journalEntry).check(z.maxLength(JOURNAL_CAPACITY)),
  /** Recorded answers saved as the world's overlay, oldest first (platform/recordings.ts); absent when it has none. */
  overlay: z.optional(z.array(recordedAnswerSchema).check(z.maxLength(OVERLAY_CAPACITY))),
});

export type WorldBundle = z.infer<typeof bundleSchema>;

/** A world as a file: scenario, clock, state, journal and overlay (secrets already masked there). */
export function exportWorld(world: World, exportedAt: number): WorldBundle {
  const { scenario, state } = world.snapshot();
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    exportedAt,
    world: world.id,
    scenario,
    clock: { now: world.now(), offsetMs: world.clock.offset },
    state,
    journal: world.journal.list(),
    ...(world.overlay.size > 0 && { overlay: world.overlay.toJSON() }),
  };
}

/**
 * Builds the world a bundle describes under `id`, apart from the store, and returns it, or the problem
 * (naming the field) when the bundle is not one this fake reads. Its clock resumes at the bundle's time
 * (ahead of or behind this machine's), so the same calls answer as they did where it was exported.
 */
export function worldFromBundle(store: WorldStore, id: string, input: unknown): World | string {
  const format = (input as { format?: unknown } | null)?.format;
  if (format !== BUNDLE_FORMAT) return `body.format: not an exported world (expected "${BUNDLE_FORMAT}")`;
  const version = (input as { version?: unknown }).version;
  if (version !== BUNDLE_VERSION) return `body.version: this fake reads version ${BUNDLE_VERSION} bundles, got ${JSON.stringify(version)}`;
  const shape = issueOf(bundleSchema, input, 'body');
  if (shape) return shape;
  const bundle = input as WorldBundle;
  const scenario = issueOf(scenarioSchema, bundle.scenario, 'body.scenario');
  if (scenario) return scenario;
  const world = store.blank(id);
  try {
    world.restore({
      id,
      scenario: scenarioSchema.parse(bundle.scenario),
      clockOffsetMs: bundle.clock.now - store.now(),
      state: bundle.state,
      ...(bundle.overlay && { overlay: bundle.overlay }),
    });
  } catch (error) {
    return `body.state: ${(error as Error).message}`;
  }
  // The journal's answers come out read (parsed and masked); they go back in as the text the journal keeps.
  for (const { id: _id, response, responseChars: _chars, ...entry } of [...(bundle.journal as JournalEntry[])].reverse())
    world.journal.add({
      ...(entry as Omit<JournalEntry, 'id' | 'response' | 'responseChars'>),
      response: response === undefined || response === null ? null : typeof response === 'string' ? response : JSON.stringify(response),
    });
  return world;
}
