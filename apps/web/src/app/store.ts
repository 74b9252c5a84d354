import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { api } from '@/lib/api';
import { authSlice } from '@/stores/auth-slice';
import { createStorageSync } from '@/stores/storage-sync';
import { uiSlice } from '@/stores/ui-slice';
import { userSlice } from '@/stores/user-slice';

const rootReducer = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [userSlice.name]: userSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [api.reducerPath]: api.reducer,
});

/** Only client state survives a reload (spec section 3); server data is refetched. */
export const PERSIST_KEY = 'vizyt';
const persistedReducer = persistReducer(
  { key: PERSIST_KEY, version: 1, storage, whitelist: [authSlice.name, userSlice.name, uiSlice.name] },
  rootReducer,
);

export const createAppStore = (preloadedState?: Partial<ReturnType<typeof rootReducer>>) => {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  const sync = createStorageSync(store.getState);
  sync();
  store.subscribe(sync);
  setupListeners(store.dispatch);
  return store;
};

export const store = createAppStore();
export const persistor = persistStore(store);

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
