import { PORTFOLIO_CATEGORIES, UploadFormSchema, type PortfolioImage } from '@vizyt/contracts';

export type PortfolioCategory = PortfolioImage['category'];

/** A category chip's value: one category, or every photo. */
export type PortfolioFilter = PortfolioCategory | 'all';

/** How many photos each category holds, in the contract's category order; empty ones left out. */
export const categoryCounts = (photos: readonly PortfolioImage[]): Array<{ category: PortfolioCategory; count: number }> =>
  PORTFOLIO_CATEGORIES.map((category) => ({ category, count: photos.filter((p) => p.category === category).length })).filter(
    ({ count }) => count > 0,
  );

export const filterPhotos = (photos: readonly PortfolioImage[], filter: PortfolioFilter): PortfolioImage[] =>
  filter === 'all' ? [...photos] : photos.filter((p) => p.category === filter);

/** The caption limit of the upload contract, so the field and the server agree. */
export const CAPTION_MAX_LENGTH = UploadFormSchema.shape.caption.unwrap().maxLength ?? 200;
