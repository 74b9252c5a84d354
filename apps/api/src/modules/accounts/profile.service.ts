import { type Preferences, type PrivacySettings, type PrivacySettingsInput, type UpdatePreferencesRequest } from '@vizyt/contracts';
import { AppError, ValidationError } from '../../http/errors.js';
import { processImage } from '../../lib/images.js';
import { verifyPassword } from '../../lib/password.js';
import type { FileStorage } from '../../lib/storage.js';
import type { AccountRow, AccountsRepository } from './accounts.repository.js';
import { presentPreferences, presentPrivacy } from './accounts.presenter.js';

const AVATAR_SIZE = 400;

export interface ProfileServiceDeps {
  repo: AccountsRepository;
  storage: FileStorage;
  /** Told after an account's status changes, so its access tokens stop working at once. */
  accountChanged?: (userId: string) => void;
  /** Told after an account is deleted: personal files kept elsewhere go too (verification documents). */
  accountDeleted?: (userId: string) => Promise<void>;
}

export function createProfileService({ repo, storage, accountChanged = () => {}, accountDeleted = async () => {} }: ProfileServiceDeps) {
  async function requireAccount(userId: string): Promise<AccountRow> {
    const account = await repo.findById(userId);
    // A deleted or vanished account behind a still-valid access token: the session is over.
    if (!account) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    return account;
  }

  return {
    requireAccount,
    totalBookings: async (account: AccountRow) => (await repo.bookingStats(account.id, account.role, new Date())).total,

    async updateProfile(userId: string, input: { firstName?: string; lastName?: string; phone?: string | null; avatar?: string | null }) {
      const account = await requireAccount(userId);
      // Only the current photo may be kept, or removed: a client cannot point at another file.
      if (input.avatar !== undefined && input.avatar !== null && input.avatar !== account.avatarUrl) {
        throw ValidationError([{ path: 'body.avatar', message: 'invalidAvatar', code: 'custom' }]);
      }
      const updated = await repo.update(userId, {
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.avatar === null ? { avatarUrl: null } : {}),
      });
      if (input.avatar === null) await storage.remove(account.avatarUrl);
      return updated;
    },

    async preferences(userId: string): Promise<Preferences> {
      return presentPreferences(await requireAccount(userId));
    },

    async updatePreferences(userId: string, input: UpdatePreferencesRequest): Promise<Preferences> {
      const account = await requireAccount(userId);
      const current = presentPreferences(account);
      const updated = await repo.update(userId, {
        ...(input.language ? { language: input.language } : {}),
        ...(input.currency ? { currency: input.currency } : {}),
        ...(input.timezone ? { timezone: input.timezone } : {}),
        // The same JSON holds the notification topics (GET/POST /notifications/preferences): keep them.
        ...(input.notifications ? { notificationPrefs: { ...storedSwitches(account.notificationPrefs), ...current.notifications, ...input.notifications } } : {}),
      });
      return presentPreferences(updated);
    },

    async privacy(userId: string): Promise<PrivacySettings> {
      return presentPrivacy(await requireAccount(userId));
    },

    /** Writes only what is sent; giving consent (again) stamps its moment, withdrawing clears it. */
    async updatePrivacy(userId: string, input: PrivacySettingsInput): Promise<PrivacySettings> {
      const account = await requireAccount(userId);
      const consent = input.dataProcessingConsent;
      const updated = await repo.update(userId, {
        ...(input.showPhone !== undefined ? { showPhone: input.showPhone } : {}),
        ...(input.showEmail !== undefined ? { showEmail: input.showEmail } : {}),
        ...(input.allowDirectMessages !== undefined ? { allowDirectMessages: input.allowDirectMessages } : {}),
        ...(consent === true && !account.dataProcessingConsent ? { dataProcessingConsent: true, dataProcessingConsentAt: new Date() } : {}),
        ...(consent === false ? { dataProcessingConsent: false, dataProcessingConsentAt: null } : {}),
      });
      return presentPrivacy(updated);
    },

    /** A 400×400 WebP from any JPEG, PNG or WebP (decided by the bytes), set as the photo at once. */
    async uploadAvatar(userId: string, bytes: Buffer) {
      const account = await requireAccount(userId);
      const image = await processImage(bytes, { kind: 'square-webp', size: AVATAR_SIZE, quality: 85 });
      const url = await storage.save('avatars', image.extension, image.data);
      await repo.update(userId, { avatarUrl: url });
      await storage.remove(account.avatarUrl);
      return { url, type: 'avatar' as const, width: image.width, height: image.height, size: image.size, mimeType: image.mimeType };
    },

    /**
     * Deletes an account: personal data is erased or anonymised in one transaction, while its
     * bookings and payments stay for the other party and for accounting.
     */
    async deleteAccount(userId: string, confirmation: { password?: string; confirm?: 'DELETE' }) {
      const account = await requireAccount(userId);
      if (account.passwordHash) {
        if (!confirmation.password || !(await verifyPassword(confirmation.password, account.passwordHash))) {
          throw new AppError('INVALID_PASSWORD', 'The password is incorrect');
        }
      } else if (confirmation.confirm !== 'DELETE') {
        throw ValidationError([{ path: 'body.confirm', message: 'required', code: 'custom' }]);
      }
      await repo.transaction(async (txRepo) => {
        await txRepo.anonymise(userId);
      });
      accountChanged(userId);
      await storage.remove(account.avatarUrl);
      await accountDeleted(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** Every switch stored in the notification preferences JSON (topics included), as stored. */
function storedSwitches(stored: unknown): Record<string, boolean> {
  if (!stored || typeof stored !== 'object') return {};
  return Object.fromEntries(Object.entries(stored as Record<string, unknown>).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
}
