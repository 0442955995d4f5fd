import type { LocalKey, SessionKey } from './keys';

/** Storage that never throws: private mode and full quotas degrade to "not stored". */
function wrap<K extends string>(get: () => Storage | undefined) {
  return {
    get(key: K): string | null {
      try {
        return get()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: K, value: string) {
      try {
        get()?.setItem(key, value);
      } catch {
        /* quota or privacy mode: nothing to do */
      }
    },
    remove(key: K) {
      try {
        get()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
    getJson<T>(key: K): T | null {
      const raw = this.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key: K, value: unknown) {
      this.set(key, JSON.stringify(value));
    },
  };
}

export const session = wrap<SessionKey>(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
export const local = wrap<LocalKey>(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
