import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@vizyt/contracts';
import { checkImageFile, hasAllowedDeclaredType, hasImageSignature, IMAGE_ACCEPT, UPLOAD_MAX_MEGABYTES } from './image-file';

const pngBytes = () => Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const file = (bytes: BlobPart, name: string, type: string) => new File([bytes], name, { type });

describe('checkImageFile (spec section 5, limits from the contracts)', () => {
  it('accepts a real PNG and gives a preview', async () => {
    expect(await checkImageFile(file(pngBytes(), 'a.png', 'image/png'))).toEqual({ ok: true, previewUrl: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('refuses, in order, a file over the limit, another type and a disguised text file', async () => {
    expect(await checkImageFile(file(new Uint8Array(UPLOAD_MAX_BYTES + 1), 'big.png', 'image/png'))).toEqual({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(await checkImageFile(file('GIF89a', 'a.gif', 'image/gif'))).toEqual({ ok: false, code: 'INVALID_FILE_TYPE' });
    expect(await checkImageFile(file('text', 'fake.jpg', 'image/jpeg'))).toEqual({ ok: false, code: 'INVALID_FILE_TYPE' });
  });

  it('describes the limits for the picker and the hint', () => {
    expect(IMAGE_ACCEPT).toContain('image/webp');
    expect(UPLOAD_MAX_MEGABYTES).toBe(5);
  });
});


afterEach(() => vi.unstubAllGlobals());

describe('checkImageFile (spec section 5)', () => {
  it('accepts a real PNG and returns a data URL for the preview', async () => {
    const result = await checkImageFile(file(pngBytes(), 'me.png', 'image/png'));
    expect(result).toEqual({ ok: true, previewUrl: expect.stringMatching(/^data:image\/png;base64,iVBOR/) });
  });

  it('refuses files over 5 MB before reading them', async () => {
    const big = file(new Uint8Array(UPLOAD_MAX_BYTES + 1), 'big.png', 'image/png');
    expect(await checkImageFile(big)).toEqual({ ok: false, code: 'FILE_TOO_LARGE' });
    // Exactly 5 MB is still allowed (the limit is "smaller than or equal").
    const limit = new Uint8Array(UPLOAD_MAX_BYTES);
    limit.set(pngBytes());
    expect((await checkImageFile(file(limit, 'limit.png', 'image/png'))).ok).toBe(true);
  });

  it('refuses other declared types (GIF, PDF, text)', async () => {
    for (const [name, type] of [['a.gif', 'image/gif'], ['a.pdf', 'application/pdf'], ['a.txt', 'text/plain']] as const) {
      expect(await checkImageFile(file('GIF89a', name, type))).toEqual({ ok: false, code: 'INVALID_FILE_TYPE' });
    }
  });

  it('refuses a text file renamed to .png (judged by its bytes)', async () => {
    expect(await checkImageFile(file('just some text', 'fake.png', 'image/png'))).toEqual({ ok: false, code: 'INVALID_FILE_TYPE' });
  });

  it('reports a file the browser cannot read as a processing failure', async () => {
    class BrokenReader {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      error = new DOMException('read failed', 'NotReadableError');
      result = null;
      readAsDataURL() {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    vi.stubGlobal('FileReader', BrokenReader);
    expect(await checkImageFile(file(pngBytes(), 'me.png', 'image/png'))).toEqual({ ok: false, code: 'FILE_PROCESSING_FAILED' });
  });

  it('knows JPEG, PNG and WebP signatures and the declared types (image/jpg included)', () => {
    expect(hasImageSignature(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(hasImageSignature(pngBytes())).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBe(false);
    expect(hasAllowedDeclaredType({ type: 'image/jpg', name: 'a.jpg' })).toBe(true);
    expect(hasAllowedDeclaredType({ type: '', name: 'photo.JPEG' })).toBe(true);
    expect(hasAllowedDeclaredType({ type: '', name: 'photo.heic' })).toBe(false);
  });
});
