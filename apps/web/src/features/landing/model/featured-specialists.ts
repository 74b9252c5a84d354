import type { LandingCategoryId } from './landing-categories';

/**
 * Sample profiles for the landing page (spec section 1: static demo data). Names, specialties
 * and cities live in the `landing` translations under `featured.specialists.<id>`.
 */
export interface FeaturedSpecialist {
  id: 'olena-kovalenko' | 'andriy-melnyk' | 'iryna-bondarenko';
  categoryId: LandingCategoryId;
  rating: number;
  reviewCount: number;
  /** Starting price in hryvnia (major units); shown in the visitor's display currency. */
  startingPriceUah: number;
  /** Avatar gradient, a pair of Tailwind-independent colours so the inline SVG needs no CSS. */
  avatarColors: readonly [string, string];
}

export const FEATURED_SPECIALISTS: readonly FeaturedSpecialist[] = [
  {
    id: 'olena-kovalenko',
    categoryId: 'beauty-wellness',
    rating: 4.9,
    reviewCount: 127,
    startingPriceUah: 3150,
    avatarColors: ['#f472b6', '#a855f7'],
  },
  {
    id: 'andriy-melnyk',
    categoryId: 'health-fitness',
    rating: 4.8,
    reviewCount: 94,
    startingPriceUah: 2220,
    avatarColors: ['#34d399', '#0ea5e9'],
  },
  {
    id: 'iryna-bondarenko',
    categoryId: 'professional-services',
    rating: 5,
    reviewCount: 58,
    startingPriceUah: 5550,
    avatarColors: ['#f59e0b', '#ef4444'],
  },
];
