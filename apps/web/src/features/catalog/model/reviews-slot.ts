/**
 * How the catalog pages show reviews without knowing how (features never import each other;
 * app/ hands the reviews feature's section in). Without it they show the "no reviews yet" card.
 */
import type { ComponentType } from 'react';

export interface ReviewsSectionProps {
  /** A specialist's reviews (their public page) or a service's (its page). */
  target: { specialistId: string } | { serviceId: string };
  headingLevel?: 2 | 3;
}

export type ReviewsSection = ComponentType<ReviewsSectionProps>;
