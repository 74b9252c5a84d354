/**
 * Typed Redux hooks and the store's types, for every part of the web app (features included).
 * The types are derived from the slices this folder owns and the RTK Query API of lib/, never
 * from app/: features may not import app/ (eslint.config.js), and app/store.ts builds a store of
 * exactly this shape.
 */
import type { ThunkDispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Store, UnknownAction } from 'redux';
import type { api } from '@/lib/api';
import type { AuthState } from './auth-slice';
import type { UiState } from './ui-slice';
import type { UserState } from './user-slice';

/** Client state (auth, user, ui), in every store from the start. */
export interface ClientState {
  auth: AuthState;
  user: UserState;
  ui: UiState;
}
/** `api` is there whenever code that reads it runs: that code arrives with the API chunk. */
export type RootState = ClientState & { api: ReturnType<typeof api.reducer> };
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
