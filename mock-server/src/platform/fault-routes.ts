import { catalogue, isRegexRoute, matchesPattern, patternProblem, placesOf } from '@portal/contracts';

const catalogPaths = [...new Set(Object.values(catalogue).flatMap((call) => placesOf(call).map((p) => p.path)))];

/** Whether some real path of this catalogue template starts with `prefix`; a `:param` part takes any text. */
function prefixNames(prefix: string, template: string): boolean {
  const want = prefix.split('/');
  const have = template.split('/');
  if (want.length > have.length) return false;
  return want.every((part, i) => {
    const own = have[i]!;
    if (own.startsWith(':')) return true;
    return i === want.length - 1 ? own.startsWith(part) : own === part;
  });
}

/** A template as real paths: a `:param` filled with a number and with a code, since a pattern may want either. */
const samplesOf = (template: string) =>
  template.includes(':') ? [template, template.replace(/:[A-Za-z]+/g, '1'), template.replace(/:[A-Za-z]+/g, 'GPI_1')] : [template];

/** Whether a fault's route (a path prefix or a pattern in slashes) names at least one catalogue call. */
export const routeNamesACall = (route: string) =>
  isRegexRoute(route)
    ? catalogPaths.some((template) => samplesOf(template).some((path) => matchesPattern(route.slice(1, -1), path)))
    : catalogPaths.some((template) => prefixNames(route, template));

/** How many one-character edits turn one text into the other (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The catalogue path QA most likely meant: the shortest one holding the text (a relay's bare name), else the nearest by edit distance. */
export function closestCataloguePath(route: string): string {
  const text = (isRegexRoute(route) ? route.slice(1, -1).replace(/[\\^$]/g, '') : route).toLowerCase();
  const holding = catalogPaths.filter((path) => path.toLowerCase().includes(text)).sort((a, b) => a.length - b.length);
  if (holding[0]) return holding[0];
  let best = catalogPaths[0]!;
  let bestDistance = Infinity;
  for (const path of catalogPaths) {
    const distance = editDistance(text, path.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [path, distance];
  }
  return best;
}

/** Why a fault route would do nothing (it names no catalogue call), with the closest path as a hint; null when it names one. */
export function faultRouteProblem(route: string): string | null {
  // A pattern that does not compile or runs unsafely is the scenario schema's to refuse, in its words.
  if (isRegexRoute(route) && patternProblem(route.slice(1, -1))) return null;
  if (routeNamesACall(route)) return null;
  const kind = isRegexRoute(route) ? 'the pattern' : 'the path prefix';
  return `${kind} "${route}" matches no catalogue path, so the fault would never fire; closest: "${closestCataloguePath(route)}" (relays are /wps/relay/<NAME>)`;
}
