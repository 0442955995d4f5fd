import { beforeAll, describe, expect, it } from 'vitest';
import { servedConsole } from './served-console';
import { worldsSection } from '../../src/admin/console/worlds-section';

const served = servedConsole();
let page: string;
beforeAll(() => {
  page = served.page;
});

type Element = { value: string; innerHTML: string; href: string; onclick?: () => unknown; tBodies: { innerHTML: string }[] };

/**
 * Runs the section's script as the console page would, over stand-ins for the page: its elements, the
 * console's own esc() (taken from the served page) and an admin API answering `worlds`.
 */
async function runSection(search: string, worlds: object[], cookie = 'mock_world=qa-anna') {
  const elements = new Map<string, Element>();
  const $ = (id: string) => {
    if (!elements.has(id)) elements.set(id, { value: '', innerHTML: '', href: '', tBodies: [{ innerHTML: '' }] });
    return elements.get(id)!;
  };
  const escSource = page.match(/const esc=(\(t\)=>.*?\[c\]\));/)?.[1];
  expect(escSource, "the console's esc()").toBeDefined();
  const esc = new Function(`return ${escSource}`)() as (text: unknown) => string;
  const said: [string, boolean | undefined][] = [];
  const replaced: string[] = [];
  const document = { cookie };
  const location = { search, pathname: '/__admin', origin: 'http://127.0.0.1:5173', replace: (to: string) => replaced.push(to) };
  const history = { replaceState: () => undefined };
  const api = async (_method: string, url: string) => (url === '/__admin/worlds' ? { limit: 200, idleMs: 0, worlds } : ['default']);
  new Function('$', 'api', 'say', 'esc', 'document', 'location', 'history', worldsSection.script)(
    $,
    api,
    (text: string, error?: boolean) => said.push([text, error]),
    esc,
    document,
    location,
    history,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { $, said, replaced, document };
}

const world = (id: string, scenario = 'default') => ({
  id,
  scenario,
  clock: { now: Date.UTC(2027, 0, 2, 3, 4), offsetMs: 0 },
  createdAt: Date.UTC(2026, 10, 1),
  lastUsed: Date.UTC(2026, 10, 2),
  size: 40_000,
});

describe('the worlds section of the QA console', () => {
  it('has a picker, New world, Copy this world, a share link, export and import, and its help', () => {
    for (const part of [
      '<select id="worldPick" aria-label="World">',
      '<button id="worldNew">New world</button>',
      '<button id="worldCopy">Copy this world</button>',
      '<input id="worldShare" aria-label="Share link" readonly',
      '<a id="worldExport" download>',
      '<input type="file" id="worldFile"',
      '?world=NAME</code> on any page sets the cookie',
    ])
      expect(page).toContain(part);
    const script = page.slice(page.indexOf('<script>') + '<script>'.length, page.lastIndexOf('</script>'));
    expect(() => new Function(script)).not.toThrow();
  });

  it("lists the worlds with what the fake said escaped, and shares and exports this browser's world", async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { $ } = await runSection('', [world('default'), world('qa-anna', hostile)]);
    const rows = $('worlds').tBodies[0]!.innerHTML;
    expect(rows).toContain('<td>&lt;img src=x onerror=alert(1)&gt;</td>');
    expect(rows).not.toContain('<img');
    expect(rows).toContain('<td>qa-anna (this browser)</td><td>');
    expect(rows).toContain('<td>2027-01-02 03:04</td>');
    expect($('worldPick').innerHTML).toContain('<option value="qa-anna" selected>qa-anna</option>');
    expect($('worldShare').value).toBe('http://127.0.0.1:5173/?world=qa-anna');
    expect($('worldExport').href).toBe('/__admin/worlds/qa-anna/export');
  });

  it('takes ?world= on its own address: a valid name becomes the cookie (one reload), a bad one is refused', async () => {
    const picked = await runSection('?world=qa-ben', []);
    expect(picked.document.cookie).toBe('mock_world=qa-ben; path=/; SameSite=Lax');
    expect(picked.replaced).toEqual(['/__admin']);
    const refused = await runSection('?world=%3Cscript%3E', [world('qa-anna')]);
    expect(refused.document.cookie).toBe('mock_world=qa-anna');
    expect(refused.replaced).toEqual([]);
    expect(refused.said[0]).toEqual([
      '?world=<script>: a world name is 1 to 64 letters, digits, "-" or "_"; this browser keeps world qa-anna',
      true,
    ]);
  });
});
