import { randomUUID } from 'node:crypto';
import { CONFIRM_EMAIL_CHANGE_PATH, type AuthTokens, type Language } from '@vizyt/contracts';
import { AppError, ConflictError, RateLimitedError, ValidationError } from '../../http/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Passwords } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { hashToken, newOpaqueToken, type AccessTokens } from '../../lib/tokens.js';
import type { AccountRow, AccountsRepository, EmailTokenPurpose } from './accounts.repository.js';
import { changeEmailMessage, emailChangeNoticeMessage, resetPasswordMessage, verifyEmailMessage } from './auth.emails.js';
import { verifyTelegramLogin, type ExternalIdentity, type TelegramLoginData } from './identity-providers.js';

const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
const CHANGE_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;

export interface RequestContext {
  ip?: string;
  userAgent?: string;
  language: Language;
}

export type SignUpType = 'CUSTOMER' | 'SPECIALIST';

export interface AuthServiceDeps {
  repo: AccountsRepository;
  accessTokens: AccessTokens;
  /** Password hashing at the server's work factor (lib/password.ts). */
  passwords: Passwords;
  refreshTtlDays: number;
  requireEmailVerification: boolean;
  appUrl: string;
  mailer: Mailer;
  logger: Logger;
  failedLogins: RateLimiter;
  verifyGoogleCredential: ((credential: string) => Promise<ExternalIdentity | null>) | null;
  telegramBotToken: string | null;
  /**
   * Called after a commit that ended sessions of the account (sign-out, password change or reset,
   * refresh-token reuse, a new e-mail address): the account gate forgets it and the sessions'
   * open sockets close, in this process at once (other instances hear the database's NOTIFY).
   */
  sessionsEnded?: (userId: string) => void;
}

export type Session = { account: AccountRow; tokens: AuthTokens };
export type ExternalSignIn = Session | { requiresUserTypeSelection: true; profile: ExternalIdentity };

/** 403 for a suspended account, with the admin's reason when one was given (the person may act on it). */
const suspendedError = (account: Pick<AccountRow, 'suspensionReason'>) =>
  new AppError('ACCOUNT_SUSPENDED', account.suspensionReason ? `This account is suspended: ${account.suspensionReason}` : 'This account is suspended');

const accountLanguage = (account: AccountRow): Language =>
  account.language === 'en' || account.language === 'ru' ? account.language : 'uk';

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, accessTokens, mailer, logger, passwords } = deps;
  const hashPassword = passwords.hash;
  const verifyPassword = passwords.verify;
  // Compared against when an e-mail is unknown, so a miss costs as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const timingDummy = () => (dummyHash ??= hashPassword(newOpaqueToken()));
  const sessionsEnded = (userId: string) => deps.sessionsEnded?.(userId);

  async function issueSession(account: AccountRow, ctx: RequestContext, familyId: string = randomUUID()): Promise<AuthTokens> {
    const refreshToken = newOpaqueToken();
    await repo.createRefreshToken({
      userId: account.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
      userAgent: ctx.userAgent?.slice(0, 300),
      ip: ctx.ip,
    });
    return {
      accessToken: accessTokens.sign({ sub: account.id, role: account.role, sid: familyId }),
      refreshToken,
      tokenType: 'Bearer',
      expiresIn: accessTokens.ttlSeconds,
    };
  }

  async function signIn(account: AccountRow, ctx: RequestContext): Promise<Session> {
    if (account.status === 'SUSPENDED') throw suspendedError(account);
    const updated = await repo.update(account.id, { lastLoginAt: new Date() });
    return { account: updated, tokens: await issueSession(updated, ctx) };
  }

  async function sendLinkMail(account: AccountRow, purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD'): Promise<void> {
    if (!account.email) return;
    const token = newOpaqueToken();
    const ttl = purpose === 'VERIFY_EMAIL' ? VERIFY_EMAIL_TTL_MS : RESET_PASSWORD_TTL_MS;
    await repo.transaction(async (txRepo) => {
      await txRepo.voidOneTimeTokens(account.id, purpose);
      await txRepo.createOneTimeToken({ userId: account.id, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttl) });
    });
    const path = purpose === 'VERIFY_EMAIL' ? '/auth/verify-email' : '/auth/reset-password';
    const link = `${deps.appUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
    const build = purpose === 'VERIFY_EMAIL' ? verifyEmailMessage : resetPasswordMessage;
    try {
      await mailer.send(build(accountLanguage(account), account.email, account.firstName, link));
    } catch (err) {
      // The account change stands; the person can ask for the link again.
      logger.error({ err, userId: account.id, purpose }, 'could not send e-mail');
    }
  }

  /** Finds a usable single-use token, or explains why not (400 TOKEN_INVALID / TOKEN_EXPIRED). */
  async function takeOneTimeToken(token: string, purpose: EmailTokenPurpose) {
    const found = await repo.findOneTimeToken(hashToken(token));
    if (!found || found.purpose !== purpose || found.usedAt) throw new AppError('TOKEN_INVALID', 'This link is invalid or has already been used');
    if (found.expiresAt.getTime() <= Date.now()) throw new AppError('TOKEN_EXPIRED', 'This link has expired. Please request a new one');
    return found;
  }

  async function createExternalAccount(profile: ExternalIdentity, userType: SignUpType, ctx: RequestContext, link: { googleSub?: string; telegramId?: bigint }) {
    return repo.create({
      email: profile.email,
      firstName: profile.firstName.slice(0, 100) || 'Vizyt',
      lastName: profile.lastName.slice(0, 100),
      avatarUrl: profile.avatar,
      role: userType,
      emailVerifiedAt: profile.email ? new Date() : null,
      language: ctx.language,
      ...link,
    });
  }

  return {
    async register(
      input: { firstName: string; lastName: string; email: string; phone?: string; password: string; userType: SignUpType; language?: Language },
      ctx: RequestContext,
    ): Promise<{ account: AccountRow; tokens?: AuthTokens }> {
      if (await repo.emailExists(input.email)) throw new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists');
      let account: AccountRow;
      try {
        account = await repo.create({
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          role: input.userType,
          language: input.language ?? ctx.language,
          emailVerifiedAt: deps.requireEmailVerification ? null : new Date(),
        });
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if ((error as { code?: string }).code === 'P2002') throw new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists');
        throw error;
      }
      if (deps.requireEmailVerification) {
        await sendLinkMail(account, 'VERIFY_EMAIL');
        return { account };
      }
      return { account, tokens: await issueSession(account, ctx) };
    },

    async login(email: string, password: string, ctx: RequestContext): Promise<Session> {
      const wait = await deps.failedLogins.blockedFor(email);
      if (wait > 0) throw RateLimitedError(wait);
      const account = await repo.findByEmail(email);
      const ok = await verifyPassword(password, account?.passwordHash ?? (await timingDummy()));
      if (!account || !account.passwordHash || !ok) {
        await deps.failedLogins.hit(email);
        throw new AppError('INVALID_CREDENTIALS', 'Incorrect e-mail or password');
      }
      if (account.status === 'SUSPENDED') throw suspendedError(account);
      if (deps.requireEmailVerification && !account.emailVerifiedAt) {
        throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your e-mail address first');
      }
      await deps.failedLogins.reset(email);
      return signIn(account, ctx);
    },

    async google(credential: string, userType: SignUpType | undefined, ctx: RequestContext): Promise<ExternalSignIn> {
      if (!deps.verifyGoogleCredential) throw new AppError('GOOGLE_NOT_CONFIGURED', 'Sign-in with Google is not configured');
      const profile = await deps.verifyGoogleCredential(credential);
      if (!profile?.email) throw new AppError('GOOGLE_AUTH_FAILED', 'Google authentication failed');
      const bySub = await repo.findByGoogleSub(profile.subject);
      if (bySub) return signIn(bySub, ctx);
      const byEmail = await repo.findByEmail(profile.email);
      if (byEmail) {
        if (byEmail.status === 'SUSPENDED') throw suspendedError(byEmail);
        // Google vouches for the address, so the account is linked and the address verified.
        const linked = await repo.update(byEmail.id, { googleSub: profile.subject, emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date() });
        return signIn(linked, ctx);
      }
      if (!userType) return { requiresUserTypeSelection: true, profile };
      return signIn(await createExternalAccount(profile, userType, ctx, { googleSub: profile.subject }), ctx);
    },

    async telegram(data: TelegramLoginData, userType: SignUpType | undefined, actorId: string | null, ctx: RequestContext): Promise<ExternalSignIn> {
      if (!deps.telegramBotToken) throw new AppError('TELEGRAM_NOT_CONFIGURED', 'Sign-in with Telegram is not configured');
      const profile = verifyTelegramLogin(data, deps.telegramBotToken);
      if (!profile) throw new AppError('TELEGRAM_AUTH_FAILED', 'Telegram authentication failed');
      const telegramId = BigInt(profile.subject);
      const existing = await repo.findByTelegramId(telegramId);
      if (actorId) {
        // Signed in: link Telegram to this account.
        if (existing && existing.id !== actorId) throw ConflictError('This Telegram account is linked to another Vizyt account');
        const me = await repo.findById(actorId);
        if (!me) throw new AppError('UNAUTHENTICATED', 'Authentication required');
        return signIn(existing ?? (await repo.update(me.id, { telegramId })), ctx);
      }
      if (existing) return signIn(existing, ctx);
      if (!userType) return { requiresUserTypeSelection: true, profile };
      return signIn(await createExternalAccount(profile, userType, ctx, { telegramId }), ctx);
    },

    /** Rotates a refresh token. A token presented twice means it leaked: its whole family is revoked. */
    async refresh(refreshToken: string, ctx: RequestContext): Promise<AuthTokens> {
      const found = await repo.findRefreshToken(hashToken(refreshToken));
      const sessionEnded = () => new AppError('UNAUTHENTICATED', 'The session has ended. Please sign in again');
      if (!found || found.revokedAt) throw sessionEnded();
      if (found.rotatedAt || !(await repo.markRotated(found.id))) {
        await repo.revokeFamily(found.familyId);
        sessionsEnded(found.userId);
        logger.warn({ userId: found.userId, familyId: found.familyId }, 'refresh token reused: session family revoked');
        throw new AppError('REFRESH_TOKEN_REUSED', 'The session has ended. Please sign in again');
      }
      if (found.expiresAt.getTime() <= Date.now()) throw sessionEnded();
      const account = await repo.findById(found.userId);
      if (!account || account.status === 'SUSPENDED') {
        await repo.revokeFamily(found.familyId);
        sessionsEnded(found.userId);
        throw sessionEnded();
      }
      return issueSession(account, ctx, found.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const found = await repo.findRefreshToken(hashToken(refreshToken));
      if (!found) return;
      await repo.revokeFamily(found.familyId);
      sessionsEnded(found.userId);
    },

    async verifyEmail(token: string): Promise<AccountRow> {
      const found = await takeOneTimeToken(token, 'VERIFY_EMAIL');
      return repo.transaction(async (txRepo) => {
        if (!(await txRepo.useOneTimeToken(found.id))) throw new AppError('TOKEN_INVALID', 'This link is invalid or has already been used');
        return txRepo.update(found.userId, { emailVerifiedAt: new Date() });
      });
    },

    /** Always succeeds from the caller's view, so it cannot be used to probe for accounts. */
    async resendVerification(email: string): Promise<void> {
      const account = await repo.findByEmail(email);
      if (account && !account.emailVerifiedAt) await sendLinkMail(account, 'VERIFY_EMAIL');
    },

    async requestPasswordReset(email: string): Promise<void> {
      const account = await repo.findByEmail(email);
      if (account && account.status !== 'SUSPENDED') await sendLinkMail(account, 'RESET_PASSWORD');
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const found = await takeOneTimeToken(token, 'RESET_PASSWORD');
      const passwordHash = await hashPassword(password);
      await repo.transaction(async (txRepo) => {
        if (!(await txRepo.useOneTimeToken(found.id))) throw new AppError('TOKEN_INVALID', 'This link is invalid or has already been used');
        const account = await txRepo.findById(found.userId);
        if (!account) throw new AppError('TOKEN_INVALID', 'This link is invalid or has already been used');
        // The link proved the address, and every existing session ends with the old password.
        await txRepo.update(account.id, { passwordHash, passwordChangedAt: new Date(), emailVerifiedAt: account.emailVerifiedAt ?? new Date() });
        await txRepo.revokeAllFamilies(account.id);
      });
      sessionsEnded(found.userId);
    },

    async changePassword(userId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
      const account = await repo.findById(userId);
      if (!account) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      if (!account.passwordHash) throw new AppError('UNPROCESSABLE', 'This account signs in with Google or Telegram and has no password to change');
      if (!(await verifyPassword(currentPassword, account.passwordHash))) throw new AppError('INVALID_PASSWORD', 'The current password is incorrect');
      const passwordHash = await hashPassword(newPassword);
      await repo.transaction(async (txRepo) => {
        await txRepo.update(userId, { passwordHash, passwordChangedAt: new Date() });
        await txRepo.revokeAllFamilies(userId, sessionId);
      });
      sessionsEnded(userId);
    },

    /**
     * Step 1 of an e-mail change: the password proves the person, the new address gets a single-use
     * link (24 h) and is kept as pendingEmail; the old address is told. Nothing else changes yet.
     */
    async changeEmail(userId: string, newEmail: string, currentPassword: string): Promise<{ pendingEmail: string }> {
      const account = await repo.findById(userId);
      if (!account) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      if (!account.passwordHash) throw new AppError('UNPROCESSABLE', 'This account signs in with Google or Telegram and has no password: set one first');
      if (!(await verifyPassword(currentPassword, account.passwordHash))) throw new AppError('INVALID_PASSWORD', 'The current password is incorrect');
      if (newEmail === account.email) throw ValidationError([{ path: 'body.newEmail', message: 'emailUnchanged', code: 'custom' }]);
      if (await repo.emailExists(newEmail)) throw new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists');
      const token = newOpaqueToken();
      await repo.transaction(async (txRepo) => {
        await txRepo.voidOneTimeTokens(account.id, 'CHANGE_EMAIL');
        await txRepo.createOneTimeToken({ userId: account.id, purpose: 'CHANGE_EMAIL', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CHANGE_EMAIL_TTL_MS) });
        await txRepo.update(account.id, { pendingEmail: newEmail });
      });
      const base = deps.appUrl.replace(/\/$/, '');
      const lang = accountLanguage(account);
      try {
        await mailer.send(changeEmailMessage(lang, newEmail, account.firstName, `${base}${CONFIRM_EMAIL_CHANGE_PATH}?token=${encodeURIComponent(token)}`));
        if (account.email) await mailer.send(emailChangeNoticeMessage(lang, account.email, account.firstName, newEmail, `${base}/settings`));
      } catch (err) {
        // The request stands; the person can ask again (a new link voids this one).
        logger.error({ err, userId: account.id, purpose: 'CHANGE_EMAIL' }, 'could not send e-mail');
      }
      return { pendingEmail: newEmail };
    },

    /**
     * Step 2: the link from the new address switches the e-mail (verified by that very link), in one
     * transaction, and every session of the account ends (whoever knew the old address's password
     * is out), except the one confirming when it is the same account's.
     */
    async confirmEmailChange(token: string, confirmingSession?: { userId: string; sessionId: string }): Promise<AccountRow> {
      const found = await takeOneTimeToken(token, 'CHANGE_EMAIL');
      const invalid = () => new AppError('TOKEN_INVALID', 'This link is invalid or has already been used');
      try {
        const changed = await repo.transaction(async (txRepo) => {
          if (!(await txRepo.useOneTimeToken(found.id))) throw invalid();
          const account = await txRepo.findById(found.userId);
          if (!account?.pendingEmail) throw invalid();
          if (await txRepo.emailExists(account.pendingEmail)) throw new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists');
          const updated = await txRepo.update(account.id, { email: account.pendingEmail, pendingEmail: null, emailVerifiedAt: new Date() });
          await txRepo.revokeAllFamilies(account.id, confirmingSession?.userId === account.id ? confirmingSession.sessionId : undefined);
          return updated;
        });
        sessionsEnded(changed.id);
        return changed;
      } catch (error) {
        // Another account took the address between the check and the write: the unique index decides.
        if ((error as { code?: unknown }).code === 'P2002') throw new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists');
        throw error;
      }
    },

    /** ADMIN_EMAIL / ADMIN_PASSWORD: the first admin, created once. */
    async ensureAdmin(email: string, password: string): Promise<boolean> {
      if (await repo.emailExists(email)) return false;
      await repo.create({ email, passwordHash: await hashPassword(password), firstName: 'Admin', lastName: 'Vizyt', role: 'ADMIN', emailVerifiedAt: new Date() });
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
