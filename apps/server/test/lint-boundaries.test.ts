import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import boundaries (DESIGN §7.2), as `npm run lint` enforces them: a feature never
 * imports `app/` or another feature, and imports `lib/` freely. Each case lints a probe file
 * placed in a feature folder with the repository's Biome (its overrides match files by their path
 * in the tree, so the probe is a real file there, removed afterwards).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

function lintInFeature(feature: string, source: string) {
  const file = path.join(
    root,
    `apps/web/src/features/${feature}/lint-probe-${randomBytes(4).toString('hex')}.tsx`,
  );
  writeFileSync(file, source);
  try {
    const run = spawnSync(biome, ['lint', '--colors=off', path.relative(root, file)], {
      cwd: root,
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

const probe = (from: string) => `import { thing } from '${from}';\n\nexport const probe = thing;\n`;

describe('lint: web feature boundaries', () => {
  it.each([
    [
      'app/',
      'tenants',
      '@/app/router',
      'Only app/ composes the features; features, lib/ and components/ui never import it',
    ],
    [
      'another feature',
      'payments',
      '@/features/tenants/api/list-tenants',
      'A feature never imports another feature: shared code moves down to lib/ or components/ui',
    ],
  ])('fails on a feature importing %s', (_what, feature, from, message) => {
    const { status, output } = lintInFeature(feature, probe(from));
    expect(status, output).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain(message);
  });

  it('passes a feature importing lib/', () => {
    const { status, output } = lintInFeature('tenants', probe('@/lib/utils'));
    expect(output).not.toContain('noRestrictedImports');
    expect(status, output).toBe(0);
  });
});
