import type { SelectOption, SelectOptionGroup } from '@/components/ui/select-field';

/**
 * A select's options under headings: `items` grouped by `heading`, groups in order of first
 * appearance, items in their order.
 */
export function groupOptions<T>(
  items: readonly T[],
  heading: (item: T) => string,
  option: (item: T, heading: string) => SelectOption,
): SelectOptionGroup[] {
  const groups = new Map<string, SelectOption[]>();
  for (const item of items) {
    const label = heading(item);
    const options = groups.get(label) ?? [];
    options.push(option(item, label));
    groups.set(label, options);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}
