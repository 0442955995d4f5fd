import { describe, expect, it } from 'vitest';

/**
 * TY, the default language, is Taglish: it keeps some English on purpose (the glossary README, "Taglish: what stays
 * English"). Every TY text equal to its English must be one of these kept terms, or carry no word at all.
 */
const KEPT = new Set([
  // Names: apps, platforms, languages in their own words.
  ...['Android', 'iOS', 'Telegram', 'Facebook', 'WhatsApp', 'Zalo', 'WeChat', 'QQ', 'Line', 'SMS'],
  ...['Tagalog', 'English', 'Bahasa Indonesia', 'Tiếng Việt', '简体中文', 'ไทย'],
  // Games and products as Filipino players name them (the menu, the lobbies, the reports).
  ...['Slots', 'Live casino', 'Live', 'Sports', 'E-sports', 'PVP', 'HOT', 'Lottery', 'E-lottery', 'Points mall'],
  ...['Video slots', 'Jackpot', 'Megaways', 'Bonus buy', 'Slot machine'],
  // Account words every Filipino site uses in English.
  ...['Home', 'Username', 'Password', 'Email', 'Email address', 'Mobile', 'Captcha', 'Avatar', 'Account', 'Order', 'Live chat'],
  // The trade's money words.
  ...['Bonus', 'Rebate', 'Rebate {{percent}} %', 'Wallet', 'Upline', 'Downline', 'Upline → downline', 'Affiliate code', 'Leaderboard'],
  'min {{amount}}',
]);

const files = import.meta.glob<{ default: object }>(['./texts/common/[a-z][a-z].ts', '../../features/*/texts/[a-z][a-z].ts'], {
  eager: true,
});

function leaves(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === 'string') out.set(prefix, value);
  return out;
}

const byNamespace = new Map<string, { en?: Map<string, string>; ty?: Map<string, string> }>();
for (const [path, module] of Object.entries(files)) {
  const parts = path.split('/');
  const language = (parts.at(-1) ?? '').replace('.ts', '');
  if (language !== 'en' && language !== 'ty') continue;
  const namespace = path.startsWith('../../features/') ? (parts[3] ?? '') : 'common';
  byNamespace.set(namespace, { ...byNamespace.get(namespace), [language]: leaves(module.default) });
}

/** A text with a word in it once its {{placeholders}} are taken out. */
const hasWords = (text: string) => /\p{L}{2}/u.test(text.replaceAll(/\{\{\w+\}\}/g, ''));

describe('TY (Taglish), the default language', () => {
  it('is read from every namespace', () => expect([...byNamespace.values()].every((n) => n.en && n.ty)).toBe(true));

  it('leaves in English only the terms the glossary keeps', () => {
    const english = [...byNamespace].flatMap(([namespace, { en, ty }]) =>
      [...(en ?? [])]
        .filter(([key, text]) => ty?.get(key) === text && hasWords(text) && !KEPT.has(text))
        .map(([key, text]) => `${namespace}:${key} = ${text}`),
    );
    expect(english).toEqual([]);
  });

  it('keeps no term that no TY text uses any more', () => {
    const used = new Set(
      [...byNamespace.values()].flatMap(({ en, ty }) =>
        [...(en ?? [])].filter(([key, text]) => ty?.get(key) === text).map(([, text]) => text),
      ),
    );
    expect([...KEPT].filter((term) => !used.has(term))).toEqual([]);
  });
});
