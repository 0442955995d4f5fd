import { config } from 'zod/mini';

// In a browser the pages' CSP allows no eval: zod's compiled parsers could not run there, and its probe for them
// (`new Function`) is itself reported as a violation. Set here, where every schema is built, so no schema is parsed
// before it (a server-rendered page parses its first answers long before anything else of zod loads). Node (the
// fake, the server renderer) keeps the compiled parsers.
if (typeof document !== 'undefined') config({ jitless: true });

/**
 * A schema built the first time something reads it, then kept: importing a module of schemas (or the catalogue) builds
 * none of them. At start-up zod's building of every schema the first calls imported was the web's longest task
 * (issue 28); now a call's schemas are built when its answer is checked. The value is typed and used as the schema
 * itself (`z.infer`, composition, `.shape`, JSON Schema), so every contracts module declares its top-level schemas
 * as `const x = lazy(() => z.object(...))` and nothing else changes for the modules that use them.
 */
// Pure for the bundlers (as zod's own builders are): a schema nothing uses is left out of the web's chunks.
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = () => (schema ??= build());
  // Every operation goes to the built schema; the target is a stand-in that holds nothing. A property reported through
  // the stand-in must be configurable (Proxy invariants), which zod's own `_zod` is not.
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
