import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import {
  LANDING_CATEGORY_IDS,
  LANDING_CATEGORY_SERVICE_COUNTS,
  resolveCategoryIcon,
  type LandingCategoryId,
} from './landing-categories';

export interface LandingCategory {
  id: LandingCategoryId;
  name: string;
  description: string;
  icon: LucideIcon;
  serviceCount: number;
  href: string;
}

/** The six advertised categories with their texts in the current language. */
export function useLandingCategories(): LandingCategory[] {
  const { t } = useTranslation('landing');
  return LANDING_CATEGORY_IDS.map((id) => ({
    id,
    name: t(`categories.items.${id}.name`),
    description: t(`categories.items.${id}.description`),
    icon: resolveCategoryIcon(id),
    serviceCount: LANDING_CATEGORY_SERVICE_COUNTS[id],
    href: paths.search({ category: id }),
  }));
}
