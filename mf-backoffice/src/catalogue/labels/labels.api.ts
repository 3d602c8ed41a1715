import type { StaffStyle } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The styles whose variants get labels: each from the editor's own call
 * (`GET /catalogue/styles/{id}`), which carries every variant's SKU, barcode, size, colour and
 * price, so labels need nothing new from the API (docs/product/catalogue.md#labels).
 */
export const labelsApi = injectEndpoints((build) => ({
  getLabelStyles: build.query<StaffStyle[], number[]>({
    async queryFn(ids, _api, _extra, baseQuery) {
      const styles: StaffStyle[] = [];
      for (const id of ids) {
        const answer = await baseQuery(`/catalogue/styles/${id}`);
        if (answer.error) return { error: answer.error };
        styles.push(answer.data as StaffStyle);
      }
      return { data: styles };
    },
    providesTags: ['Product'],
  }),
}));

export const { useGetLabelStylesQuery } = labelsApi;
