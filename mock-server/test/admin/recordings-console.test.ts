import { beforeAll, describe, expect, it } from 'vitest';
import { servedConsole } from './served-console';
import { OVERLAY_ITEMS_JS, RECORDING_ITEMS_JS } from '../../src/admin/console/recordings-section';

const served = servedConsole();
let page: string;
beforeAll(() => {
  page = served.page;
});

/** One of the section's renderers over the console's own esc(), taken from the page it serves. */
function renderer(source: string) {
  const line = page.split('\n').find((l) => l.startsWith('const esc='));
  expect(line, 'the console defines esc()').toBeDefined();
  return new Function(`${line}\nreturn ${source};`)() as (list: object[]) => string;
}

const recording = (over: object = {}) => ({
  id: 'rec-1',
  world: 'qa',
  calls: ['systemStatus'],
  running: false,
  startedAt: 0,
  skipped: 0,
  answers: [{ call: 'systemStatus', method: 'GET', path: '/wps/system/status', key: '', status: 200, at: 0 }],
  ...over,
});

describe('the QA console records and replays', () => {
  it('has the section with start, stop, the world to save into and its help', () => {
    expect(page).toContain('<h2 id="recTitle">Record and replay</h2>');
    for (const id of ['recCalls', 'recStart', 'recStop', 'recWorld', 'recordings', 'overlay']) expect(page).toContain(`id="${id}"`);
    expect(page).toContain('<summary>How recording works</summary>');
  });

  it('lists recordings with Save and Discard when stopped, Stop while running', () => {
    const stopped = renderer(RECORDING_ITEMS_JS)([recording()]);
    expect(stopped).toContain('<code>rec-1</code> stopped · 1 answers · systemStatus');
    expect(stopped).toContain('aria-label="Save rec-1"');
    expect(stopped).toContain('aria-label="Discard rec-1"');
    expect(stopped).toContain('<code>GET /wps/system/status</code> 200');
    const running = renderer(RECORDING_ITEMS_JS)([recording({ running: true, calls: [], skipped: 2 })]);
    expect(running).toContain('recording · 1 answers (2 skipped) · every forwarded call');
    expect(running).toContain('aria-label="Stop rec-1"');
    expect(renderer(RECORDING_ITEMS_JS)([])).toBe('<li>No recordings in this world</li>');
    expect(renderer(OVERLAY_ITEMS_JS)([{ call: 'login', answers: 2 }])).toContain('aria-label="Remove login from the overlay"');
  });

  it('escapes what the backend and QA sent before it becomes HTML', () => {
    const evil = '"><img src=x onerror=alert(1)>';
    const html = renderer(RECORDING_ITEMS_JS)([
      recording({ calls: [evil], answers: [{ call: evil, method: 'GET', path: `/wps/${evil}`, key: '', status: 200, at: 0 }] }),
    ]);
    const overlay = renderer(OVERLAY_ITEMS_JS)([{ call: evil, answers: 1 }]);
    for (const text of [html, overlay]) {
      expect(text).not.toContain('<img');
      expect(text).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    }
  });

  it('keeps the page script whole', () => {
    const script = page.slice(page.indexOf('<script>') + '<script>'.length, page.lastIndexOf('</script>'));
    expect(script).not.toContain('</script');
    expect(() => new Function(script)).not.toThrow();
  });
});
