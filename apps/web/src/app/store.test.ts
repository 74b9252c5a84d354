import { persistReducer, persistStore, type Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { logout, sessionEnded, setCredentials } from '@/stores/auth-slice';
import { setCurrency, setLanguage, setSidebarCollapsed, setTheme } from '@/stores/ui-slice';
import { createAppStore, persistConfigFor } from './store';

/** An in-memory stand-in for localStorage with redux-persist's async storage interface. */
const memoryStorage = (): Storage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
};

/** A store on `storage` as the app builds it (a page load), once redux-persist has put the stored slices back. */
const loadedStore = async (storage: Storage) => {
  const store = createAppStore(undefined, (reducer) => persistReducer(persistConfigFor(storage), reducer) as never);
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  return { store, persistor };
};

/** What redux-persist has written of `slice`. */
const persisted = (storage: ReturnType<typeof memoryStorage>, slice: 'auth' | 'ui'): unknown => JSON.parse(JSON.parse(storage.data.get('persist:vizyt')!)[slice]);

const olena = { id: 'u1', email: 'olena@example.com', firstName: 'Олена', lastName: 'Коваль', role: 'CUSTOMER' as const };

describe('the client state survives a reload through redux-persist', () => {
  it('writes the ui slice under persist:vizyt and a new store (a reload) gets it back', async () => {
    const storage = memoryStorage();
    const first = await loadedStore(storage);
    first.store.dispatch(setLanguage('ru'));
    first.store.dispatch(setCurrency('EUR'));
    await first.persistor.flush();
    expect(persisted(storage, 'ui')).toMatchObject({ language: 'ru', currency: 'EUR' });

    const reload = await loadedStore(storage);
    expect(reload.store.getState().ui).toMatchObject({ language: 'ru', currency: 'EUR' });
  });

  // redux-persist writes a moment after the change; the plain keys are written at once. A reload
  // in between (the persistor paused here stands for "not written yet") must not bring back the
  // older copy: that is how "choose dark, reload" once came back light.
  it('a reload before redux-persist has written keeps the theme, language, currency and sidebar just chosen', async () => {
    const storage = memoryStorage();
    const first = await loadedStore(storage);
    first.store.dispatch(setTheme('light'));
    first.store.dispatch(setLanguage('uk'));
    await first.persistor.flush();
    first.persistor.pause();
    first.store.dispatch(setTheme('dark'));
    first.store.dispatch(setLanguage('en'));
    first.store.dispatch(setCurrency('USD'));
    first.store.dispatch(setSidebarCollapsed(true));
    expect(persisted(storage, 'ui')).toMatchObject({ theme: 'light', language: 'uk' });
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');

    const reload = await loadedStore(storage);
    expect(reload.store.getState().ui).toEqual({ theme: 'dark', language: 'en', currency: 'USD', sidebarCollapsed: true });
  });

  it('a reload right after signing out does not bring the session back from the older copy', async () => {
    const storage = memoryStorage();
    const first = await loadedStore(storage);
    first.store.dispatch(setCredentials({ user: olena, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
    await first.persistor.flush();
    expect(persisted(storage, 'auth')).toMatchObject({ isAuthenticated: true });
    first.persistor.pause();
    first.store.dispatch(logout());

    const reload = await loadedStore(storage);
    expect(reload.store.getState().auth).toMatchObject({ user: null, tokens: null, isAuthenticated: false });
  });

  it('with the same session the persisted user comes back, so no screen shows a guest while it is restored', async () => {
    const storage = memoryStorage();
    const first = await loadedStore(storage);
    first.store.dispatch(setCredentials({ user: olena, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
    await first.persistor.flush();

    const reload = await loadedStore(storage);
    expect(reload.store.getState().auth).toMatchObject({ user: { id: 'u1' }, tokens: { accessToken: 'access-1' }, isAuthenticated: true });
  });

  it('a reload right after the session ended by itself (before redux-persist wrote) still knows why, for the sign-in page', async () => {
    const storage = memoryStorage();
    const first = await loadedStore(storage);
    first.store.dispatch(setCredentials({ user: olena, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
    await first.persistor.flush();
    first.persistor.pause();
    first.store.dispatch(sessionEnded('session-ended'));

    const reload = await loadedStore(storage);
    expect(reload.store.getState().auth).toMatchObject({ tokens: null, isAuthenticated: false, endedReason: 'session-ended' });
    // Signing in again forgets it.
    reload.store.dispatch(setCredentials({ user: olena, tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } }));
    const later = await loadedStore(storage);
    expect(later.store.getState().auth.endedReason ?? null).toBeNull();
  });
});
