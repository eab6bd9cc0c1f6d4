import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/utils';

describe('cn', () => {
  it('joins class names, leaving out what is false or empty', () => {
    expect(
      cn('px-4', false && 'hidden', undefined, ['py-2', { 'font-medium': true, 'text-xs': false }]),
    ).toBe('px-4 py-2 font-medium');
  });

  it('lets the later class of a kind win, per variant', () => {
    expect(cn('h-9 px-4 py-2 has-[>svg]:px-3', 'px-2')).toBe('h-9 py-2 has-[>svg]:px-3 px-2');
    expect(cn('p-4 px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('hover:focus:bg-muted focus:hover:bg-primary')).toBe('focus:hover:bg-primary');
    expect(cn('text-sm text-muted-foreground', 'text-xs')).toBe('text-muted-foreground text-xs');
    expect(cn('w-4 size-6 unknown-class unknown-class')).toBe('size-6 unknown-class unknown-class');
  });

  it('knows the theme colours and sizes of the console', () => {
    expect(cn('bg-primary text-primary-foreground', 'bg-destructive')).toBe(
      'text-primary-foreground bg-destructive',
    );
    expect(cn('max-h-(--radix-select-content-available-height)', 'max-h-60')).toBe('max-h-60');
  });
});
