/**
 * The test provider's card form (issue #11): the number typed in groups of four, the expiry as
 * MM/YY (this month or later), a CVC of 3–4 digits and an optional name. Only the three cards of
 * TEST_CARDS exist in test mode; each maps to the payment-method id the server charges.
 * Messages are keys of payments:card.errors.
 */
import { z } from 'zod';
import { TEST_CARDS } from '@vizyt/contracts';

export type TestCard = (typeof TEST_CARDS)[number];

const CARD_NUMBER_MAX_DIGITS = 19;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** "4242424242424242" or "4242 42" as typed → "4242 4242 4242 4242" / "4242 42". */
export const formatCardNumber = (value: string): string =>
  digitsOnly(value)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** As typed: "1", "12", "12/", "12/3" → "12/3"; a slash is added after the month. */
export const formatExpiry = (value: string): string => {
  const digits = digitsOnly(value).slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  // "12/" while the month was just finished (or the slash typed): keep the slash.
  return digits.length === 2 && value.includes('/') ? `${digits}/` : digits;
};

/** The test card with this number (spaces allowed), or null. */
export const testCardFor = (number: string): TestCard | null => TEST_CARDS.find((card) => card.number === digitsOnly(number)) ?? null;

export const parseExpiry = (value: string): { month: number; year: number } | null => {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
};

/** A card is good through the last day of its expiry month. */
export const expiryIsCurrent = ({ month, year }: { month: number; year: number }, now: Date): boolean =>
  year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);

export const CARD_HOLDER_MAX_LENGTH = 100;

/** The form's schema; `now` is read when a value is checked (a form left open over midnight stays right). */
export const testCardSchema = (now: () => Date = () => new Date()) =>
  z.object({
    number: z
      .string()
      .refine((value) => digitsOnly(value).length > 0, 'numberRequired')
      .refine((value) => digitsOnly(value).length === 0 || digitsOnly(value).length >= 13, 'numberIncomplete')
      .refine((value) => digitsOnly(value).length < 13 || testCardFor(value) !== null, 'useTestCard'),
    expiry: z
      .string()
      .refine((value) => value.trim().length > 0, 'expiryRequired')
      .refine((value) => value.trim().length === 0 || parseExpiry(value) !== null, 'expiryInvalid')
      .refine((value) => {
        const expiry = parseExpiry(value);
        return !expiry || expiryIsCurrent(expiry, now());
      }, 'expiryPast'),
    cvc: z
      .string()
      .refine((value) => value.length > 0, 'cvcRequired')
      .refine((value) => value.length === 0 || /^\d{3,4}$/.test(value), 'cvcInvalid'),
    holder: z.string().trim().max(CARD_HOLDER_MAX_LENGTH, 'holderTooLong'),
    save: z.boolean(),
  });
export type TestCardValues = z.infer<ReturnType<typeof testCardSchema>>;

export const emptyTestCard: TestCardValues = { number: '', expiry: '', cvc: '', holder: '', save: false };
