import type { Db } from '../../lib/db.js';

export interface CategoryRow {
  id: string;
  nameUk: string;
  nameEn: string;
  nameRu: string;
  descriptionUk: string;
  descriptionEn: string;
  descriptionRu: string;
  icon: string;
  activeServiceCount: number;
}

export function createCatalogRepository(db: Db) {
  return {
    /** Categories in display order, each with the number of services a visitor can book. */
    async listCategoriesWithActiveServiceCounts(): Promise<CategoryRow[]> {
      const [categories, counts] = await Promise.all([
        db.category.findMany({
          orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
          select: {
            id: true,
            nameUk: true,
            nameEn: true,
            nameRu: true,
            descriptionUk: true,
            descriptionEn: true,
            descriptionRu: true,
            icon: true,
          },
        }),
        db.service.groupBy({
          by: ['categoryId'],
          where: { isActive: true, categoryId: { not: null }, specialist: { isVisible: true } },
          _count: { _all: true },
        }),
      ]);
      const countById = new Map(counts.map((c) => [c.categoryId, c._count._all]));
      return categories.map((c) => ({ ...c, activeServiceCount: countById.get(c.id) ?? 0 }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
