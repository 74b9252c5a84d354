import type { LucideIcon } from 'lucide-react';
import {
  AlarmClock,
  BadgeCheck,
  Bell,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  CreditCard,
  Info,
  MessageCircle,
  MessageSquareText,
  RotateCcw,
  ShieldAlert,
  Star,
  Wallet,
} from 'lucide-react';
import type { NotificationType } from '@vizyt/contracts';

export interface TypeVisual {
  icon: LucideIcon;
  /** Background and colour of the round icon, light and dark. */
  tone: string;
}

const tones = {
  brand: 'bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200',
  green: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300',
  red: 'bg-rose-100 text-rose-700 dark:bg-rose-900/40 dark:text-rose-300',
  blue: 'bg-sky-100 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  grey: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
} as const;

const VISUALS: Record<NotificationType, TypeVisual> = {
  new_booking: { icon: CalendarPlus, tone: tones.brand },
  booking_confirmed: { icon: CalendarCheck, tone: tones.green },
  booking_updated: { icon: CalendarClock, tone: tones.blue },
  booking_cancelled: { icon: CalendarX, tone: tones.red },
  booking_reminder: { icon: AlarmClock, tone: tones.amber },
  payment_received: { icon: Wallet, tone: tones.green },
  payment_failed: { icon: CreditCard, tone: tones.red },
  refund_issued: { icon: RotateCcw, tone: tones.blue },
  review_received: { icon: Star, tone: tones.amber },
  review_response: { icon: MessageSquareText, tone: tones.amber },
  new_message: { icon: MessageCircle, tone: tones.brand },
  verification_approved: { icon: BadgeCheck, tone: tones.green },
  verification_rejected: { icon: ShieldAlert, tone: tones.red },
  system: { icon: Info, tone: tones.grey },
};

/** Spec section 3: each known type its icon; any other (a newer server) the default one. */
export const DEFAULT_VISUAL: TypeVisual = { icon: Bell, tone: tones.grey };
export const visualOf = (type: string): TypeVisual => (VISUALS as Record<string, TypeVisual>)[type] ?? DEFAULT_VISUAL;

/** The i18n key of a type's label (types.other for one this version does not know). */
export const typeLabelKey = (type: string): string => (type in VISUALS ? `types.${type}` : 'types.other');
