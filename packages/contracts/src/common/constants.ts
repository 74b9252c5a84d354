/** Business constants of spec section 9, shared by the API and the web app. */

export const LANGUAGES = ['uk', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uk';

export const CURRENCIES = ['UAH', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'UAH';
export const CURRENCY_SYMBOLS: Record<Currency, string> = { UAH: '₴', USD: '$', EUR: '€' };
/** Fixed display rates: how many hryvnia one unit of the currency is worth. */
export const UAH_PER_UNIT: Record<Currency, number> = { UAH: 1, USD: 37, EUR: 40 };

/** The platform's time zone: a user's or specialist's until they choose another, and the calendar of platform-wide days. */
export const DEFAULT_TIMEZONE = 'Europe/Kyiv';

export const USER_ROLES = ['CUSTOMER', 'SPECIALIST', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const CLIENT_VERSION = '1.0.0';
export const CLIENT_PLATFORM = 'web';
export const REQUEST_TIMEOUT_MS = 30_000;
export const LOGOUT_TIMEOUT_MS = 2_000;

export const SEARCH_PAGE_SIZE = 20;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const PLATFORM_COMMISSION_PERCENT = 8;
export const CANCELLATION_WINDOW_HOURS = [2, 6, 12, 24, 48] as const;

export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN_REGISTER = 8;
export const NAME_MIN = 2;
export const SERVICE_MIN_DURATION_MINUTES = 15;

/** Weekdays as services and working hours name them (here, not beside the schemas: pages that
 *  only list days then need no zod). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Why a visitor reports a service or a specialist (discovery.schemas.ts, ReportInputSchema). */
export const REPORT_REASONS = ['INAPPROPRIATE', 'MISLEADING', 'SPAM', 'FRAUD', 'OTHER'] as const;
/** A report's details: at most this long; reason OTHER needs at least REPORT_DETAILS_MIN_FOR_OTHER characters. */
export const REPORT_DETAILS_MAX = 2000;
export const REPORT_DETAILS_MIN_FOR_OTHER = 10;
/** Portfolio photo categories (files.schemas.ts). */
export const PORTFOLIO_CATEGORIES = ['workspace', 'workshop', 'consultation', 'therapy'] as const;

export const NOTIFICATIONS_FETCH_LIMIT = 50;
export const TOAST_DURATION_MS = 5_000;
