import { beforeAll, describe, expect, it } from 'vitest';
import { servedConsole } from './served-console';
import { FAULT_ITEMS_JS } from '../../src/admin/console/faults-section';

const served = servedConsole();
let page: string;
beforeAll(() => {
  page = served.page;
});

/** The console's own esc(), taken from the page it serves, and the faults list's renderer over it. */
function renderer() {
  const line = page.split('\n').find((l) => l.startsWith('const esc='));
  expect(line, 'the console defines esc()').toBeDefined();
  return new Function(`${line}\nreturn ${FAULT_ITEMS_JS};`)() as (faults: object[]) => string;
}

describe('the QA console edits faults as a form', () => {
  it('has a route picker filled from the catalogue, the kinds, times and latency, and keeps the JSON', () => {
    expect(page).toContain('<form id="faultForm"');
    expect(page).toContain('<input id="fRoute" list="fRoutes"');
    expect(page).toContain('{"path":"/wps/system/status","label":"systemStatus · GET"}');
    for (const kind of ['status', 'drop', 'empty', 'malformed-json', 'truncated']) expect(page).toContain(`<option value="${kind}">`);
    for (const id of ['fTimes', 'fWaitMin', 'fWaitMax', 'fRate', 'fStatus']) expect(page).toContain(`id="${id}"`);
    expect(page).toContain('<textarea id="faults" aria-label="Faults">');
    expect(page).toContain('<summary>How faults work</summary>');
  });

  it('lists the faults in force in words', () => {
    const html = renderer()([
      { route: '/wps/system/status', status: 503, rate: 1, times: 2 },
      { route: '/wps/relay', kind: 'truncated', rate: 0.5, latencyMs: { min: 100, max: 300 } },
    ]);
    expect(html).toContain('<code>/wps/system/status</code> status 503 · next 2 calls');
    expect(html).toContain('<code>/wps/relay</code> truncated · rate 0.5 · wait 100–300 ms');
    expect(html).toContain('aria-label="Remove fault 2"');
    expect(renderer()([])).toBe('<li>No faults</li>');
  });

  it('escapes what a fault holds before it becomes HTML', () => {
    const html = renderer()([{ route: '/"><img src=x onerror=alert(1)>/', kind: '<b>x</b>', rate: 1 }]);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;');
  });

  it('writes the catalogue into the script so that no text can end it', () => {
    const script = page.slice(page.indexOf('<script>') + '<script>'.length, page.lastIndexOf('</script>'));
    expect(script).not.toContain('</script');
    expect(() => new Function(script)).not.toThrow();
  });
});
