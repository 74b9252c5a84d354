/**
 * A small stand-in for Redux Toolkit's createSlice, for the three client-state slices the first
 * page load needs (auth, user, ui). Importing Redux Toolkit at all brings Immer, Reselect and
 * its own helpers (~11 KB gzip) into the entry chunk; these slices are small enough to write
 * immutably by hand on plain Redux. Same shape as a createSlice result: `name`, `reducer`,
 * `actions` (action creators with `.type` and `.match`, typed as Redux Toolkit's). RTK Query,
 * which arrives with the pages, keeps using Redux Toolkit.
 */
import type { ActionCreatorWithoutPayload, ActionCreatorWithPayload, PayloadAction } from '@reduxjs/toolkit';
import type { Action, Reducer, UnknownAction } from 'redux';

/** Like Redux Toolkit's createAction: `creator(payload)`, `creator.type`, `creator.match(action)`. */
export const createActionCreator = (type: string) =>
  Object.assign((payload?: unknown) => (payload === undefined ? { type } : { type, payload }), {
    type,
    toString: () => type,
    match: (action: unknown): boolean => typeof action === 'object' && action !== null && (action as Action).type === type,
  });

type CaseReducer<State> = (state: State, action: PayloadAction<never>) => State;

type ActionCreatorFor<CR> = CR extends (state: never) => unknown
  ? ActionCreatorWithoutPayload
  : CR extends (state: never, action: PayloadAction<infer Payload>) => unknown
    ? ActionCreatorWithPayload<Payload>
    : never;

export interface Slice<Name extends string, State, CaseReducers> {
  name: Name;
  reducer: Reducer<State, UnknownAction, State | undefined>;
  actions: { [Type in keyof CaseReducers]: ActionCreatorFor<CaseReducers[Type]> };
}

export function defineSlice<
  Name extends string,
  State,
  CaseReducers extends Record<string, (state: State, action: PayloadAction<never>) => State>,
>(options: {
  name: Name;
  /** A function is called once per store (initial state read from storage at that moment). */
  initialState: () => State;
  reducers: CaseReducers;
  /** Actions of other slices: return the next state, or the same state to ignore the action. */
  extraReducer?: (state: State, action: UnknownAction) => State;
}): Slice<Name, State, CaseReducers> {
  const { name, initialState, reducers, extraReducer } = options;
  const byType = new Map<string, CaseReducer<State>>();
  const actions: Record<string, unknown> = {};
  for (const [key, caseReducer] of Object.entries(reducers)) {
    const type = `${name}/${key}`;
    actions[key] = createActionCreator(type);
    byType.set(type, caseReducer as CaseReducer<State>);
  }
  const reducer = (state: State | undefined, action: Action): State => {
    const current = state === undefined ? initialState() : state;
    const caseReducer = byType.get(action.type);
    if (caseReducer) return caseReducer(current, action as PayloadAction<never>);
    return extraReducer ? extraReducer(current, action as UnknownAction) : current;
  };
  return { name, reducer: reducer as Slice<Name, State, CaseReducers>['reducer'], actions: actions as Slice<Name, State, CaseReducers>['actions'] };
}
