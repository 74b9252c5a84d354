/**
 * The seven category slugs (the migration creates the categories). A module of its own without
 * zod: the landing page needs the list, and a constant read from a schema file would bring zod
 * into the landing's first load (the web budget counts it).
 */
export const CATEGORY_SLUGS = [
  'beauty-wellness',
  'health-fitness',
  'home-services',
  'professional-services',
  'education',
  'technology',
  'psychology',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
