import { describe, expect, it } from 'vitest';

/**
 * One word per thing (STYLE.md, "One glossary"): an English term is translated one way per language in every
 * namespace, and the glossary — the `common` section of the common namespace: buttons, statuses, product and
 * error wording every feature shows — is declared there once and read as `common:common.…`.
 */

// Every namespace's texts in every language (a namespace's file may gather several files of its own).
const files = import.meta.glob<{ default: object }>(['./texts/common/[a-z][a-z].ts', '../../features/*/texts/[a-z][a-z].ts'], {
  eager: true,
});
const LANGUAGES = ['ty', 'cn', 'id', 'th', 'vi'] as const;

type Texts = Record<string, Record<string, Map<string, string>>>; // namespace -> language -> key -> text

function leaves(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === 'string') out.set(prefix, value);
  return out;
}

const texts: Texts = {};
for (const [path, module] of Object.entries(files)) {
  const parts = path.split('/');
  const language = (parts.at(-1) ?? '').replace('.ts', '');
  const namespace = path.startsWith('../../features/') ? (parts[3] ?? '') : 'common';
  (texts[namespace] ??= {})[language] = leaves(module.default);
}

/**
 * Places where an English text means something else than the same English elsewhere, so a language may word
 * it differently; each names its sense. Keep it short: a second wording of the same thing is drift.
 */
const SENSES: Record<string, string> = {
  'service:winners.amount': 'the amount a winner won, not a win in the account record',
  'promotions:action.join': 'taking part in a promotion, not joining the site (the banner)',
  'lottery:game': 'a kind of lottery (彩种), not any game',
  'lottery:vn.play': 'betting on a lottery, not opening a game',
  'agent-centre:salary.event': 'what happened to a contract, not a promotion event',
  'games:deposit': 'the verb on a button, not a deposit in the record',
  'identity:deposit': 'the verb on a button, not a deposit in the record',
  'member-centre:pages.depositv2': 'the verb on a button, not a deposit in the record',
};

/** Items grouped by a key, in the order the keys first appear. */
function groupBy<T>(items: T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** The places (`namespace:key`) of each English text found in two namespaces or more. */
function sharedTerms(all: Texts) {
  const places = new Map<string, string[]>();
  for (const [namespace, byLanguage] of Object.entries(all))
    for (const [key, english] of byLanguage.en ?? []) places.set(english, [...(places.get(english) ?? []), `${namespace}:${key}`]);
  return [...places].filter(([, at]) => new Set(at.map((p) => p.split(':')[0])).size > 1);
}

/** Every English term (in one sense) worded two ways in one language: `language "English": wording (places) | …`. */
function drifts(all: Texts, senses: Record<string, string>) {
  const problems: string[] = [];
  for (const [english, at] of sharedTerms(all)) {
    const bySense = groupBy(at, (place) => senses[place] ?? '');
    for (const places of bySense.values())
      for (const language of LANGUAGES) {
        const wordings = groupBy(places, (place) => {
          const [namespace = '', key = ''] = place.split(/:(.*)/);
          return all[namespace]?.[language]?.get(key) ?? '';
        });
        if (wordings.size > 1)
          problems.push(`${language} ${JSON.stringify(english)}: ${[...wordings].map(([w, p]) => `${w} (${p.join(', ')})`).join(' | ')}`);
      }
  }
  return problems;
}

/**
 * Feature keys that redeclare a glossary entry (same English as one in common's `common` section). A map keyed
 * by the platform's error codes (`errors.CODE`, read by code) may hold the code's glossary text: the drift check
 * keeps its wording the same as the glossary's.
 */
function redeclared(all: Texts) {
  const glossary = new Map([...(all.common?.en ?? [])].filter(([key]) => key.startsWith('common.')).map(([key, text]) => [text, key]));
  return Object.entries(all)
    .filter(([namespace]) => namespace !== 'common')
    .flatMap(([namespace, byLanguage]) =>
      [...(byLanguage.en ?? [])]
        .filter(([key, english]) => glossary.has(english) && !key.startsWith('errors.'))
        .map(([key, english]) => `${namespace}:${key} redeclares common:${glossary.get(english)} ("${english}")`),
    );
}

describe('the glossary', () => {
  it('reads every namespace', () => {
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['common', 'games', 'member-centre', 'agent-centre', 'service', 'identity']));
    expect(texts.common?.vi?.get('common.customerService')).toBe('Chăm sóc khách hàng');
  });

  it('words each English term one way per language across namespaces', () => {
    const problems = drifts(texts, SENSES);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has no feature redeclare a glossary entry', () => {
    const problems = redeclared(texts);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('names senses only for places that exist and share their English with another namespace', () => {
    const shared = new Set(sharedTerms(texts).flatMap(([, at]) => at));
    expect(Object.keys(SENSES).filter((place) => !shared.has(place))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const sample = (vi: Record<string, string>, en: Record<string, string> = {}): Texts => {
    const texts: Texts = {};
    for (const [place, text] of Object.entries({
      'common:common.retry': 'Try again',
      'a:support': 'Customer service',
      'b:title': 'Customer service',
      ...en,
    })) {
      const [namespace = '', key = ''] = place.split(':');
      const byLanguage = (texts[namespace] ??= {});
      (byLanguage.en ??= new Map()).set(key, text);
      for (const language of LANGUAGES) (byLanguage[language] ??= new Map()).set(key, (language === 'vi' && vi[place]) || text);
    }
    return texts;
  };

  it('finds a term worded two ways in one language, unless a place has a sense of its own', () => {
    const drifted = sample({ 'a:support': 'Chăm sóc khách hàng', 'b:title': 'CSKH' });
    expect(drifts(drifted, {})).toEqual(['vi "Customer service": Chăm sóc khách hàng (a:support) | CSKH (b:title)']);
    expect(drifts(drifted, { 'b:title': 'an abbreviation' })).toEqual([]);
  });

  it('finds a feature key with the English of a glossary entry, but not an error code', () => {
    expect(redeclared(sample({}, { 'a:retry': 'Try again', 'a:errors.NETWORK': 'Try again' }))).toEqual([
      'a:retry redeclares common:common.retry ("Try again")',
    ]);
  });
});
