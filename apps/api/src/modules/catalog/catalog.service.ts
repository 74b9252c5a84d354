import type { CatalogRepository } from './catalog.repository.js';

export function createCatalogService(repo: CatalogRepository) {
  return {
    listCategories: () => repo.listCategoriesWithActiveServiceCounts(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
