import { cardBrandName } from '@vizyt/contracts';

/** "Visa •••• 4242": a card as people recognise it (brand names are not translated). */
export const cardLabel = (card: { brand: string; last4: string }): string => `${cardBrandName(card.brand)} •••• ${card.last4}`.trim();

/** "04/28". */
export const cardExpiry = (card: { expMonth: number; expYear: number }): string =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
