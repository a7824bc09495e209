/**
 * `npm run bench:web`: the site as `npm start` builds and serves it, measured as a phone's first
 * visit sees it. For every page type (/, /domains, /portfolio, /blog, a post, the Texas page, a
 * landing page, a city page) in English and in Arabic (its /ar/ URL, issue 18) it prints the
 * JavaScript the page fetches before its load event (gzipped) and until the network is idle (as
 * transferred, from Lighthouse's network log), the render-blocking CSS, Lighthouse's mobile figures
 * (performance score with FCP, LCP, TBT, CLS and Speed Index, the median of 3 runs; accessibility,
 * best practices and SEO), and the site's own health check of /. Targets (issue 8): performance ≥ 95
 * on /, the other three categories 100, the health check listing nothing but the HTTPS findings
 * (loopback is plain HTTP), first-load JS ≤ 100 KB gzipped as the goal.
 *
 * `BENCH_WEB_PAGES=/,/domains BENCH_WEB_LANGUAGES=en BENCH_WEB_RUNS=3` limits it to those pages,
 * languages and runs.
 *
 * Lighthouse drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) headless with a fresh
 * profile per run; nothing leaves the machine.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localizedPath } from '@contract/language-paths';
import { CITY_PAGE_PATHS } from '@contract/served-places';
import { kb, measureFirstLoad, rawGet } from '@e2e/support/first-load';
import { serverStaleReason, staleReason } from '@scripts/build-if-stale';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE_TYPES = (postSlug: string) => [
  '/',
  '/domains',
  '/portfolio',
  '/blog',
  `/blog/${postSlug}`,
  '/texas-website-development',
  '/luxury-websites',
  CITY_PAGE_PATHS[0] ?? '',
];
const LANGUAGES = ['en', 'ar'] as const;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/**
 * A quiet minute on a shared machine rarely fits every page: `BENCH_WEB_PAGES=/,/domains` measures
 * those unprefixed pages only, `BENCH_WEB_LANGUAGES=en` one language (both default to all).
 */
const listOf = (value: string | undefined): string[] | null =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : null;
const ONLY_PAGES = listOf(process.env.BENCH_WEB_PAGES);
const ONLY_LANGUAGES = listOf(process.env.BENCH_WEB_LANGUAGES);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `npm start` sets no NODE_ENV (the build set it to production in this process). */
const withoutNodeEnv = ({ NODE_ENV: _omitted, ...env }: NodeJS.ProcessEnv): NodeJS.ProcessEnv => env;

/** Builds what `npm start` would build, then starts its server bundle as `npm start` does. */
async function startSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (await staleReason(ROOT)) await (await import('@scripts/build-site')).buildSite(ROOT);
  if (await serverStaleReason(ROOT)) await (await import('@scripts/build-server')).buildStartServer(ROOT);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-web-data-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'dist-server', 'index.js')], {
    cwd: ROOT,
    env: {
      ...withoutNodeEnv(process.env),
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      HEALTH_CHECK_ALLOW_LOOPBACK: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await rawGet(`${origin}/`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 100) throw new Error('The site did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bytes sent for the files when the browser accepts brotli (what a phone downloads). */
const transferred = async (origin: string, files: readonly string[]): Promise<number> => {
  const sizes = await Promise.all(
    files.map(
      async (file) =>
        (await rawGet(new URL(file, origin).href, { 'Accept-Encoding': 'br, gzip' })).body.length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
};

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Bytes of JavaScript transferred until the network was idle. */
  jsUntilIdle: number;
  failed: string[];
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'bench-web-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    userDataDir,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A broken trace (NO_NAVSTART, NO_FCP on a busy machine) is a failed measurement, not a score of 0.
    if (result.lhr.runtimeError) throw new RetryableRun(result.lhr.runtimeError.message);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const failed = Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .map((ref) => audits[ref.id])
      .filter(
        (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit?.id ?? '');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
      jsUntilIdle: (
        (
          audits['network-requests']?.details as {
            items?: Array<{ resourceType?: string; transferSize?: number }>;
          }
        )?.items ?? []
      )
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      failed: [...new Set(failed)],
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

class RetryableRun extends Error {}

/** A run, measured again (up to twice more) when Lighthouse could not record the page load. */
async function measure(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (!(error instanceof RetryableRun) || attempt >= 3) throw error;
      console.warn(`Lighthouse could not record ${url} (${error.message}); measuring again`);
    }
  }
}

const median = (runs: LighthouseRun[]): LighthouseRun => {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const site = await startSite();
  try {
    console.log(
      `bench:web against ${site.origin} (as npm start serves it), Lighthouse mobile, median of ${RUNS}\n`,
    );
    const rows: string[] = [];
    const posts = JSON.parse((await rawGet(`${site.origin}/api/blog-posts`)).body.toString('utf8')) as Array<{
      slug: string;
    }>;
    const paths = PAGE_TYPES(posts[0]?.slug ?? 'no-post')
      .filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page))
      .flatMap((page) =>
        LANGUAGES.filter((language) => !ONLY_LANGUAGES || ONLY_LANGUAGES.includes(language)).map((language) =>
          localizedPath(language, page),
        ),
      );
    for (const pagePath of paths) {
      const { body } = await rawGet(`${site.origin}${pagePath}`, { 'Accept-Encoding': 'identity' });
      const load = await measureFirstLoad(site.origin, body.toString('utf8'));
      const jsTransferred = await transferred(site.origin, load.jsFiles);
      const cssTransferred = (await transferred(site.origin, load.blockingStylesheets)) + load.inlineCssGzip;
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${site.origin}${pagePath}`));
      const m = median(runs);
      rows.push(
        [
          pagePath.padEnd(9),
          `JS before load ${kb(jsTransferred)} br / ${kb(load.jsGzip)} gz (${load.jsFiles.length} files), until idle ${kb(m.jsUntilIdle)}`,
          `blocking CSS ${kb(cssTransferred)} br / ${kb(load.blockingCssGzip)} gz`,
          `perf ${m.performance} [${runs.map((r) => r.performance).join(', ')}]`,
          `FCP ${seconds(m.fcp)} LCP ${seconds(m.lcp)} TBT ${Math.round(m.tbt)} ms CLS ${m.cls.toFixed(3)} SI ${seconds(m.si)}`,
          `a11y ${m.accessibility} best ${m.bestPractices} SEO ${m.seo}`,
          m.failed.length ? `failed: ${m.failed.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(' | '),
      );
      console.log(rows.at(-1));
    }
    const check = await fetch(`${site.origin}/api/health-check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: `${site.origin}/` }),
    });
    const report = (await check.json()) as {
      score: number;
      issues: Record<string, Array<{ issue: string }>>;
    };
    const findings = Object.entries(report.issues).flatMap(([category, items]) =>
      items.map((item) => `${category}: ${item.issue}`),
    );
    console.log(`\nhealth check of /: score ${report.score}; findings: ${findings.join('; ') || 'none'}`);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error('bench:web failed:', error);
  process.exit(1);
});
