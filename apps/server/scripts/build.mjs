// Compiles the server to one JavaScript file, dist/main.js, that `node` runs without a TypeScript
// loader. The shared contracts (TypeScript source) are bundled in; every other package, native
// ones included (sharp, argon2, PGlite), stays in node_modules. The SQL migrations are copied next
// to it, where the database code looks for them (a `migrations` folder beside the module).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir <dir>` builds elsewhere (the browser tests build a copy of their own, so that two
// runs on one machine never replace the file the other is running).
const outArg = process.argv.indexOf('--outdir');
const dist = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(server, 'dist');
const started = performance.now();

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  define: {
    __APP_VERSION__: JSON.stringify(
      JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8')).version,
    ),
  },
  logLevel: 'warning',
  plugins: [
    {
      // --packages=external, except the workspace's own packages.
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@pg/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
const migrations = path.join(server, 'src/db/migrations');
cpSync(migrations, path.join(dist, 'migrations'), {
  recursive: true,
  filter: (from) => !from.endsWith('_snapshot.json'),
});
console.log(
  `server built to ${path.relative(process.cwd(), dist)}/main.js in ${Math.round(performance.now() - started)} ms`,
);
