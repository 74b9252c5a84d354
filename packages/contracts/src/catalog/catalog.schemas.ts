import { z } from 'zod';
import { LANGUAGES } from '../common/constants.js';

export { CATEGORY_SLUGS, type CategorySlug } from './category-slugs.js';

const Localized = z
  .object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<(typeof LANGUAGES)[number], z.ZodString>)
  .meta({ id: 'LocalizedText', description: 'The same text in every interface language' });

export const CategorySchema = z
  .object({
    id: z.string().meta({ example: 'beauty-wellness' }),
    name: z.string().meta({ description: 'Name in the requested language (query `lang`, else Accept-Language, else uk)' }),
    description: z.string(),
    names: Localized,
    descriptions: Localized,
    icon: z.string().meta({ description: 'Icon name from the web app’s icon set', example: 'sparkles' }),
    serviceCount: z.number().int().nonnegative().meta({ description: 'Active services in this category' }),
  })
  .meta({ id: 'Category' });

export type Category = z.infer<typeof CategorySchema>;

export const CategoriesQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional().meta({ description: 'Language of `name` and `description`' }),
});

export const CategoriesResponseSchema = z.object({ categories: z.array(CategorySchema) }).meta({ id: 'CategoriesResponse' });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;
