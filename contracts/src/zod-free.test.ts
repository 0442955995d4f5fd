import { describe, expect, it, vi } from 'vitest';

// The web entry imports these constants and helpers; importing zod from any of them puts ~16 KB gzip back
// into the first page's JavaScript, so zod here fails the import.
vi.mock('zod', () => {
  throw new Error('a zod-free module imported zod');
});
vi.mock('zod/mini', () => {
  throw new Error('a zod-free module imported zod/mini');
});

const zodFree = {
  './whitelabel-flags': () => import('./whitelabel-flags'),
  './system-status': () => import('./system-status'),
  './identity-constants': () => import('./identity-constants'),
  './games-constants': () => import('./games-constants'),
  './failure-codes': () => import('./failure-codes'),
  './site-languages': () => import('./site-languages'),
  './customer-service-types': () => import('./customer-service-types'),
};

describe('the modules the web entry imports', () => {
  it.each(Object.entries(zodFree))('%s loads without zod', async (_, load) => {
    await expect(load()).resolves.toBeDefined();
  });

  it('would notice a module that imports zod', async () => {
    await expect(import('./languages')).rejects.toThrow(/mocking a module/);
  });
});
