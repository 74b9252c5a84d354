/** Links inside the auth forms and their notes (light and dark). */
export const linkClasses =
  'rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline dark:text-brand-300 dark:hover:text-brand-200';
