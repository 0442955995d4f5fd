import { describe, expect, it } from 'vitest';

describe("zod in the browser (the pages' CSP allows no eval)", () => {
  it('parses without compiled parsers from the contracts’ first import on, so it never probes for eval', async () => {
    const { config } = await import('zod/mini');
    const { gameCalls } = await import('@portal/contracts');
    // A server-rendered page's first parse is a call's answer, with nothing else of zod loaded before it.
    expect(gameCalls.hotGames.response.safeParse({ list: [] }).success).toBe(true);
    expect(config().jitless).toBe(true);
  });
});
