import { applyMiddleware, combineReducers, compose, legacy_createStore as createStore, type Middleware, type Reducer, type StoreEnhancer, type UnknownAction } from 'redux';
import { persistReducer, persistStore, type PersistConfig, type Storage } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import { thunk } from 'redux-thunk';
import { whenApiLoaded } from '@/lib/api-registry';
import { authSlice } from '@/stores/auth-slice';
import type { AppDispatch, AppStore as SharedAppStore, ClientState, RootState } from '@/stores/hooks';
import { createStorageSync } from '@/stores/storage-sync';
import { uiSlice } from '@/stores/ui-slice';
import { userSlice } from '@/stores/user-slice';

/**
 * The store is built on plain Redux (with redux-thunk, as Redux Toolkit's configureStore would):
 * importing Redux Toolkit here would bring Immer and Reselect into the first page load (see
 * stores/slice.ts). RTK Query, loaded with the pages, plugs in below.
 */

/** Client state (spec section 3): in every store from the start. */
const clientReducers = { [authSlice.name]: authSlice.reducer, [userSlice.name]: userSlice.reducer, [uiSlice.name]: uiSlice.reducer };
// The shape stores/hooks.ts declares for everyone (features may not import app/) is the one built here.
const clientReducer: Reducer<ClientState, UnknownAction, Partial<ClientState>> = combineReducers(clientReducers);

export type { AppDispatch, RootState };

type DevToolsWindow = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose };
const composeEnhancers: typeof compose =
  (import.meta.env.DEV && typeof window !== 'undefined' && (window as DevToolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

type AnyReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;
const asIs = (reducer: AnyReducer): AnyReducer => reducer;

/** `wrap` decorates the root reducer, now and when the API's reducer joins (persistence). */
export const createAppStore = (preloadedState?: Partial<RootState>, wrap: (reducer: AnyReducer) => AnyReducer = asIs) => {
  // Server data (RTK Query) joins the store when the API chunk loads (lib/api-registry.ts):
  // its middleware is called through this slot from then on, and its reducer is added.
  let apiMiddleware: Middleware | null = null;
  const lateMiddleware: Middleware = (middlewareApi) => (next) => {
    let throughApi: ((action: unknown) => unknown) | null = null;
    return (action) => {
      if (!apiMiddleware) return next(action);
      throughApi ??= apiMiddleware(middlewareApi)(next);
      return throughApi(action);
    };
  };
  // One root reducer for the store's life (redux-persist's wrapper keeps its writer inside it);
  // it delegates to the current combination of slices.
  let current = clientReducer as unknown as AnyReducer;
  const root = wrap((state, action) => current(state, action));
  const store = createStore(
    root,
    preloadedState,
    composeEnhancers(applyMiddleware(thunk, lateMiddleware)) as StoreEnhancer<{ dispatch: AppDispatch }>,
  );
  const sync = createStorageSync(store.getState);
  sync();
  store.subscribe(sync);
  whenApiLoaded(({ api: loadedApi, setupListeners }) => {
    apiMiddleware = loadedApi.middleware as Middleware;
    // replaceReducer runs the new reducer at once: state.api exists before any component reads it.
    current = combineReducers({ ...clientReducers, [loadedApi.reducerPath]: loadedApi.reducer }) as unknown as AnyReducer;
    store.replaceReducer(root);
    setupListeners(store.dispatch);
  });
  return store;
};

/**
 * What a reload brings back. The values stores/storage-sync.ts mirrors under the spec's plain
 * keys (theme, language, currency, sidebar, preferences, the session's tokens) are written there
 * at once, and the slices start from them; redux-persist writes its copy a moment later. A reload
 * within that moment (choose dark, press F5) would bring back the older copy over the fresh value,
 * so for those values the state the slices started with wins. The session goes together: when
 * the persisted tokens are not the ones under the plain keys (signed out or in elsewhere a moment
 * ago), the persisted user is dropped too and the app restores the session from the tokens.
 */
export const reconcileRehydrated = (inbound: RootState, original: RootState, reduced: RootState, config: PersistConfig<RootState>): RootState => {
  const merged = autoMergeLevel2(inbound, original, reduced, config);
  const { theme, language, currency, sidebarCollapsed } = reduced.ui;
  const sameSession = inbound.auth?.tokens?.accessToken === reduced.auth.tokens?.accessToken;
  return {
    ...merged,
    ui: { ...merged.ui, theme, language, currency, sidebarCollapsed },
    user: { ...merged.user, preferences: reduced.user.preferences },
    auth: sameSession ? merged.auth : reduced.auth,
  };
};

/** redux-persist's settings for the app's store (and for its tests, on another storage). */
export const persistConfigFor = (on: Storage): PersistConfig<RootState> => ({
  key: 'vizyt',
  version: 1,
  storage: on,
  whitelist: ['auth', 'user', 'ui'],
  stateReconciler: reconcileRehydrated,
});

/**
 * The app's store: only client state (auth, user, ui) survives a reload (spec section 3), kept by
 * redux-persist under `persist:vizyt`; server data is refetched. PersistGate (providers.tsx)
 * renders once the stored slices are back.
 */
// stores/hooks.ts types useAppStore for features without importing this file: the real store must fit it.
export const store = createAppStore(undefined, (reducer) => persistReducer(persistConfigFor(storage), reducer) as unknown as AnyReducer) satisfies SharedAppStore;
export const persistor = persistStore(store);

export type AppStore = ReturnType<typeof createAppStore>;
