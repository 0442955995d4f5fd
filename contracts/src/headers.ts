/** Header names the client sends (observed on the real backend). */
export const Header = {
  Authorization: 'Authorization',
  Merchant: 'Merchant',
  Device: 'Device',
  Language: 'Language',
  /** Fake backend only: picks an isolated world so parallel test clients do not meet. */
  MockWorld: 'X-Mock-World',
} as const;

/** Fake backend only: the cookie that picks a world, for browsers. */
export const MOCK_WORLD_COOKIE = 'mock_world';
export const DEFAULT_WORLD = 'default';
/** A world's name: what the header, the cookie, `?world=` and the worlds API accept. */
export const WORLD_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Fake backend only: on every answer, the world's time in ms since the epoch (the client's clock follows it). */
export const MOCK_NOW_HEADER = 'X-Mock-Now';
