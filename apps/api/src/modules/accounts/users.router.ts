import {
  DeleteAccountRequestSchema,
  MessageResponseSchema,
  PreferencesSchema,
  PrivacySettingsEnvelopeSchema,
  PrivacySettingsInputSchema,
  UpdatePreferencesRequestSchema,
  UpdateProfileRequestSchema,
  UserEnvelopeSchema,
} from '@vizyt/contracts';
import { signedIn } from '../../http/policies.js';
import { defineRoute } from '../../http/route.js';
import { presentUser } from './accounts.presenter.js';
import type { ProfileService } from './profile.service.js';

export const usersRoutes = ({ profile }: { profile: ProfileService }) => {
  const tags = ['Users'];
  return [
    defineRoute({
      method: 'put',
      path: '/users/profile',
      summary: 'Update my name, phone or photo',
      description: '`avatar: null` removes the photo (upload a new one with POST /files/upload). `phone: null` or "" clears the phone.',
      tags,
      policy: signedIn,
      request: { body: UpdateProfileRequestSchema },
      response: UserEnvelopeSchema,
      handler: async ({ input, actor }) => {
        const account = await profile.updateProfile(actor.userId, input.body);
        return { user: presentUser(account, await profile.totalBookings(account)) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users/preferences',
      summary: 'My language, currency, time zone and notification switches',
      tags,
      policy: signedIn,
      response: PreferencesSchema,
      handler: async ({ actor }) => profile.preferences(actor.userId),
    }),
    defineRoute({
      method: 'put',
      path: '/users/preferences',
      summary: 'Change some of my preferences',
      description: 'Send any subset; the answer is the whole set. `timezone` must be an IANA name such as Europe/Kyiv.',
      tags,
      policy: signedIn,
      request: { body: UpdatePreferencesRequestSchema },
      response: PreferencesSchema,
      handler: async ({ input, actor }) => profile.updatePreferences(actor.userId, input.body),
    }),
    defineRoute({
      method: 'get',
      path: '/users/privacy',
      summary: 'My privacy switches',
      description:
        'showPhone / showEmail (default off): whether other people see your phone number / e-mail address — off, they are null in every ' +
        'answer to anyone but you and admins. allowDirectMessages: customers without a booking may start a conversation with you.',
      tags,
      policy: signedIn,
      response: PrivacySettingsEnvelopeSchema,
      handler: async ({ actor }) => ({ privacy: await profile.privacy(actor.userId) }),
    }),
    defineRoute({
      method: 'put',
      path: '/users/privacy',
      summary: 'Change some of my privacy switches',
      description:
        'Send any subset; the answer is the whole set. Giving data-processing consent records when (dataProcessingConsentAt, kept while it ' +
        'stays given); withdrawing it clears the moment.',
      tags,
      policy: signedIn,
      request: { body: PrivacySettingsInputSchema },
      response: PrivacySettingsEnvelopeSchema,
      handler: async ({ input, actor }) => ({ privacy: await profile.updatePrivacy(actor.userId, input.body) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/users',
      summary: 'Delete my account',
      description:
        'Confirm with `password` (accounts with a password; wrong → 400 INVALID_PASSWORD) or `confirm: "DELETE"` (Google/Telegram-only ' +
        'accounts). Personal data is erased or anonymised at once and every session ends; bookings and payments are kept, ' +
        'anonymised, for the other party and for accounting.',
      tags,
      policy: signedIn,
      request: { body: DeleteAccountRequestSchema },
      response: MessageResponseSchema,
      handler: async ({ input, actor }) => {
        await profile.deleteAccount(actor.userId, input.body);
        return { message: 'Account deleted' };
      },
    }),
  ];
};
