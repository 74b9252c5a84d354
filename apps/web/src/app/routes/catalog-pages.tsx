import { ServicePage } from '@/features/catalog/routes/service-page';
import { SpecialistPage } from '@/features/catalog/routes/specialist-page';
import { PublicReviews } from '@/features/reviews/components/public-reviews';

/*
 * The catalog's public pages with their reviews (features never import each other: they meet
 * here). Both pages in one module, so one chunk: they share most of their code, and every chunk
 * name costs the landing page a line of its preload map.
 */

/** /service/:serviceId with the service's reviews. */
export const ServiceWithReviewsPage = () => <ServicePage reviews={PublicReviews} />;

/** /specialist/:specialistId with the specialist's reviews. */
export const SpecialistWithReviewsPage = () => <SpecialistPage reviews={PublicReviews} />;
