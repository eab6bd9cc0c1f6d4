/**
 * Lighthouse (npm `lighthouse`, performance only) against a running, built server, in Debian's
 * Chromium: /auth signed out and the dashboard signed in, with the mobile and the desktop preset,
 * three runs each; prints the median run's score, LCP, TBT and CLS (median by score), and each
 * run's score. Part of `npm run bench` (scripts/bench.ts), which starts the server.
 *
 * Lighthouse runs through its own command line (node_modules/.bin/lighthouse, one Chromium per run).
 * Signing in: every dashboard run signs in through the API first and sends the refresh cookie it
 * gets with each request (Lighthouse's extraHeaders); the page restores the session from it as it
 * does after a reload. Lighthouse empties the cache before each run, so every run is a first visit.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE = path.join(root, 'node_modules/.bin/lighthouse');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

type Figures = { score: number; lcp: number; tbt: number; cls: number; fcp: number };
type Report = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};

/** A run that ended on /auth rather than the page asked for: its session ended. */
class SignedOut extends Error {}

/** One Lighthouse run of `url` with `preset` ('mobile' is Lighthouse's default). */
async function lighthouseRun(url: string, preset: 'mobile' | 'desktop', headers?: Record<string, string>) {
  const args = [
    url,
    '--only-categories=performance',
    // The back/forward cache check (no weight in the score) leaves the page and comes back. When
    // the browser did not keep the page (a request in flight as it left), it comes back as a reload
    // that restores the session with the refresh cookie this run signed in with, which Lighthouse's
    // extra headers keep sending after the first load rotated it: more than
    // REFRESH_REUSE_WINDOW_SECONDS later that is a reused token, the session ends and the run is
    // reported on /auth (twice on 26 November).
    '--skip-audits=bf-cache',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-path=${CHROMIUM}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  // Chromium now and then leaves the page load's start out of the trace (NO_NAVSTART), or a run
  // ends before its report is written whole: try again.
  let lhr: Report | undefined;
  for (let attempt = 1; !lhr; attempt++) {
    const stdout = await promisify(execFile)(LIGHTHOUSE, args, { maxBuffer: 256 * 1024 * 1024 }).then(
      (r) => r.stdout,
      (e: { stdout?: string }) => e.stdout ?? '',
    );
    let report: Report | undefined;
    try {
      report = stdout ? (JSON.parse(stdout) as Report) : undefined;
    } catch {
      report = undefined;
    }
    if (report && !report.runtimeError) lhr = report;
    else if (attempt === 3) throw new Error(`Lighthouse: ${report?.runtimeError?.message ?? 'no report'}`);
  }
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new SignedOut(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url} (signed out?)`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  } satisfies Figures;
}

/**
 * A run of `page`, signed in afresh first when it is a signed-in page. A run that ends on /auth (its
 * session ended: once in a while the page's refresh comes after the back/forward check's reload
 * rotated the cookie Lighthouse keeps sending) is run again with a new session, up to three times.
 */
async function signedInRun(
  app: string,
  page: { path: string; signedIn: boolean },
  preset: 'mobile' | 'desktop',
  signIn: (origin: string) => Promise<string>,
): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const headers = page.signedIn ? { Cookie: await signIn(app) } : undefined;
    try {
      return await lighthouseRun(`${app}${page.path}`, preset, headers);
    } catch (error) {
      if (!(error instanceof SignedOut) || attempt === 3) throw error;
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs Lighthouse `runs` times per page and preset and prints the medians. `signIn` answers a
 * Cookie header value for a fresh session on the server at `origin` (called before each signed-in
 * run). With several builds (each a server), each round runs every build in turn, so that the
 * machine's drift from minute to minute falls on all of them alike; a line per build.
 */
export async function lighthouseBench(options: {
  builds: { label: string; app: string }[];
  signIn: (origin: string) => Promise<string>;
  runs?: number;
  log?: (line: string) => void;
}) {
  const { builds, signIn, runs = 3, log = console.log } = options;
  if (!existsSync(CHROMIUM)) {
    log(`  no Chromium at ${CHROMIUM} (node scripts/ensure-chromium.mjs, or CHROME_PATH)`);
    return;
  }
  const pages = [
    { label: '/auth', path: '/auth', signedIn: false },
    { label: 'dashboard', path: '/', signedIn: true },
  ];
  const several = builds.length > 1;
  const width = several ? Math.max(...builds.map((b) => b.label.length)) + 2 : 0;
  log(
    `  ${'page'.padEnd(10)} ${'preset'.padEnd(8)} ${several ? 'build'.padEnd(width) : ''}score   LCP     TBT      CLS    FCP     (runs: scores)`,
  );
  for (const page of pages) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const results: Figures[][] = builds.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [b, build] of builds.entries()) {
          results[b]!.push(await signedInRun(build.app, page, preset, signIn));
        }
      }
      for (const [b, build] of builds.entries()) {
        const sorted = [...results[b]!].sort((x, y) => x.score - y.score);
        const m = sorted[Math.floor(sorted.length / 2)]!;
        log(
          `  ${page.label.padEnd(10)} ${preset.padEnd(8)} ${several ? build.label.padEnd(width) : ''}${String(m.score).padStart(5)}   ${seconds(m.lcp).padEnd(7)} ${`${m.tbt.toFixed(0)} ms`.padEnd(8)} ${m.cls.toFixed(3).padEnd(6)} ${seconds(m.fcp).padEnd(7)} (${results[b]!.map((r) => r.score).join(', ')})`,
        );
      }
    }
  }
}
