import type { Category, Language } from '@vizyt/contracts';
import type { CategoryRow } from './catalog.repository.js';

export function presentCategory(row: CategoryRow, lang: Language): Category {
  const names = { uk: row.nameUk, en: row.nameEn, ru: row.nameRu };
  const descriptions = { uk: row.descriptionUk, en: row.descriptionEn, ru: row.descriptionRu };
  return {
    id: row.id,
    name: names[lang],
    description: descriptions[lang],
    names,
    descriptions,
    icon: row.icon,
    serviceCount: row.activeServiceCount,
  };
}
