// Keeps the files of the builds before this one in dist/assets, so that a tab opened on the
// previous version (its page names its scripts by their hashed names) still finds them on a
// server of the new one during a rolling upgrade (docs/upgrades.md).
//   node scripts/kept-assets.mjs stash [dist]    before the build: moves dist/assets aside
//   node scripts/kept-assets.mjs restore [dist]  after it: puts back the files of the KEPT_BUILDS
//                                                builds before, recorded in dist/assets-builds.json
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KEPT_BUILDS = 2;
const [step, given] = process.argv.slice(2);
const dist = path.resolve(given ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const aside = `${dist}.previous-assets`;
const RECORD = 'assets-builds.json';

/** A file and its precompressed copies count as one. */
const original = (name) => name.replace(/\.(?:br|gz)$/, '');

if (step === 'stash') {
  if (existsSync(aside)) {
    // A build that failed after its stash: the stash stands, what that build wrote goes.
    await rm(path.join(dist, 'assets'), { recursive: true, force: true });
  } else if (existsSync(path.join(dist, 'assets'))) {
    await rename(path.join(dist, 'assets'), aside);
    if (existsSync(path.join(dist, RECORD))) await cp(path.join(dist, RECORD), path.join(aside, RECORD));
  }
} else if (step === 'restore') {
  const assets = path.join(dist, 'assets');
  const current = [...new Set((await readdir(assets)).map(original))].sort();
  let builds = [];
  if (existsSync(aside)) {
    const previous = (await readdir(aside)).filter((n) => n !== RECORD);
    const record = existsSync(path.join(aside, RECORD))
      ? JSON.parse(await readFile(path.join(aside, RECORD), 'utf8'))
      : [[...new Set(previous.map(original))]];
    builds = record.slice(0, KEPT_BUILDS);
    const kept = new Set(builds.flat());
    let copied = 0;
    for (const name of previous) {
      if (!kept.has(original(name)) || existsSync(path.join(assets, name))) continue;
      await cp(path.join(aside, name), path.join(assets, name));
      copied += 1;
    }
    await rm(aside, { recursive: true, force: true });
    console.log(`kept ${copied} files of the ${builds.length} builds before this one in dist/assets`);
  }
  await writeFile(path.join(dist, RECORD), `${JSON.stringify([current, ...builds])}\n`);
} else {
  console.error('usage: kept-assets.mjs stash|restore [dist]');
  process.exit(2);
}
