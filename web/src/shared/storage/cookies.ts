/** The spec's cookies (spec 01, section 3). Never a password. */
export const CookieName = {
  LastUser: 'lastUser',
  LoginRemember: 'loginRemember',
  LoginTypeSms: 'loginTypeSms',
} as const;
export type CookieName = (typeof CookieName)[keyof typeof CookieName];

export const cookies = {
  get(name: CookieName): string | null {
    const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
  },
  set(name: CookieName, value: string, maxAgeSeconds: number) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
  },
  remove(name: CookieName) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
};
