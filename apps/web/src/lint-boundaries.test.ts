/**
 * The web app's boundaries are lint rules (eslint.config.js); this shows that they fail on a
 * violation, by linting small snippets as if they were files of the app.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's root, where eslint.config.js is (this file is apps/web/src/…). */
const root = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/apps\/web\/src\/[^/]+$/, ''));
const eslint = new ESLint({ cwd: root });

const restrictedImports = async (file: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
};

const hooksUse = (from: string) => `import { useAppDispatch } from '${from}';\nexport const useThing = () => useAppDispatch();\n`;

describe('web boundaries (eslint.config.js)', () => {
  it('refuses app/ inside a feature, by alias or by a relative path', async () => {
    for (const from of ['@/app/hooks', '@/app/store', '../../../app/hooks']) {
      const messages = await restrictedImports('features/admin/components/some-tab.tsx', hooksUse(from));
      expect(messages.some((message) => message.includes('Features never import app/'))).toBe(true);
    }
  }, 30_000);

  it('lets a feature use the store hooks of stores/, and app/ compose features', async () => {
    expect(await restrictedImports('features/admin/components/some-tab.tsx', hooksUse('@/stores/hooks'))).toEqual([]);
    expect(await restrictedImports('app/routes/some-page.tsx', "export { AdminPage } from '@/features/admin/routes/admin-page';\n")).toEqual([]);
  }, 30_000);

  it('still refuses another feature inside a feature, and app/ inside shared code', async () => {
    expect(await restrictedImports('features/admin/components/some-tab.tsx', "export { BookingPage } from '@/features/booking/routes/booking-page';\n")).not.toEqual([]);
    expect(await restrictedImports('stores/some-store.ts', "export { store } from '@/app/store';\n")).not.toEqual([]);
  }, 30_000);
});
