import type {
  AuthResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginRequest,
  MessageResponse,
  ProfileResponse,
  ProfileUpdateRequest,
  RegisterRequest,
  UserProfile,
} from '@shop/contracts';
import { injectEndpoints } from '../api/inject-endpoints';
import { signedIn, tokenRenewed, userUpdated } from './auth.slice';

/**
 * The account endpoints of docs/product/api.md#accounts. They live beside the session slice rather
 * than in the account module because they *are* the session: a successful login or
 * registration stores the session, a profile update refreshes the stored user, so
 * no screen can forget to. Screens only call the hooks and show errors.
 */
export const authApi = injectEndpoints((build) => ({
  getProfile: build.query<UserProfile, void>({
    query: () => '/auth/profile',
    transformResponse: (body: ProfileResponse) => body.user,
    providesTags: ['Session'],
  }),
  login: build.mutation<AuthResponse, LoginRequest>({
    query: (credentials) => ({ url: '/auth/login', method: 'POST', body: credentials }),
    async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      if (data) dispatch(signedIn({ token: data.access_token, user: data.user }));
    },
  }),
  register: build.mutation<AuthResponse, RegisterRequest>({
    query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    async onQueryStarted(_body, { dispatch, queryFulfilled }) {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      // The account was made by this very answer: a fact, not a guess from dates.
      if (data) dispatch(signedIn({ token: data.access_token, user: data.user, firstVisit: true }));
    },
  }),
  updateProfile: build.mutation<UserProfile, ProfileUpdateRequest>({
    query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
    transformResponse: (body: ProfileResponse) => body.user,
    async onQueryStarted(_body, { dispatch, queryFulfilled }) {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      if (data) dispatch(userUpdated(data));
    },
  }),
  changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
    query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
    async onQueryStarted(_body, { dispatch, queryFulfilled }) {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      // Every older token is refused now: this device carries on with the fresh one
      // (docs/decisions/0060-a-password-change-ends-other-sessions.md).
      if (data) dispatch(tokenRenewed(data.access_token));
    },
  }),
  /**
   * Ends a session on the server (docs/decisions/0061-sign-out-ends-the-token-on-the-server.md).
   * Called by `signOut()` with the token it is ending, after the store has already forgotten it.
   */
  logout: build.mutation<MessageResponse, string>({
    query: (token) => ({
      url: '/auth/logout',
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    }),
  }),
}));

export const {
  useLoginMutation,
  useRegisterMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
} = authApi;
