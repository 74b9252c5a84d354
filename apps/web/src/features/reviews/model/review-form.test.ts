import { describe, expect, it } from 'vitest';
import { CreateReviewInputSchema } from '@vizyt/contracts';
import { validateReview, type ReviewFormValues } from './review-form';

/** What the API's schema says about the same values: the first message per field. */
const contract = ({ rating, comment }: ReviewFormValues) => {
  const parsed = CreateReviewInputSchema.safeParse({ bookingId: 'b1', rating: rating ?? undefined, comment });
  if (parsed.success) return {};
  const first = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  return Object.fromEntries([['rating', first('rating')], ['comment', first('comment')]].filter(([, message]) => message));
};

describe('the review form', () => {
  it.each<ReviewFormValues>([
    { rating: 5, comment: '' },
    { rating: 1, comment: 'Добре' },
    { rating: null, comment: '' },
    { rating: 0, comment: '' },
    { rating: 6, comment: '' },
    { rating: 4.5, comment: '' },
    { rating: 3, comment: 'a'.repeat(2000) },
    { rating: 3, comment: `  ${'a'.repeat(2000)}  ` },
    { rating: 3, comment: 'a'.repeat(2001) },
    { rating: null, comment: 'a'.repeat(2001) },
  ])('answers like the contract for %j', (values) => {
    expect(validateReview(values)).toEqual(contract(values));
  });
});
