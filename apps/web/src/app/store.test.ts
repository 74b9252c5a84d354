import { persistReducer, persistStore, type Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { setCurrency, setLanguage } from '@/stores/ui-slice';
import { createAppStore } from './store';

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

const persistedStore = (storage: Storage) => {
  const store = createAppStore(undefined, (reducer) => persistReducer({ key: 'vizyt', version: 1, storage, whitelist: ['auth', 'user', 'ui'] }, reducer) as never);
  const persistor = persistStore(store);
  const rehydrated = new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  return { store, persistor, rehydrated };
};

describe('the client state survives a reload through redux-persist', () => {
  it('writes the ui slice under persist:vizyt and a new store (a reload) gets it back', async () => {
    const storage = memoryStorage();
    const first = persistedStore(storage);
    await first.rehydrated;
    first.store.dispatch(setLanguage('ru'));
    first.store.dispatch(setCurrency('EUR'));
    await first.persistor.flush();
    expect(JSON.parse(JSON.parse(storage.data.get('persist:vizyt')!).ui)).toMatchObject({ language: 'ru', currency: 'EUR' });

    const reload = persistedStore(storage);
    await reload.rehydrated;
    expect(reload.store.getState().ui).toMatchObject({ language: 'ru', currency: 'EUR' });
  });
});
