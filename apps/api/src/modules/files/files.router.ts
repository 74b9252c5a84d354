import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UploadFormSchema, UploadResponseSchema } from '@vizyt/contracts';
import type { RequestHandler } from 'express';
import { AppError, ValidationError } from '../../http/errors.js';
import { signedIn } from '../../http/policies.js';
import { MULTIPART_ERRORS_NOTE, multipartBody, uploadedFile } from '../../http/multipart.js';
import { defineRoute } from '../../http/route.js';
import type { ProfileService } from '../accounts/profile.service.js';
import { gateThen } from '../admin/feature-gate.js';
import { presentPortfolioImage } from '../catalog/catalog.presenter.js';
import type { CatalogService } from '../catalog/catalog.service.js';

/** One image, 5 MB at most (the spec's message when larger); the form's other errors: http/multipart.ts. */
const singleImage = multipartBody({
  files: [{ name: 'file', maxCount: 1 }],
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  fileTooLarge: () => new AppError('FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge),
});

export interface FilesRouteDeps {
  profile: ProfileService;
  catalog: CatalogService;
  /** Refuses when an admin switched uploads off (503 FEATURE_DISABLED), before the file is read. */
  uploadsOn: RequestHandler;
}

export const filesRoutes = ({ profile, catalog, uploadsOn }: FilesRouteDeps) => [
  defineRoute({
    method: 'post',
    path: '/files/upload',
    summary: 'Upload my profile photo or a portfolio photo',
    description:
      'multipart/form-data with `file` and `type`. At most 5 MB (400 FILE_TOO_LARGE); JPEG, PNG or WebP judged by the bytes, not the ' +
      'name or declared type (400 INVALID_FILE_TYPE); unreadable images → 422 FILE_PROCESSING_FAILED. ' +
      '`type=avatar`: a 400×400 WebP set as my photo at once (the previous one is deleted). ' +
      '`type=portfolio` (specialists; `category` workspace, workshop, consultation or therapy; optional `caption`): at most 800×600, ' +
      'JPEG quality 0.8, added to my portfolio (at most 30 photos; 422 beyond). Files are served under /uploads. ' +
      'While an admin has uploads switched off: 503 FEATURE_DISABLED.' + MULTIPART_ERRORS_NOTE,
    tags: ['Files'],
    policy: signedIn,
    bodyParser: gateThen(uploadsOn, singleImage),
    multipartFile: 'file',
    request: { body: UploadFormSchema },
    response: UploadResponseSchema,
    successStatus: 201,
    errors: [413, 422, 503],
    handler: async ({ req, actor, input }) => {
      const file = uploadedFile(req.files, 'file');
      if (!file) throw ValidationError([{ path: 'body.file', message: 'required', code: 'custom' }]);
      if (input.body.type === 'avatar') return profile.uploadAvatar(actor.userId, file.buffer);
      const { image, item } = await catalog.addPortfolioImage(actor, file.buffer, input.body.category!, input.body.caption);
      return { url: item.url, type: 'portfolio' as const, width: image.width, height: image.height, size: image.size, mimeType: image.mimeType, portfolioItem: presentPortfolioImage(item) };
    },
  }),
];
