/**
 * The review form checks what the API checks (CreateReviewInputSchema): a whole rating of 1–5
 * stars and a comment of at most COMMENT_MAX characters once trimmed. Checked here without the
 * contract's zod schema, which would bring zod to /bookings for two fields; review-form.test.ts
 * holds both to the same answers.
 */
import type { TFunction } from 'i18next';
import { COMMENT_MAX } from './constants';

export interface ReviewFormValues {
  rating: number | null;
  comment: string;
}

export interface ReviewFormErrors {
  rating?: 'ratingRequired' | 'ratingRange' | 'ratingWhole';
  comment?: 'tooLong';
}

export const validateReview = ({ rating, comment }: ReviewFormValues): ReviewFormErrors => {
  const errors: ReviewFormErrors = {};
  if (rating === null || Number.isNaN(rating)) errors.rating = 'ratingRequired';
  else if (!Number.isInteger(rating)) errors.rating = 'ratingWhole';
  else if (rating < 1 || rating > 5) errors.rating = 'ratingRange';
  if (comment.trim().length > COMMENT_MAX) errors.comment = 'tooLong';
  return errors;
};

/** A validation message in the interface language. */
export const reviewValidationText = (t: TFunction, message: string | undefined): string | undefined =>
  message ? t(`reviews:validation.${message}`, { max: COMMENT_MAX }) : undefined;
