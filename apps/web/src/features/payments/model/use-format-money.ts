/** Charged money is formatted in one place for every feature (hooks/use-format-price). */
export { useFormatMoney } from '@/hooks/use-format-price';
