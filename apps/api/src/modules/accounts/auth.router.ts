import {
  AccessTokenResponseSchema,
  AuthResponseSchema,
  AuthTokensSchema,
  ChangeEmailRequestSchema,
  ChangeEmailResponseSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailChangeRequestSchema,
  EmailRequestSchema,
  GoogleAuthRequestSchema,
  GoogleAuthResponseSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  MessageResponseSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  ResendVerificationRequestSchema,
  ResetPasswordRequestSchema,
  TelegramAuthRequestSchema,
  TelegramAuthResponseSchema,
  TokenRequestSchema,
  UserEnvelopeSchema,
} from '@vizyt/contracts';
import type { Request, RequestHandler } from 'express';
import { ValidationError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { publicAccess, signedIn } from '../../http/policies.js';
import { defineRoute } from '../../http/route.js';
import { presentUser } from './accounts.presenter.js';
import type { AccountRow } from './accounts.repository.js';
import type { AuthService, ExternalSignIn, RequestContext } from './auth.service.js';
import type { ExternalIdentity } from './identity-providers.js';
import type { ProfileService } from './profile.service.js';

const contextOf = (req: Request): RequestContext => ({
  ip: req.ip,
  userAgent: req.header('user-agent') ?? undefined,
  language: requestLanguage(req),
});

export interface AuthRouteDeps {
  auth: AuthService;
  profile: ProfileService;
  /** Per-IP limit shared by sign-in, registration, reset and verification requests. */
  authLimit: RequestHandler;
  /** Per-IP limit of token refreshes. */
  refreshLimit: RequestHandler;
  /** Per-account limit of change-password attempts. */
  changePasswordLimit: RequestHandler;
}

export const authRoutes = ({ auth, profile, authLimit, refreshLimit, changePasswordLimit }: AuthRouteDeps) => {
  const withUser = async (account: AccountRow) => presentUser(account, await profile.totalBookings(account));
  const profileData = ({ profile: p }: { profile: ExternalIdentity }) => ({ email: p.email, firstName: p.firstName, lastName: p.lastName, avatar: p.avatar });
  const signedInAnswer = async (result: Exclude<ExternalSignIn, { requiresUserTypeSelection: true }>) => ({
    user: await withUser(result.account),
    tokens: result.tokens,
  });

  const tags = ['Auth'];
  return [
    defineRoute({
      method: 'post',
      path: '/auth-enhanced/register',
      summary: 'Create an account',
      description:
        'Section 5 rules apply on the server. Duplicate e-mail → 409 EMAIL_TAKEN. When e-mail verification is required ' +
        '(default; AUTH_REQUIRE_EMAIL_VERIFICATION=false turns it off) no tokens are issued and a verification e-mail is sent. ' +
        'Limited per IP (AUTH_RATE_LIMIT_PER_IP per 15 minutes).',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: RegisterRequestSchema },
      response: AuthResponseSchema,
      successStatus: 201,
      errors: [409, 429],
      handler: async ({ input, req }) => {
        const { confirmPassword: _c, agreeToTerms: _a, ...data } = input.body;
        const { account, tokens } = await auth.register(data, contextOf(req));
        return tokens ? { user: await withUser(account), tokens } : { user: await withUser(account), requiresEmailVerification: true };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth-enhanced/login',
      summary: 'Sign in with e-mail and password',
      description:
        'Wrong e-mail or wrong password → the same 401 INVALID_CREDENTIALS. Unverified e-mail → 403 EMAIL_NOT_VERIFIED; suspended → ' +
        '403 ACCOUNT_SUSPENDED. After AUTH_FAILED_LOGINS_PER_ACCOUNT (10) failures within 15 minutes the account’s logins answer 429, ' +
        'even with the right password, until the window passes. Also limited per IP.',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: LoginRequestSchema },
      response: AuthResponseSchema,
      errors: [401, 403, 429],
      handler: async ({ input, req }) => {
        const { account, tokens } = await auth.login(input.body.email, input.body.password, contextOf(req));
        return { user: await withUser(account), tokens };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth-enhanced/google',
      summary: 'Sign in or sign up with a Google ID token',
      description:
        'Verifies the Google Identity Services credential (signature, audience GOOGLE_CLIENT_ID, issuer, expiry, verified e-mail). ' +
        'Known Google account or e-mail → signed in (and linked). Unknown without `userType` → `{ requiresUserTypeSelection, googleData }` ' +
        'and no session; with `userType` → account created. 422 GOOGLE_NOT_CONFIGURED without GOOGLE_CLIENT_ID.',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: GoogleAuthRequestSchema },
      response: GoogleAuthResponseSchema,
      errors: [401, 403, 422, 429],
      handler: async ({ input, req }) => {
        const result = await auth.google(input.body.credential, input.body.userType, contextOf(req));
        return 'requiresUserTypeSelection' in result
          ? { requiresUserTypeSelection: true as const, googleData: profileData(result) }
          : signedInAnswer(result);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth-enhanced/telegram',
      summary: 'Sign in, sign up or link with the Telegram Login Widget',
      description:
        'Checks the widget data as Telegram documents it (HMAC-SHA-256 keyed by SHA-256 of TELEGRAM_BOT_TOKEN; auth_date at most 24 h old). ' +
        'Signed in → links Telegram to this account. Known Telegram id → signed in. Unknown without `userType` → ' +
        '`{ requiresUserTypeSelection, telegramData }`; with `userType` → account created (it has no e-mail until one is added).',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: TelegramAuthRequestSchema },
      response: TelegramAuthResponseSchema,
      errors: [401, 403, 409, 422, 429],
      handler: async ({ input, req, actor }) => {
        const { userType, ...data } = input.body;
        const result = await auth.telegram(data, userType, actor?.userId ?? null, contextOf(req));
        return 'requiresUserTypeSelection' in result
          ? { requiresUserTypeSelection: true as const, telegramData: profileData(result) }
          : signedInAnswer(result);
      },
    }),
    // Two paths, one behaviour: the spec's session API and the web app's 401 handler.
    ...(
      [
        ['/auth-enhanced/refresh', 'Rotate a refresh token', AuthTokensSchema],
        ['/auth/refresh', 'Refresh the access token (used by the web app’s 401 handler)', AccessTokenResponseSchema],
      ] as const
    ).map(([path, summary, response]) =>
      defineRoute({
        method: 'post',
        path,
        summary,
        description:
          'Returns a new access token and refresh token; the presented refresh token stops working. Presenting an already ' +
          'rotated token revokes every token of that sign-in (401 REFRESH_TOKEN_REUSED). Unknown, revoked or expired → 401 UNAUTHENTICATED.',
        tags,
        policy: publicAccess,
        middleware: [refreshLimit],
        request: { body: RefreshRequestSchema },
        response,
        errors: [401, 429],
        handler: async ({ input, req }) => auth.refresh(input.body.refreshToken, contextOf(req)),
      }),
    ),
    defineRoute({
      method: 'post',
      path: '/auth-enhanced/logout',
      summary: 'Sign out',
      description:
        'Revokes the sign-in the refresh token belongs to: its access tokens answer 401 from the next request on, and its open sockets close. ' +
        'Always 200, with or without a valid token.',
      tags,
      policy: publicAccess,
      request: { body: LogoutRequestSchema },
      response: MessageResponseSchema,
      handler: async ({ input }) => {
        await auth.logout(input.body.refreshToken);
        return { message: 'Signed out' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth-enhanced/verify-email',
      summary: 'Confirm an e-mail address',
      description: 'Token from the verification e-mail (valid 24 h, single use). 400 TOKEN_INVALID or TOKEN_EXPIRED.',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: TokenRequestSchema },
      response: UserEnvelopeSchema,
      errors: [429],
      handler: async ({ input }) => ({ user: await withUser(await auth.verifyEmail(input.body.token)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/resend-verification',
      summary: 'Send the verification e-mail again',
      description: 'Signed in: to the account’s address; otherwise to `email`. Always 200, so it reveals no accounts.',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: ResendVerificationRequestSchema },
      response: MessageResponseSchema,
      errors: [429],
      handler: async ({ input, actor }) => {
        const email = actor ? (await profile.requireAccount(actor.userId)).email : input.body.email;
        if (!email) throw ValidationError([{ path: 'body.email', message: 'required', code: 'custom' }]);
        await auth.resendVerification(email);
        return { message: 'If the address needs confirming, a new link is on its way' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/request-password-reset',
      summary: 'E-mail a password-reset link',
      description: 'Always 200 (no account enumeration). The link is valid for 1 hour and works once; older links stop working.',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: EmailRequestSchema },
      response: MessageResponseSchema,
      errors: [429],
      handler: async ({ input }) => {
        await auth.requestPasswordReset(input.body.email);
        return { message: 'If an account exists for this address, a reset link is on its way' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Set a new password with a reset link',
      description: 'Register password rules. 400 TOKEN_INVALID (unknown or used) or TOKEN_EXPIRED. Ends every existing session at once (access tokens too).',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: ResetPasswordRequestSchema },
      response: MessageResponseSchema,
      errors: [429],
      handler: async ({ input }) => {
        await auth.resetPassword(input.body.token, input.body.password);
        return { message: 'Password changed successfully' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/change-password',
      summary: 'Change the password',
      description: 'Wrong current password → 400 INVALID_PASSWORD. Signs out every other session at once (their access tokens answer 401, their sockets close); this one stays.',
      tags,
      policy: signedIn,
      middleware: [changePasswordLimit],
      request: { body: ChangePasswordRequestSchema },
      response: MessageResponseSchema,
      errors: [422, 429],
      handler: async ({ input, actor }) => {
        await auth.changePassword(actor.userId, actor.sessionId, input.body.currentPassword, input.body.newPassword);
        return { message: 'Password changed successfully' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/change-email',
      summary: 'Change my e-mail address (sends a confirmation link to the new one)',
      description:
        'Wrong current password → 400 INVALID_PASSWORD (accounts without a password → 422); the address already used → 409 EMAIL_TAKEN; ' +
        'the same address → 400. The new address gets a single-use link to /auth/confirm-email?token=… (24 h; a newer request voids it), ' +
        'the old one a notice. The e-mail stays the old one until confirmed; GET /auth/me shows `pendingEmail` meanwhile. ' +
        'Shares the per-account limit of change-password.',
      tags,
      policy: signedIn,
      middleware: [changePasswordLimit],
      request: { body: ChangeEmailRequestSchema },
      response: ChangeEmailResponseSchema,
      errors: [409, 422, 429],
      handler: async ({ input, actor }) => {
        const { pendingEmail } = await auth.changeEmail(actor.userId, input.body.newEmail, input.body.currentPassword);
        return { message: 'We sent a confirmation link to the new address', pendingEmail };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/confirm-email-change',
      summary: 'Confirm a new e-mail address',
      description:
        'Token from the link sent to the new address (no session needed: the link is the proof). Switches the e-mail, marked verified, in one ' +
        'transaction, and ends every session of the account at once (their access tokens answer 401), except the confirming request\'s own when it is signed in ' +
        'as that account. 400 TOKEN_INVALID (unknown, used or superseded) or TOKEN_EXPIRED; 409 EMAIL_TAKEN if another account took the address meanwhile.',
      tags,
      policy: publicAccess,
      middleware: [authLimit],
      request: { body: ConfirmEmailChangeRequestSchema },
      response: UserEnvelopeSchema,
      errors: [409, 429],
      handler: async ({ input, actor }) => ({ user: await withUser(await auth.confirmEmailChange(input.body.token, actor ?? undefined)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in user',
      tags,
      policy: signedIn,
      response: UserEnvelopeSchema,
      handler: async ({ actor }) => ({ user: await withUser(await profile.requireAccount(actor.userId)) }),
    }),
  ];
};
