import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { apiErrorMessage, fieldIssues, validationText } from './api-error';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('error texts of the account screens', () => {
  const t = i18n.t.bind(i18n);

  it('translates known codes, and falls back to the spec text of the screen', () => {
    expect(apiErrorMessage(t, { status: 400, code: 'INVALID_FILE_TYPE', message: 'x' }, 'errors.uploadAvatar')).toBe(
      'Invalid file type. Please choose a JPEG, PNG, or WebP image.',
    );
    expect(apiErrorMessage(t, { status: 500, code: 'HTTP_500', message: '' }, 'errors.uploadAvatar')).toBe('Failed to upload avatar');
    expect(apiErrorMessage(t, { status: 500, code: 'INTERNAL_ERROR', message: '' }, 'errors.updateProfile')).toBe('Failed to update profile');
    expect(apiErrorMessage(t, new Error('boom'), 'errors.deleteAccount')).toBe('Failed to delete account');
  });

  it('maps VALIDATION_ERROR details to form fields', () => {
    const error = {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid request data',
      details: [
        { path: 'body.firstName', message: 'nameTooShort', code: 'too_small' },
        { path: 'body.phone', message: 'invalidPhone', code: 'invalid_format' },
      ],
    };
    expect(fieldIssues(error)).toEqual([
      { field: 'firstName', message: 'nameTooShort' },
      { field: 'phone', message: 'invalidPhone' },
    ]);
    expect(fieldIssues({ status: 409, code: 'CONFLICT', message: '' })).toEqual([]);
  });

  it('translates validation keys from the shared namespace, then its own', () => {
    expect(validationText(t, 'nameTooShort')).toBe('Must be at least 2 characters');
    expect(validationText(t, 'typeDelete')).toBe('Type DELETE in capital letters');
    expect(validationText(t, 'Some server sentence')).toBe('Some server sentence');
    expect(validationText(t, undefined)).toBeUndefined();
  });
});
