import { z } from 'zod';
import { NAME_MIN, PASSWORD_MIN_LOGIN, PASSWORD_MIN_REGISTER } from '../common/constants.js';
import { UserSchema } from '../users/users.schemas.js';

/**
 * Validation messages are English keys the web app translates (validation.<message>); the API
 * sends them as they are in VALIDATION_ERROR details.
 */
export const EmailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .pipe(z.email({ error: 'invalidEmail' }))
  .transform((v) => v.toLowerCase())
  // The document shows the string before the pipe: say what the pipe checks.
  .meta({ example: 'olena@example.com', format: 'email' });

/** NewPasswordSchema's three rules in one pattern (the OpenAPI document has room for one). */
export const NEW_PASSWORD_PATTERN = '^(?=[\\s\\S]*[A-ZА-ЯІЇЄҐ])(?=[\\s\\S]*[a-zа-яіїєґ])(?=[\\s\\S]*[0-9])';

/** Register, reset and change password: 8+ characters with an upper-case letter, a lower-case letter and a digit. */
export const NewPasswordSchema = z
  .string({ error: 'required' })
  .min(PASSWORD_MIN_REGISTER, 'passwordTooShort')
  .max(128, 'tooLong')
  .regex(/[A-ZА-ЯІЇЄҐ]/, 'passwordNeedsUppercase')
  .regex(/[a-zа-яіїєґ]/, 'passwordNeedsLowercase')
  .regex(/[0-9]/, 'passwordNeedsDigit')
  // JSON Schema keeps one pattern: the three checks above as lookaheads.
  .meta({ pattern: NEW_PASSWORD_PATTERN, description: 'At least one upper-case letter, one lower-case letter and one digit' });

const NameSchema = z.string({ error: 'required' }).trim().min(1, 'required').min(NAME_MIN, 'nameTooShort').max(100, 'tooLong');

/** International phone: optional "+", 7–15 digits; spaces, dashes, dots and brackets are ignored. */
export const PhoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'invalidPhone'))
  .meta({ example: '+380671234567' });

/** An empty phone field means "no phone". */
const OptionalPhoneSchema = z.preprocess((v) => (v === '' || v === null ? undefined : v), PhoneSchema.optional());

export const SignUpUserTypeSchema = z.enum(['CUSTOMER', 'SPECIALIST'], { error: 'userTypeRequired' });

export const RegisterRequestSchema = z
  .object({
    firstName: NameSchema,
    lastName: NameSchema,
    email: EmailSchema,
    phone: OptionalPhoneSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: 'required' }).min(1, 'required'),
    userType: SignUpUserTypeSchema,
    agreeToTerms: z.literal(true, { error: 'termsRequired' }),
    language: z.enum(['uk', 'en', 'ru']).optional().meta({ description: 'Interface language of the new account (else Accept-Language, else uk)' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDoNotMatch' })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z
  .object({
    email: EmailSchema,
    password: z.string({ error: 'required' }).min(1, 'required').min(PASSWORD_MIN_LOGIN, 'passwordTooShortLogin').max(128, 'tooLong'),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const AuthTokensSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().positive().meta({ description: 'Seconds until the access token expires' }),
  })
  .meta({ id: 'AuthTokens' });
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

export const AuthResponseSchema = z
  .object({
    user: UserSchema,
    tokens: AuthTokensSchema.optional().meta({ description: 'Absent when the e-mail address must be verified first' }),
    requiresEmailVerification: z.boolean().optional(),
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const GoogleAuthRequestSchema = z
  .object({
    credential: z.string({ error: 'required' }).min(20, 'required').max(8192, 'tooLong').meta({ description: 'Google ID token (JWT) from Google Identity Services' }),
    userType: SignUpUserTypeSchema.optional(),
  })
  .meta({ id: 'GoogleAuthRequest' });
export type GoogleAuthRequest = z.input<typeof GoogleAuthRequestSchema>;

export const GoogleUserTypeNeededSchema = z
  .object({
    requiresUserTypeSelection: z.literal(true),
    googleData: z.object({ email: z.string().nullable(), firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
  })
  .meta({ id: 'GoogleUserTypeNeeded' });

export const GoogleAuthResponseSchema = z.union([AuthResponseSchema, GoogleUserTypeNeededSchema]).meta({ id: 'GoogleAuthResponse' });
export type GoogleAuthResponse = z.infer<typeof GoogleAuthResponseSchema>;

/** Fields of the Telegram Login Widget callback, as Telegram sends them. */
export const TelegramAuthRequestSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    first_name: z.string().max(256),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.url().max(2048).optional(),
    auth_date: z.coerce.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/, 'invalidHash'),
    userType: SignUpUserTypeSchema.optional(),
  })
  .meta({ id: 'TelegramAuthRequest' });
export type TelegramAuthRequest = z.input<typeof TelegramAuthRequestSchema>;

export const TelegramUserTypeNeededSchema = z
  .object({
    requiresUserTypeSelection: z.literal(true),
    telegramData: z.object({ email: z.string().nullable(), firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
  })
  .meta({ id: 'TelegramUserTypeNeeded' });

export const TelegramAuthResponseSchema = z.union([AuthResponseSchema, TelegramUserTypeNeededSchema]).meta({ id: 'TelegramAuthResponse' });

export const RefreshRequestSchema = z.object({ refreshToken: z.string({ error: 'required' }).min(1, 'required').max(512) }).meta({ id: 'RefreshRequest' });
export const LogoutRequestSchema = z.object({ refreshToken: z.string().max(512).optional() }).meta({ id: 'LogoutRequest' });
export const AccessTokenResponseSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string(), tokenType: z.literal('Bearer'), expiresIn: z.number().int().positive() })
  .meta({ id: 'AccessTokenResponse' });

export const TokenRequestSchema = z.object({ token: z.string({ error: 'required' }).min(1, 'required').max(256) }).meta({ id: 'TokenRequest' });
export const EmailRequestSchema = z.object({ email: EmailSchema }).meta({ id: 'EmailRequest' });
export const ResendVerificationRequestSchema = z
  .object({ email: EmailSchema.optional() })
  .meta({ id: 'ResendVerificationRequest', description: 'Signed in: the e-mail is taken from the session. Guest: the e-mail to resend to.' });

export const ResetPasswordRequestSchema = z
  .object({ token: z.string({ error: 'required' }).min(1, 'required').max(256), password: NewPasswordSchema })
  .meta({ id: 'ResetPasswordRequest' });
export const ChangePasswordRequestSchema = z
  .object({ currentPassword: z.string({ error: 'required' }).min(1, 'required').max(128), newPassword: NewPasswordSchema })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: 'passwordUnchanged' })
  .meta({ id: 'ChangePasswordRequest' });

export const MessageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
