/**
 * Patterns QA sets in a scenario (fault routes, register rules) run inside the fake, one process for every
 * world: a pattern that backtracks for seconds stalls them all. So a pattern is refused when set if it could,
 * and it is only ever tried on the first MAX_MATCHED_LENGTH characters. The reasoning and the measured
 * costs are in contracts/README.md ("Scenario patterns").
 */
export const MAX_PATTERN_LENGTH = 200;
/** The longest text a scenario pattern is tried on: a request path or a registration field. */
export const MAX_MATCHED_LENGTH = 128;

/** An open repeat (*, +, {n,} or a wide {n,m}) can take about this many lengths of the text. */
const OPEN = MAX_MATCHED_LENGTH;
const WIDE = 8;

type Frame = {
  /** A quantifier somewhere inside. */
  repeats: boolean;
  alternatives: number;
  /** Each alternative as plain text, while every one is plain text. */
  literals: (string | null)[];
};
type Quantifier = { min: number; max: number; length: number };

const frame = (): Frame => ({ repeats: false, alternatives: 1, literals: [''] });

function quantifierAt(source: string, i: number): Quantifier | null {
  const c = source[i];
  if (c === '*') return { min: 0, max: Infinity, length: 1 };
  if (c === '+') return { min: 1, max: Infinity, length: 1 };
  if (c === '?') return { min: 0, max: 1, length: 1 };
  // Outside the u flag a "{" that is not a whole quantifier is a plain character.
  const braces = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i)) : null;
  if (!braces) return null;
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
  return { min, max, length: braces[0].length };
}

/** Where the character class opening at i ends (its "]"); the first "]" closes it, even right after "[". */
function classEnd(source: string, i: number): number {
  let j = i + 1;
  if (source[j] === '^') j++;
  while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
  return j;
}

/** How long a group's prefix is: "(", "(?:", "(?=", "(?!", "(?<=", "(?<!" or "(?<name>". */
function groupPrefix(source: string, i: number): number {
  if (source[i + 1] !== '?') return 1;
  if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') return source.indexOf('>', i) - i + 1;
  return source[i + 2] === '<' ? 4 : 3;
}

/** Distinct plain texts of one length can be read one way only, so repeating them cannot backtrack. */
const oneWayOnly = (literals: (string | null)[]) =>
  literals.every((l): l is string => l !== null && l.length === literals[0]?.length && l.length > 0) &&
  new Set(literals).size === literals.length;

const NESTED =
  'a repeated group holds a repeat or a choice, such as (a+)+ or (a|ab)*, which can take exponential time; repeat a character class instead, such as [ab]+';
const TOO_MANY =
  'too many ways to match: at most 3 open repeats (*, +, {n,}) when the pattern starts with ^, 2 when it does not (a ? or a choice counts as part of one)';

/** Why this regular expression source could stall the fake, or null when it is safe to run. */
export function patternProblem(source: string): string | null {
  if (source.length > MAX_PATTERN_LENGTH) return `longer than ${MAX_PATTERN_LENGTH} characters`;
  try {
    new RegExp(source);
  } catch (error) {
    return `not a valid regular expression: ${String((error as Error).message)
      .split(': ')
      .at(-1)}`;
  }
  const stack: Frame[] = [frame()];
  // What a quantifier here would repeat: a closed group, another atom (null), or nothing yet.
  let last: Frame | null | undefined;
  let ways = 1;
  const extend = (text: string | null) => {
    const top = stack.at(-1)!;
    const current = top.literals.at(-1);
    top.literals[top.literals.length - 1] = current == null || text === null ? null : current + text;
  };
  for (let i = 0; i < source.length;) {
    const c = source[i]!;
    const top = stack.at(-1)!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<')) {
        return 'a backreference (\\1, \\k<name>) can take exponential time';
      }
      // \. or \/ stand for one character; \d, \w, \x41 and the like for a class.
      extend(/[A-Za-z0-9]/.test(next) ? null : next);
      last = null;
      i += 2;
    } else if (c === '[') {
      extend(null);
      last = null;
      i = classEnd(source, i) + 1;
    } else if (c === '(') {
      extend(null);
      stack.push(frame());
      last = undefined;
      i += groupPrefix(source, i);
    } else if (c === ')') {
      const group = stack.pop()!;
      const parent = stack.at(-1)!;
      parent.repeats ||= group.repeats;
      ways *= group.alternatives;
      last = group;
      i++;
    } else if (c === '|') {
      top.alternatives++;
      top.literals.push('');
      last = undefined;
      i++;
    } else {
      const quantifier = quantifierAt(source, i);
      if (!quantifier) {
        extend(c === '.' || c === '^' || c === '$' ? null : c);
        last = c === '^' || c === '$' ? undefined : null;
        i++;
        continue;
      }
      if (quantifier.max > 1 && last && (last.repeats || (last.alternatives > 1 && !oneWayOnly(last.literals)))) return NESTED;
      const spread = quantifier.max - quantifier.min;
      ways *= spread >= WIDE ? OPEN : spread + 1;
      top.repeats = true;
      extend(null);
      last = undefined;
      i += quantifier.length;
      if (source[i] === '?') i++;
    }
  }
  ways *= stack[0]!.alternatives;
  return ways > OPEN ** (source.startsWith('^') ? 3 : 2) ? TOO_MANY : null;
}

const compiled = new Map<string, RegExp>();

/** Tries a pattern (compiled once) on the first MAX_MATCHED_LENGTH characters of the text. */
export function matchesPattern(source: string, text: string): boolean {
  let pattern = compiled.get(source);
  if (!pattern) {
    if (compiled.size >= 500) compiled.clear();
    pattern = new RegExp(source);
    compiled.set(source, pattern);
  }
  return pattern.test(text.length > MAX_MATCHED_LENGTH ? text.slice(0, MAX_MATCHED_LENGTH) : text);
}
