import { CategoriesQuerySchema, CategoriesResponseSchema } from '@vizyt/contracts';
import { requestLanguage } from '../../http/language.js';
import { publicAccess } from '../../http/policies.js';
import { defineRoute } from '../../http/route.js';
import { presentCategory } from './catalog.presenter.js';
import type { CatalogService } from './catalog.service.js';

export const catalogRoutes = (catalog: CatalogService) => [
  defineRoute({
    method: 'get',
    path: '/services/categories',
    summary: 'List service categories',
    description:
      'All categories in display order with names in uk/en/ru and the number of active services of visible specialists. ' +
      '`name`/`description` are in the language of `lang`, else the first supported language of Accept-Language, else uk.',
    tags: ['Catalog'],
    policy: publicAccess,
    request: { query: CategoriesQuerySchema },
    response: CategoriesResponseSchema,
    handler: async ({ input, req }) => {
      const lang = input.query.lang ?? requestLanguage(req);
      const rows = await catalog.listCategories();
      return { categories: rows.map((row) => presentCategory(row, lang)) };
    },
  }),
];
