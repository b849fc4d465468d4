import { type ClassNameValue, twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, arrays; false, null and undefined are left out) and lets later Tailwind
 * utilities win over earlier conflicting ones.
 */
export function cn(...inputs: ClassNameValue[]): string {
  return twMerge(inputs);
}

/**
 * Builds tailwind-merge's tables, which its first call does (15 to 20 ms on a fast machine, four times that
 * on a slow phone): the entry calls it once a dashboard page has painted, before the app renders (ADR 47).
 */
export function prepareClassMerge(): void {
  twMerge('');
}
