import { describe, expect, it } from 'vitest';

// Every texts file of every namespace: `common` lives in shared/, every other namespace in its feature.
const files = import.meta.glob<{ default: unknown }>(['./texts/*/*.ts', '../../features/*/texts/*.ts', '!**/*.test.ts'], {
  eager: true,
});

const languages = ['en', 'ty', 'cn', 'id', 'th', 'vi'];

/** `<namespace>/<language>.ts` or `<namespace>/texts/<language>.ts`; other files beside the texts (namespace.ts) are not texts. */
const located = (path: string) => {
  const match = /\/([^/]+)\/(?:texts\/)?([a-z]{2})\.ts$/.exec(path);
  return match ? { namespace: match[1] ?? '', language: match[2] ?? '' } : undefined;
};

const texts = new Map<string, unknown>();
for (const [path, module] of Object.entries(files)) {
  const at = located(path);
  if (at) texts.set(`${at.namespace}/${at.language}`, module.default);
}
// The namespaces known today, plus any a feature adds later: a new one is checked without editing this test.
const namespaces = [...new Set(['common', 'games', 'download', 'identity', ...[...texts.keys()].map((key) => key.split('/')[0] ?? '')])];

/** Every leaf as `dotted.path -> value`; array items are keyed by index (download steps). */
function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]))].sort();

const leavesOf = (namespace: string, language: string) => leaves(texts.get(`${namespace}/${language}`));

describe.each(namespaces)('the %s namespace', (namespace) => {
  it(`has a texts file in every language`, () => {
    const missing = languages.filter((language) => texts.get(`${namespace}/${language}`) === undefined);
    expect(missing, `no texts for ${namespace} in: ${missing.join(', ')}`).toEqual([]);
  });

  it(`every language has every key of the ${namespace} namespace and no other`, () => {
    const english = [...leavesOf(namespace, 'en').keys()];
    const problems = languages.flatMap((language) => {
      const keys = [...leavesOf(namespace, language).keys()];
      const missing = english.filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !english.includes(key));
      return [
        ...(missing.length ? [`${language} misses ${missing.join(', ')}`] : []),
        ...(extra.length ? [`${language} has extra ${extra.join(', ')}`] : []),
      ];
    });
    expect(english.length).toBeGreaterThan(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`no text of the ${namespace} namespace is empty or other than a string`, () => {
    const problems = languages.flatMap((language) =>
      [...leavesOf(namespace, language)]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${language} ${key}: ${JSON.stringify(value)}`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`every text of the ${namespace} namespace has the same {{placeholders}} as the English one`, () => {
    const english = leavesOf(namespace, 'en');
    const problems = languages.flatMap((language) =>
      [...leavesOf(namespace, language)].flatMap(([key, value]) => {
        const source = english.get(key);
        if (typeof source !== 'string' || typeof value !== 'string') return [];
        const expected = placeholders(source).join(', ');
        const actual = placeholders(value).join(', ');
        return expected === actual ? [] : [`${language} ${key}: has {{${actual}}}, English has {{${expected}}}`];
      }),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

it('every texts file is in one of the six languages', () => {
  expect([...texts.keys()].filter((key) => !languages.includes(key.split('/')[1] ?? ''))).toEqual([]);
});
