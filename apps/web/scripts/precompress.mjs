// After the build (scripts/build.mjs): writes a brotli (.br) and a gzip (.gz) copy next to every
// text file of dist of 1 KB or more, compressed once at the highest levels, which the server sends
// to browsers that accept them (@fastify/static `preCompressed`) instead of compressing on every
// request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const files = (await readdir(dist, { recursive: true })).filter(
  (f) => compressible.test(f) && !f.startsWith('.'),
);
let raw = 0;
let written = 0;
await Promise.all(
  files.map(async (file) => {
    const data = await readFile(path.join(dist, file));
    if (data.length < 1024) return;
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    raw += data.length;
    if (br.length < data.length) await writeFile(path.join(dist, `${file}.br`), br);
    if (gzipped.length < data.length) await writeFile(path.join(dist, `${file}.gz`), gzipped);
    written += 1;
  }),
);
console.log(`precompressed ${written} files (${(raw / 1024).toFixed(0)} KB) as .br and .gz`);
