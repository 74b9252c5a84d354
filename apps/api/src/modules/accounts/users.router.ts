import {
  DeleteAccountRequestSchema,
  MessageResponseSchema,
  PreferencesSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UpdatePreferencesRequestSchema,
  UpdateProfileRequestSchema,
  UploadFormSchema,
  UploadResponseSchema,
  UserEnvelopeSchema,
} from '@vizyt/contracts';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, ValidationError } from '../../http/errors.js';
import { signedIn } from '../../http/policies.js';
import { defineRoute } from '../../http/route.js';
import { presentUser } from './accounts.presenter.js';
import type { ProfileService } from './profile.service.js';

/** One file in memory, 5 MB at most; multer's own errors become the spec's messages. */
const singleImage: RequestHandler = (req, res, next) => {
  multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } }).single('file')(
    req,
    res,
    (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError('FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge));
        return next(ValidationError([{ path: `body.${error.field ?? 'file'}`, message: error.message, code: error.code }]));
      }
      next(error);
    },
  );
};

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
        const account = await profile.updateProfile(actor!.userId, input.body);
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
      handler: async ({ actor }) => profile.preferences(actor!.userId),
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
      handler: async ({ input, actor }) => profile.updatePreferences(actor!.userId, input.body),
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
        await profile.deleteAccount(actor!.userId, input.body);
        return { message: 'Account deleted' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/files/upload',
      summary: 'Upload my profile photo',
      description:
        'multipart/form-data with `file` and `type=avatar`. At most 5 MB (400 FILE_TOO_LARGE); JPEG, PNG or WebP judged by the bytes, ' +
        'not the name or declared type (400 INVALID_FILE_TYPE); unreadable images → 422 FILE_PROCESSING_FAILED. Stored as a 400×400 ' +
        'WebP under /uploads and set as the photo at once; the previous photo is deleted.',
      tags: ['Files'],
      policy: signedIn,
      bodyParser: singleImage,
      multipartFile: 'file',
      request: { body: UploadFormSchema },
      response: UploadResponseSchema,
      successStatus: 201,
      errors: [422],
      handler: async ({ req, actor }) => {
        if (!req.file) throw ValidationError([{ path: 'body.file', message: 'required', code: 'custom' }]);
        return profile.uploadAvatar(actor!.userId, req.file.buffer);
      },
    }),
  ];
};
