import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The server's source files (migrations aside) and their relative imports, read from the text. */

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** `import … from './x.ts'`, `export … from './x.ts'`, `import './x.ts'` and `import('./x.ts')`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

export type Edge = { from: string; to: string };

/** Every relative import of the files under `src`, both ends as paths relative to `src`. */
export function importEdges(src: string, files: string[]): Edge[] {
  const rel = (file: string) => path.relative(src, file).split(path.sep).join('/');
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({
      from: rel(file),
      to: rel(path.resolve(path.dirname(file), m[1]!)),
    })),
  );
}

/** `modules/payments/routes.ts` → `payments`; null outside modules/. */
export const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * The circles of a directed graph: its strongly connected components of more than one node,
 * each as its sorted node names joined by ' ↔ ' (Tarjan's algorithm).
 */
export function circles(edges: [string, string][]): string[] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) {
    if (a === b) continue;
    next.set(a, [...(next.get(a) ?? []), b]);
    if (!next.has(b)) next.set(b, []);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort().join(' ↔ '));
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found.sort();
}
