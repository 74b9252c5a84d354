/**
 * Stripe.js, only when the provider is Stripe: the library is imported on first use (its own
 * chunk) from the `pure` entry, which fetches Stripe's script when loadStripe is called rather
 * than on import. One instance per publishable key.
 */
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';

const instances = new Map<string, Promise<Stripe | null>>();

export const loadStripeFor = (publishableKey: string): Promise<Stripe | null> => {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    // A failed download may be retried later (the next attempt to pay).
    instance.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, instance);
  }
  return instance;
};

/** Stripe Elements speaks English and Russian but not Ukrainian: Ukrainian follows the browser. */
export const stripeLocale = (language: string): StripeElementLocale => {
  const base = language.split('-')[0];
  return base === 'en' ? 'en' : base === 'ru' ? 'ru' : 'auto';
};
