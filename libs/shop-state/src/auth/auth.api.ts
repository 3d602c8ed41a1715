import { api } from '../api/api';
import type { SessionUser } from './session-user';

/** Accepts `{ user }` or the user itself: spec §7 leaves the envelope open. */
function unwrapUser(body: SessionUser | { user: SessionUser }): SessionUser {
  return 'user' in body ? body.user : body;
}

/** Session endpoints. Login and register join here (`authApi.injectEndpoints`). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<SessionUser, void>({
      query: () => '/auth/profile',
      transformResponse: unwrapUser,
      providesTags: ['Session'],
    }),
  }),
});
