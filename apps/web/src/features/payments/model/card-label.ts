/** "Visa •••• 4242": a card as people recognise it (brand names are not translated). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const brandName = (brand: string): string => BRANDS[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');

export const cardLabel = (card: { brand: string; last4: string }): string => `${brandName(card.brand)} •••• ${card.last4}`.trim();

/** "04/28". */
export const cardExpiry = (card: { expMonth: number; expYear: number }): string =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
