/**
 * How a world's state parts become JSON and back. The parts are small classes holding Maps, Sets, arrays
 * and plain records; their functions (clocks, random sequences) are rebuilt by the world, never saved.
 * Saving walks an object's own fields; restoring fills a freshly built object's fields in place, so a
 * state class added later is saved without a line of code here.
 */

const isPlain = (value: object) => Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;

/** A JSON-safe copy: Maps and Sets tagged, class instances as their fields, functions left out. */
export function encodeState(value: unknown, depth = 0): unknown {
  if (depth > 12) throw new RangeError('state nested too deeply to save');
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [encodeState(k, depth + 1), encodeState(v, depth + 1)]) };
  if (value instanceof Set) return { $set: [...value].map((v) => encodeState(v, depth + 1)) };
  if (Array.isArray(value)) return value.map((v) => encodeState(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field !== 'function') out[key] = encodeState(field, depth + 1);
  }
  return out;
}

/** The value a saved copy stands for (tags back to Maps and Sets). */
export function decodeState(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decodeState);
  const tagged = value as Partial<Record<'$map' | '$set', unknown>>;
  if (Array.isArray(tagged.$map)) {
    return new Map(
      tagged.$map.map((entry) => {
        if (!Array.isArray(entry) || entry.length !== 2) throw new TypeError('a saved Map entry is not a [key, value] pair');
        return [decodeState(entry[0]), decodeState(entry[1])] as const;
      }),
    );
  }
  if (Array.isArray(tagged.$set)) return new Set(tagged.$set.map(decodeState));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeState(v)]));
}

/**
 * Fills `target` (a freshly built state object) from a saved copy. A field the target does not have, or
 * whose kind differs (a Map saved where the class now keeps a number), is a foreign file: it throws
 * naming the field, and the caller refuses the whole file.
 */
export function restoreInto(target: object, saved: unknown, path: string) {
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) throw new TypeError(`${path}: expected an object`);
  const fields = target as Record<string, unknown>;
  for (const [key, raw] of Object.entries(saved)) {
    const here = `${path}.${key}`;
    if (!(key in fields) || typeof fields[key] === 'function') throw new TypeError(`${here}: not part of this fake's state`);
    const current = fields[key];
    const value = decodeState(raw);
    if (current instanceof Map) {
      if (!(value instanceof Map)) throw new TypeError(`${here}: expected a map`);
      current.clear();
      for (const [k, v] of value) current.set(k, v);
    } else if (current instanceof Set) {
      if (!(value instanceof Set)) throw new TypeError(`${here}: expected a set`);
      current.clear();
      for (const v of value) current.add(v);
    } else if (Array.isArray(current)) {
      if (!Array.isArray(value)) throw new TypeError(`${here}: expected a list`);
      current.splice(0, current.length, ...value);
    } else if (current !== null && typeof current === 'object' && !isPlain(current)) {
      restoreInto(current, raw, here);
    } else {
      if (current !== null && current !== undefined && typeof current !== typeof value) {
        throw new TypeError(`${here}: expected a ${typeof current}`);
      }
      fields[key] = value;
    }
  }
}
