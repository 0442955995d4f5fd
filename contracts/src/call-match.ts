import { placesOf, type CallEntry } from './call-entry';
import { catalogue } from './catalogue-all';

export type MatchedCall = { name: string; entry: CallEntry };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A ":name" part of a catalogue path matches one segment, as the fake's router does (catalogue-lottery.ts). */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/(\/:[^/]+)/)
      .map((part) => (part.startsWith('/:') ? '/[^/]+' : escaped(part)))
      .join('')}$`,
  );

// A call's alias is the same call at another place (call-entry.ts).
const routes = Object.entries(catalogue as Record<string, CallEntry>).flatMap(([name, entry]) =>
  placesOf(entry).map(({ method, path }) => ({ name, entry, method, exact: !path.includes('/:'), pattern: patternOf(path) })),
);

/** The catalogue call a request is, by method and path (relays by their /wps/relay/<NAME> path); exact paths first. */
export function matchCall(method: string, path: string): MatchedCall | undefined {
  const upper = method.toUpperCase();
  const candidates = routes.filter((r) => r.method === upper && r.pattern.test(path));
  const found = candidates.find((r) => r.exact) ?? candidates[0];
  return found && { name: found.name, entry: found.entry };
}
