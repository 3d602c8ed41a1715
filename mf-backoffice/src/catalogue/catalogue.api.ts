import type {
  StaffStyle,
  StyleSort,
  StyleSummaryList,
  UploadedPicture,
  variantAddSchema,
  variantBulkUpdateSchema,
  variantUpdateSchema,
  StyleCreate,
  StyleUpdate,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';
import type { z } from 'zod';

/** `GET /catalogue/styles` as the style list asks for it (docs/product/catalogue.md#routes). */
export interface StyleListArgs {
  page: number;
  per_page: number;
  search?: string;
  category_id?: number;
  supplier_id?: number;
  status: 'active' | 'archived' | 'all';
  stock_status?: string;
  sort: StyleSort;
}

type StyleId = { styleId: number };
type VariantUpdate = z.input<typeof variantUpdateSchema>;
type VariantBulkUpdate = z.input<typeof variantBulkUpdateSchema>;
type VariantAdd = z.input<typeof variantAddSchema>;

/** The query without the filters left empty. */
const definedOnly = (args: StyleListArgs) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));

/** The style calls answer `{ style }`, like the product calls' `{ product }`. */
const unwrapStyle = ({ style }: { style: StaffStyle }) => style;

const LIST = { type: 'Style', id: 'LIST' } as const;
const style = (id: number) => ({ type: 'Style' as const, id });
/**
 * A variant is a product to the rest of the shop: a change of its price, SKU or state moves
 * the storefront, the till, the inventory and the reports too.
 */
const AFTER_VARIANT_CHANGE = ['Product', 'Inventory', 'Report'] as const;

/**
 * The back office's catalogue: styles, their variants and pictures. Staff only (cost prices):
 * pass `{ skip: useSignedOut() }` to the queries. Every write refreshes the style list and
 * the style it changed.
 */
export const catalogueApi = injectEndpoints((build) => ({
  getStyles: build.query<StyleSummaryList, StyleListArgs>({
    query: (args) => ({ url: '/catalogue/styles', params: definedOnly(args) }),
    providesTags: (result) => [LIST, ...(result?.styles ?? []).map(({ id }) => style(id))],
  }),
  getStyle: build.query<StaffStyle, number>({
    query: (id) => `/catalogue/styles/${id}`,
    transformResponse: unwrapStyle,
    // Stock is on the style's variants: a sale ('Product') makes it stale too.
    providesTags: (_result, _error, id) => [style(id), 'Product'],
  }),
  createStyle: build.mutation<StaffStyle, StyleCreate>({
    query: (body) => ({ url: '/catalogue/styles', method: 'POST', body }),
    transformResponse: unwrapStyle,
    invalidatesTags: (result) => (result ? [LIST, ...AFTER_VARIANT_CHANGE] : []),
  }),
  updateStyle: build.mutation<StaffStyle, StyleId & StyleUpdate>({
    query: ({ styleId, ...body }) => ({
      url: `/catalogue/styles/${styleId}`,
      method: 'PATCH',
      body,
    }),
    transformResponse: unwrapStyle,
    invalidatesTags: (result, _e, { styleId }) =>
      result ? [LIST, style(styleId), ...AFTER_VARIANT_CHANGE] : [],
  }),
  setStyleArchived: build.mutation<StaffStyle, StyleId & { archived: boolean }>({
    query: ({ styleId, archived }) => ({
      url: `/catalogue/styles/${styleId}/${archived ? 'archive' : 'restore'}`,
      method: 'POST',
    }),
    transformResponse: unwrapStyle,
    invalidatesTags: (result, _e, { styleId }) =>
      result ? [LIST, style(styleId), ...AFTER_VARIANT_CHANGE] : [],
  }),
  addVariants: build.mutation<StaffStyle, StyleId & VariantAdd>({
    query: ({ styleId, ...body }) => ({
      url: `/catalogue/styles/${styleId}/variants`,
      method: 'POST',
      body,
    }),
    transformResponse: unwrapStyle,
    invalidatesTags: (result, _e, { styleId }) =>
      result ? [LIST, style(styleId), ...AFTER_VARIANT_CHANGE] : [],
  }),
  updateVariant: build.mutation<StaffStyle, StyleId & { id: number } & VariantUpdate>({
    query: ({ styleId: _styleId, id, ...body }) => ({
      url: `/catalogue/variants/${id}`,
      method: 'PATCH',
      body,
    }),
    transformResponse: unwrapStyle,
    invalidatesTags: (_result, error, { styleId }) =>
      error ? [] : [LIST, style(styleId), ...AFTER_VARIANT_CHANGE],
  }),
  updateVariants: build.mutation<unknown, StyleId & VariantBulkUpdate>({
    query: ({ styleId: _styleId, ...body }) => ({
      url: '/catalogue/variants',
      method: 'PATCH',
      body,
    }),
    invalidatesTags: (_result, error, { styleId }) =>
      error ? [] : [LIST, style(styleId), ...AFTER_VARIANT_CHANGE],
  }),
  /** Deletes a variant without history; one with history answers 409 (archive it instead). */
  deleteVariant: build.mutation<unknown, StyleId & { id: number }>({
    query: ({ id }) => ({ url: `/catalogue/variants/${id}`, method: 'DELETE' }),
    invalidatesTags: (_result, error, { styleId }) =>
      error ? [] : [LIST, style(styleId), ...AFTER_VARIANT_CHANGE],
  }),
  /** The picture is stored but on no style until the style is saved with it. */
  uploadPicture: build.mutation<UploadedPicture, File>({
    query: (file) => {
      const body = new FormData();
      body.append('file', file);
      return { url: '/catalogue/pictures', method: 'POST', body };
    },
  }),
}));

export const {
  useGetStylesQuery,
  useGetStyleQuery,
  useCreateStyleMutation,
  useUpdateStyleMutation,
  useSetStyleArchivedMutation,
  useAddVariantsMutation,
  useUpdateVariantMutation,
  useUpdateVariantsMutation,
  useDeleteVariantMutation,
  useUploadPictureMutation,
} = catalogueApi;
