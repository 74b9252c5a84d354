/**
 * The price list editor: what the specialist typed per service, which rows changed, and the one
 * PUT /specialists/pricing body with only those (checked with the contract's PricingItemSchema).
 */
import { PricingItemSchema, type PricingItem, type Service } from '@vizyt/contracts';

export interface PriceDraft {
  price: string;
  duration: string;
}

export type PriceDrafts = Record<string, PriceDraft>;

export const draftsOf = (services: Service[]): PriceDrafts =>
  Object.fromEntries(services.map((service) => [service.id, { price: String(service.price), duration: String(service.duration) }]));

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** Messages of the contract that are translation keys; the others (zod's own) get this screen's text. */
const KNOWN_KEYS = new Set(['pricePositive', 'durationTooShort', 'wholeMinutes', 'tooLong']);

export interface RowProblem {
  price?: string;
  duration?: string;
}

export interface PricingPlan {
  items: PricingItem[];
  problems: Record<string, RowProblem>;
}

/** The changed rows as items, and for each invalid row its validation keys (then nothing is sent). */
export const planPricing = (services: Service[], drafts: PriceDrafts): PricingPlan => {
  const items: PricingItem[] = [];
  const problems: Record<string, RowProblem> = {};
  for (const service of services) {
    const draft = drafts[service.id];
    if (!draft) continue;
    const price = toNumber(draft.price);
    const duration = toNumber(draft.duration);
    const priceChanged = price !== service.price;
    const durationChanged = duration !== service.duration;
    if (!priceChanged && !durationChanged) continue;
    const item = { serviceId: service.id, price: Number.isNaN(price) ? draft.price : price, ...(durationChanged && { durationMinutes: Number.isNaN(duration) ? draft.duration : duration }) };
    const parsed = PricingItemSchema.safeParse(item);
    if (parsed.success) {
      items.push({ serviceId: service.id, price, ...(durationChanged && { durationMinutes: duration }) });
      continue;
    }
    const problem: RowProblem = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'durationMinutes' ? 'duration' : 'price';
      problem[field] ??= Number.isNaN(field === 'price' ? price : duration) ? 'invalidNumber' : KNOWN_KEYS.has(issue.message) ? issue.message : field === 'price' ? 'invalidPrice' : 'invalidDuration';
    }
    problems[service.id] = problem;
  }
  return { items, problems };
};

export const changedIds = (services: Service[], drafts: PriceDrafts): Set<string> =>
  new Set(
    services
      .filter((service) => {
        const draft = drafts[service.id];
        return draft && (toNumber(draft.price) !== service.price || toNumber(draft.duration) !== service.duration);
      })
      .map((service) => service.id),
  );
