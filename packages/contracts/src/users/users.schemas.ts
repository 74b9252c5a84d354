import { z } from 'zod';
import { CURRENCIES, LANGUAGES, USER_ROLES } from '../common/constants.js';

/**
 * The shape of every IANA zone name (and alias) the runtime knows: "Europe/Kyiv", "UTC",
 * "Etc/GMT+3", "America/Argentina/Buenos_Aires". The server checks the name itself; the
 * document can give the shape.
 */
export const TIME_ZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+\\-]*(?:/[A-Za-z0-9_+\\-]+)*$';

/** IANA time zone names this runtime knows, e.g. "Europe/Kyiv". */
export const TimezoneSchema = z
  .string()
  .min(1, 'required')
  .max(64, 'tooLong')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'invalidTimezone')
  .meta({ example: 'Europe/Kyiv', pattern: TIME_ZONE_PATTERN, description: 'An IANA time zone name the server knows (e.g. Europe/Kyiv); other names → 400 invalidTimezone' });

export const NotificationPreferencesSchema = z
  .object({ email: z.boolean(), push: z.boolean(), telegram: z.boolean() })
  .meta({ id: 'NotificationPreferences' });

export const PreferencesSchema = z
  .object({
    language: z.enum(LANGUAGES),
    currency: z.enum(CURRENCIES),
    timezone: TimezoneSchema,
    notifications: NotificationPreferencesSchema,
  })
  .meta({
    id: 'Preferences',
    description:
      'Defaults: language = the language the account was created in (uk unless chosen), currency UAH, timezone Europe/Kyiv, ' +
      'notifications e-mail on, push on, Telegram off.',
  });
export type Preferences = z.infer<typeof PreferencesSchema>;

export const UpdatePreferencesRequestSchema = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    currency: z.enum(CURRENCIES).optional(),
    timezone: TimezoneSchema.optional(),
    notifications: NotificationPreferencesSchema.partial().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'nothingToUpdate')
  .meta({ id: 'UpdatePreferencesRequest' });
export type UpdatePreferencesRequest = z.input<typeof UpdatePreferencesRequestSchema>;

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable().meta({ description: 'null for accounts created with Telegram until an e-mail is added' }),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    avatar: z.string().nullable().meta({ description: 'Path under /uploads or an absolute URL' }),
    userType: z.enum(USER_ROLES).meta({ description: 'The web app maps CUSTOMER, SPECIALIST, ADMIN to customer, specialist, admin' }),
    status: z.enum(['ACTIVE', 'PENDING', 'SUSPENDED']),
    isEmailVerified: z.boolean(),
    isVerified: z.boolean().meta({ description: 'Same as isEmailVerified (older clients read this name)' }),
    pendingEmail: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'A new address waiting for confirmation (POST /auth/change-email); null when none. Only in answers about yourself.' }),
    hasPassword: z.boolean().meta({ description: 'false for accounts created with Google or Telegram until a password is set' }),
    authProviders: z.array(z.enum(['password', 'google', 'telegram'])),
    totalBookings: z.number().int().nonnegative(),
    loyaltyPoints: z.number().int().nonnegative(),
    profileComplete: z.boolean(),
    language: z.enum(LANGUAGES),
    currency: z.enum(CURRENCIES),
    timezone: z.string(),
    preferences: PreferencesSchema,
    createdAt: z.iso.datetime(),
    memberSince: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const UserEnvelopeSchema = z.object({ user: UserSchema }).meta({ id: 'UserResponse' });

const ProfileNameSchema = z.string().trim().min(2, 'nameTooShort').max(100, 'tooLong');
export const UpdateProfileRequestSchema = z
  .object({
    firstName: ProfileNameSchema.optional(),
    lastName: ProfileNameSchema.optional(),
    phone: z
      .preprocess(
        (v) => (v === '' ? null : v),
        z
          .string()
          .trim()
          .transform((v) => v.replace(/[\s\-().]/g, ''))
          .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'invalidPhone'))
          .nullable(),
      )
      .optional(),
    avatar: z
      .string()
      .regex(/^\/uploads\/avatars\/[A-Za-z0-9_-]+\.(webp|jpg|png)$/, 'invalidAvatar')
      .nullable()
      .optional()
      .meta({ description: 'A URL returned by POST /files/upload (type=avatar), or null to remove the photo' }),
  })
  .refine((v) => Object.keys(v).length > 0, 'nothingToUpdate')
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

export const DeleteAccountRequestSchema = z
  .object({
    password: z.string().max(128).optional().meta({ description: 'Required when the account has a password' }),
    confirm: z.literal('DELETE').optional().meta({ description: 'Required instead of a password for Google/Telegram-only accounts' }),
  })
  .meta({ id: 'DeleteAccountRequest' });

