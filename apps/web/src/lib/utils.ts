import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from '@/lib/class-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones (shadcn/ui's `cn`). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
