import { vars } from './theme.css.ts';

/** The CSS variable of a token path such as "color.brand.primary" (var(--ap-color-brand-primary)). */
export function varOf(path: string): string {
  const leaf = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], vars);
  if (typeof leaf !== 'string') throw new Error(`No theme variable for ${path}`);
  return leaf;
}
