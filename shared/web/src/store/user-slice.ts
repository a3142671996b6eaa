import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Rule, UserRole, UserState } from '@pm/domain/contracts';
import type { ClientUser } from '@pm/domain/shapes';

/**
 * Who is signed in. Lives in the shared store so that every remote reads the same user through `useSelector`
 * (a remote is its own React root, but the store is one object passed in its props).
 */
export interface SessionState {
  /** Staff user state; null until `GET /pm/auth_user` answers. */
  userInfo: UserState | null;
  clientUser: ClientUser | null;
  rule: Rule | null;
  /** The role the staff user is acting as; "switch roles" toggles it. */
  userRole: UserRole;
}

const initialState: SessionState = { userInfo: null, clientUser: null, rule: null, userRole: 'admin' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    setUserInfo(state, action: PayloadAction<UserState>) {
      state.userInfo = action.payload;
      state.rule = 'user';
    },
    setClientUser(state, action: PayloadAction<ClientUser>) {
      state.clientUser = action.payload;
      state.rule = 'client';
    },
    toggleUserRole(state) {
      state.userRole = state.userRole === 'admin' ? 'user' : 'admin';
    },
    resetSession() {
      return initialState;
    },
  },
  selectors: {
    selectUserInfo: (state) => state.userInfo,
    selectClientUser: (state) => state.clientUser,
    selectRule: (state) => state.rule,
    selectUserRole: (state) => state.userRole,
  },
});

export const { setUserInfo, setClientUser, toggleUserRole, resetSession } = sessionSlice.actions;
export const { selectUserInfo, selectClientUser, selectRule, selectUserRole } = sessionSlice.selectors;
