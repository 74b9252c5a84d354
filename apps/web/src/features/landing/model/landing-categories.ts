import type { LucideIcon } from 'lucide-react';
import { CATEGORY_SLUGS, type CategorySlug } from '@vizyt/contracts';
import { Briefcase, Brain, Dumbbell, GraduationCap, House, LayoutGrid, Laptop, Sparkles } from 'lucide-react';

export type LandingCategoryId = Exclude<CategorySlug, 'psychology'>;

/** The six categories the landing page advertises (all but psychology); counts are marketing copy (spec section 1), not live data. */
export const LANDING_CATEGORY_IDS: readonly LandingCategoryId[] = CATEGORY_SLUGS.filter((slug): slug is LandingCategoryId => slug !== 'psychology');

export const LANDING_CATEGORY_SERVICE_COUNTS: Record<LandingCategoryId, number> = {
  'beauty-wellness': 156,
  'health-fitness': 89,
  'home-services': 124,
  'professional-services': 78,
  education: 92,
  technology: 67,
};

const ICONS_BY_SLUG: Record<string, LucideIcon> = {
  'beauty-wellness': Sparkles,
  'health-fitness': Dumbbell,
  'home-services': House,
  'professional-services': Briefcase,
  education: GraduationCap,
  technology: Laptop,
  psychology: Brain,
};

/** Icon names the API may send in `Category.icon` (kebab-case lucide names). */
const ICONS_BY_NAME: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  dumbbell: Dumbbell,
  house: House,
  home: House,
  briefcase: Briefcase,
  'graduation-cap': GraduationCap,
  laptop: Laptop,
  brain: Brain,
};

/** Picks an icon by category slug first (stable), then by the API's icon name, then a neutral grid. */
export function resolveCategoryIcon(slug: string, iconName?: string): LucideIcon {
  return ICONS_BY_SLUG[slug] ?? (iconName ? ICONS_BY_NAME[iconName] : undefined) ?? LayoutGrid;
}
