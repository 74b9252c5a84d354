import { CURRENCIES, LANGUAGES, type Currency, type Language, type Preferences, type PrivacySettings, type User } from '@vizyt/contracts';
import type { AccountRow } from './accounts.repository.js';

const NOTIFICATION_DEFAULTS = { email: true, push: true, telegram: false };

const asLanguage = (v: string): Language => ((LANGUAGES as readonly string[]).includes(v) ? (v as Language) : 'uk');
const asCurrency = (v: string): Currency => ((CURRENCIES as readonly string[]).includes(v) ? (v as Currency) : 'UAH');

export function presentPreferences(row: Pick<AccountRow, 'language' | 'currency' | 'timezone' | 'notificationPrefs'>): Preferences {
  const stored = (row.notificationPrefs ?? {}) as Partial<Preferences['notifications']>;
  return {
    language: asLanguage(row.language),
    currency: asCurrency(row.currency),
    timezone: row.timezone,
    notifications: { ...NOTIFICATION_DEFAULTS, ...stored },
  };
}

export function presentUser(row: AccountRow, totalBookings: number): User {
  const verified = row.emailVerifiedAt !== null;
  const providers: User['authProviders'] = [];
  if (row.passwordHash) providers.push('password');
  if (row.googleSub) providers.push('google');
  if (row.telegramId !== null) providers.push('telegram');
  const preferences = presentPreferences(row);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    avatar: row.avatarUrl,
    userType: row.role,
    status: row.status,
    isEmailVerified: verified,
    isVerified: verified,
    pendingEmail: row.pendingEmail,
    hasPassword: row.passwordHash !== null,
    authProviders: providers,
    totalBookings,
    loyaltyPoints: row.loyaltyPoints,
    profileComplete: Boolean(row.firstName && row.lastName && (row.email || row.phone)),
    language: preferences.language,
    currency: preferences.currency,
    timezone: preferences.timezone,
    preferences,
    createdAt: row.createdAt.toISOString(),
    memberSince: row.createdAt.toISOString(),
  };
}

export function presentPrivacy(
  row: Pick<AccountRow, 'showPhone' | 'showEmail' | 'allowDirectMessages' | 'dataProcessingConsent' | 'dataProcessingConsentAt'>,
): PrivacySettings {
  return {
    showPhone: row.showPhone,
    showEmail: row.showEmail,
    allowDirectMessages: row.allowDirectMessages,
    dataProcessingConsent: row.dataProcessingConsent,
    dataProcessingConsentAt: row.dataProcessingConsentAt?.toISOString() ?? null,
  };
}
