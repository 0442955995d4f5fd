// Lighthouse against a running web server (pnpm bench starts the production SSR server and the fake): RUNS runs per
// page and form, each from a fresh browser profile; prints the median score and median LCP, TBT and CLS beside the
// budgets of DESIGN.md, plus the figures the start-up work is judged by (DOM nodes, longest main-thread task).
// Measures and asserts nothing.
//
// Usage: node bench/lighthouse.mjs http://127.0.0.1:4181
// Settings (environment): LH_RUNS (5), LH_PATHS (/,/rng), LH_FORMS (mobile,desktop,devtools), LH_VERSION (12.8.2),
// LH_KEEP (a folder: each run's JSON report is kept there), CHROME_PATH (/usr/bin/chromium).
//   mobile   Lighthouse's default: a mid-range phone, simulated slow 4G and 4x CPU
//   desktop  --preset=desktop
//   devtools the mobile form with DevTools' real throttling (slow 4G, 4x CPU applied while the page loads)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = (process.argv[2] ?? 'http://127.0.0.1:4181').replace(/\/$/, '');
const list = (raw, fallback) =>
  (raw ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const runs = Number(process.env.LH_RUNS ?? 5);
const paths = list(process.env.LH_PATHS, '/,/rng');
const forms = list(process.env.LH_FORMS, 'mobile,desktop,devtools');
const version = process.env.LH_VERSION ?? '12.8.2';
const keep = process.env.LH_KEEP;

const flags = {
  mobile: [],
  desktop: ['--preset=desktop'],
  devtools: ['--throttling-method=devtools'],
};
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`LH_RUNS must be a whole number of runs, 1 or more, not ${JSON.stringify(process.env.LH_RUNS)}`);
for (const form of forms) if (!flags[form]) throw new Error(`LH_FORMS: "${form}" is none of ${Object.keys(flags).join(', ')}`);
for (const path of paths) if (!path.startsWith('/')) throw new Error(`LH_PATHS: "${path}" is not a path (it starts with /)`);

// DESIGN.md, "Budgets": what each form is held to (null: printed, no budget).
const budgets = {
  mobile: { performance: 95, accessibility: 100, lcp: 2000, tbt: 200, cls: 0.02 },
  desktop: { performance: 98, accessibility: 100, lcp: null, tbt: null, cls: null },
  devtools: { performance: null, accessibility: null, lcp: 2000, tbt: null, cls: null },
};

const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

function lighthouse(url, form, output) {
  const args = ['--yes', `lighthouse@${version}`, url, ...flags[form], '--only-categories=performance,accessibility'];
  args.push('--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${chromeFlags}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${form} ${url} exited ${code}: ${errors.slice(-2000)}`)),
    );
  });
}

/** The figures of one report. */
function figures(report) {
  const audit = (id) => report.audits[id];
  // The page's own tasks: Lighthouse's own script (`_lighthouse-eval.js`, its gatherers in the page) is not the page's.
  const tasks = (audit('long-tasks')?.details?.items ?? []).filter((t) => !/_lighthouse-eval/.test(t.url ?? ''));
  const fcp = audit('first-contentful-paint').numericValue;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    fcp,
    domNodes: audit('dom-size')?.numericValue ?? NaN,
    longestTask: tasks.reduce((most, t) => Math.max(most, t.duration ?? 0), 0),
    // After the first paint: what a player feels as a page that does not answer (before it, the browser is laying out
    // and painting the server's HTML).
    longestAfterPaint: tasks.filter((t) => t.startTime >= fcp).reduce((most, t) => Math.max(most, t.duration ?? 0), 0),
    longTasks: tasks.length,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const show = {
  performance: (v) => String(Math.round(v)),
  accessibility: (v) => String(Math.round(v)),
  lcp: (v) => `${(v / 1000).toFixed(3)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
};
const lowerIsBetter = { performance: false, accessibility: false, lcp: true, tbt: true, cls: true };

const scratch = mkdtempSync(join(tmpdir(), 'lighthouse-'));
if (keep) mkdirSync(keep, { recursive: true });
try {
  console.log(`Lighthouse ${version}, ${runs} run(s) per page and form, against ${base} (medians; budgets from DESIGN.md)`);
  // A server just started renders its first pages slowly (code not yet compiled, the backend's answers not yet
  // cached) and gives those the static fallback: a production server is warm, so each page is asked for a few
  // times first. Each run then comes after the HTML cache (5 s) has expired, and measures a fresh render.
  for (const path of paths) for (let i = 0; i < 5; i++) await (await fetch(base + path)).text();
  for (const form of forms) {
    for (const path of paths) {
      const results = [];
      for (let i = 1; i <= runs; i++) {
        const output = join(keep ?? scratch, `${form}${path.replace(/\W+/g, '-')}${i}.json`);
        await lighthouse(base + path, form, output);
        results.push(figures(JSON.parse(readFileSync(output, 'utf8'))));
      }
      console.log(`\n${form.padEnd(8)} ${path}`);
      for (const key of ['performance', 'accessibility', 'lcp', 'tbt', 'cls']) {
        const budget = budgets[form][key];
        if (form === 'devtools' && budget === null) continue;
        const value = median(results.map((r) => r[key]));
        const verdict = budget === null ? '' : (lowerIsBetter[key] ? value <= budget : value >= budget) ? ' ok' : ' OVER';
        const limit = budget === null ? '' : `  (budget ${lowerIsBetter[key] ? '≤' : '≥'} ${show[key](budget)}${verdict})`;
        const each = runs > 1 ? `   runs: ${results.map((r) => show[key](r[key])).join(', ')}` : '';
        console.log(`  ${key.padEnd(14)} ${show[key](value).padStart(8)}${limit}${each}`);
      }
      const fcp = median(results.map((r) => r.fcp));
      const dom = median(results.map((r) => r.domNodes));
      const longest = median(results.map((r) => r.longestTask));
      const afterPaint = median(results.map((r) => r.longestAfterPaint));
      const count = median(results.map((r) => r.longTasks));
      console.log(
        `  first paint ${(fcp / 1000).toFixed(2)} s; DOM nodes ${dom} (about 600 or fewer); longest task ${Math.round(longest)} ms, after the first paint ${Math.round(afterPaint)} ms (none over 100 ms at 4x CPU; ${count} long tasks)`,
      );
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
