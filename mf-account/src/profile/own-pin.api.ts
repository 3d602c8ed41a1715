import type { MessageResponse, OwnPinRequest } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/** `PUT /auth/pin`: the signed-in staff member's own approval PIN (docs/product/staff.md#pins). */
export const ownPinApi = injectEndpoints((build) => ({
  setOwnPin: build.mutation<MessageResponse, OwnPinRequest>({
    query: (body) => ({ url: '/auth/pin', method: 'PUT', body }),
  }),
}));

export const { useSetOwnPinMutation } = ownPinApi;
