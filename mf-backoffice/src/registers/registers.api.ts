import type {
  CashMovementBody,
  CloseSessionBody,
  DrawerSession,
  DrawerSessionList,
  DrawerSessionResponse,
  OpenSessionBody,
  SessionStatus,
  TillRegisterList,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The drawers (docs/product/registers.md, docs/product/api.md#registers-and-drawer-sessions): the
 * till's registers with their open session, one session with its X or Z report, the list the
 * registers screen shows, and the writes. Staff only: pass `{ skip: useSignedOut() }`. Every
 * write refreshes what reads a drawer (tag `Register`); a sale does too (sale.api.ts).
 */
export const registersApi = injectEndpoints((build) => ({
  getTillRegisters: build.query<TillRegisterList, void>({
    query: () => '/registers',
    providesTags: ['Register'],
  }),
  getDrawerSession: build.query<DrawerSession, number>({
    query: (id) => `/registers/sessions/${id}`,
    transformResponse: (body: DrawerSessionResponse) => body.session,
    providesTags: ['Register'],
  }),
  getDrawerSessions: build.query<DrawerSessionList, { status?: SessionStatus; page?: number }>({
    query: (params) => ({ url: '/registers/sessions', params }),
    providesTags: ['Register'],
  }),
  openDrawerSession: build.mutation<DrawerSession, { registerId: number } & OpenSessionBody>({
    query: ({ registerId, ...body }) => ({
      url: `/registers/${registerId}/sessions`,
      method: 'POST',
      body,
    }),
    transformResponse: (body: DrawerSessionResponse) => body.session,
    invalidatesTags: (result) => (result ? ['Register'] : []),
  }),
  moveDrawerCash: build.mutation<DrawerSession, { sessionId: number } & CashMovementBody>({
    query: ({ sessionId, ...body }) => ({
      url: `/registers/sessions/${sessionId}/cash-movements`,
      method: 'POST',
      body,
    }),
    transformResponse: (body: DrawerSessionResponse) => body.session,
    invalidatesTags: (result) => (result ? ['Register'] : []),
  }),
  closeDrawerSession: build.mutation<DrawerSession, { sessionId: number } & CloseSessionBody>({
    query: ({ sessionId, ...body }) => ({
      url: `/registers/sessions/${sessionId}/close`,
      method: 'POST',
      body,
    }),
    transformResponse: (body: DrawerSessionResponse) => body.session,
    invalidatesTags: (result) => (result ? ['Register'] : []),
  }),
  /** The Z report as CSV text (a mutation: fetched on demand, never cached). */
  exportZReportCsv: build.mutation<string, number>({
    query: (id) => ({ url: `/registers/sessions/${id}/z-report.csv`, responseHandler: 'text' }),
  }),
}));

export const {
  useGetTillRegistersQuery,
  useGetDrawerSessionQuery,
  useGetDrawerSessionsQuery,
  useOpenDrawerSessionMutation,
  useMoveDrawerCashMutation,
  useCloseDrawerSessionMutation,
  useExportZReportCsvMutation,
} = registersApi;
