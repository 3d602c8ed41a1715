import type {
  PinUpdate,
  RolePermissions,
  RolePermissionsList,
  RolePermissionsResponse,
  RolePermissionsUpdate,
  StaffCreateRequest,
  StaffList,
  StaffPasswordResetRequest,
  StaffMember,
  StaffMemberResponse,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

const LIST = { type: 'Staff', id: 'LIST' } as const;
const ROLES = { type: 'Role', id: 'LIST' } as const;

type StaffId = { id: number };

/**
 * Staff accounts and the staff role's permission set (docs/product/staff.md), for the Staff and
 * Roles screens. Manage staff and settings only: pass `{ skip: useSignedOut() }`. Every account
 * change refreshes the list.
 */
export const staffApi = injectEndpoints((build) => ({
  getStaff: build.query<StaffMember[], void>({
    query: () => '/staff',
    transformResponse: (body: StaffList) => body.staff,
    providesTags: [LIST],
  }),
  createStaff: build.mutation<StaffMember, StaffCreateRequest>({
    query: (body) => ({ url: '/staff', method: 'POST', body }),
    transformResponse: (body: StaffMemberResponse) => body.member,
    invalidatesTags: (result) => (result ? [LIST] : []),
  }),
  /** Deactivating ends the account's sessions at once. */
  setStaffActive: build.mutation<unknown, StaffId & { active: boolean }>({
    query: ({ id, active }) => ({
      url: `/staff/${id}/${active ? 'reactivate' : 'deactivate'}`,
      method: 'POST',
    }),
    invalidatesTags: (_result, error) => (error ? [] : [LIST]),
  }),
  resetStaffPassword: build.mutation<unknown, StaffId & StaffPasswordResetRequest>({
    query: ({ id, ...body }) => ({ url: `/staff/${id}/reset-password`, method: 'POST', body }),
    invalidatesTags: (_result, error) => (error ? [] : [LIST]),
  }),
  setStaffPin: build.mutation<unknown, StaffId & PinUpdate>({
    query: ({ id, ...body }) => ({ url: `/staff/${id}/pin`, method: 'PUT', body }),
    invalidatesTags: (_result, error) => (error ? [] : [LIST]),
  }),
  getRoles: build.query<RolePermissions[], void>({
    query: () => '/staff/roles',
    transformResponse: (body: RolePermissionsList) => body.roles,
    providesTags: [ROLES],
  }),
  updateStaffRole: build.mutation<RolePermissions, RolePermissionsUpdate>({
    query: (body) => ({ url: '/staff/roles/staff', method: 'PUT', body }),
    transformResponse: (body: RolePermissionsResponse) => body.role,
    invalidatesTags: (result) => (result ? [ROLES] : []),
  }),
}));

export const {
  useGetStaffQuery,
  useCreateStaffMutation,
  useSetStaffActiveMutation,
  useResetStaffPasswordMutation,
  useSetStaffPinMutation,
  useGetRolesQuery,
  useUpdateStaffRoleMutation,
} = staffApi;
