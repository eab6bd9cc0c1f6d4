import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from '@/lib/class-merge';

/** Every word of every string in the web app's source that could be a class. */
function sourceWords(): string[] {
  const root = path.resolve(import.meta.dirname, '../src');
  const words = new Set<string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith('class-merge.ts'), // its own strings are kinds, not classes
  );
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, , text] of source.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of (text ?? '').split(/\s+/)) {
        if (/^[-!a-z0-9@*[][-!a-z0-9[\]:/.%_()#&>*@=,~+]*[a-z0-9\])!]$/.test(word)) words.add(word);
      }
    }
  }
  return [...words].sort();
}

describe('mergeClasses', () => {
  const words = sourceWords();
  // The words tailwind-merge takes for classes: two of the same are one.
  const classes = words.filter((w) => twMerge(`${w} ${w}`) === w);

  it('finds the classes of the source', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toContain('px-4');
  });

  it('keeps what tailwind-merge keeps of one word repeated', () => {
    const differ = words.filter((w) => mergeClasses(`${w} ${w}`) !== twMerge(`${w} ${w}`));
    expect(differ).toEqual([]);
  });

  it('agrees with tailwind-merge on every pair of the classes the source uses', () => {
    const differ: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const list = `${a} ${b}`;
        if (mergeClasses(list) !== twMerge(list)) differ.push(`${list} → ${twMerge(list)}`);
      }
    }
    expect(differ.slice(0, 60)).toEqual([]);
  }, 60_000); // half a million pairs: a few seconds, more on a busy machine

  it('lets the later class of a kind win, per variant', () => {
    expect(mergeClasses('h-9 px-4 py-2 has-[>svg]:px-3 px-2')).toBe('h-9 py-2 has-[>svg]:px-3 px-2');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('hover:focus:bg-muted focus:hover:bg-primary')).toBe('focus:hover:bg-primary');
    expect(mergeClasses('text-sm text-muted-foreground text-xs')).toBe('text-muted-foreground text-xs');
    expect(mergeClasses('w-4 size-6 unknown-class unknown-class')).toBe('size-6 unknown-class unknown-class');
  });
});
