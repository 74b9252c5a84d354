/** Card networks as people know them (brand names are not translated); the provider sends the lowercase id. */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** "visa" → "Visa", "amex" → "American Express"; an unknown brand capitalised, an empty one empty. */
export const cardBrandName = (brand: string): string => CARD_BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
