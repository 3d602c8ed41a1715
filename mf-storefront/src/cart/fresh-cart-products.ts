import { useEffect, useState } from 'react';
import {
  isNotFound,
  refreshCartProducts,
  selectCartItems,
  useAppDispatch,
  useAppSelector,
  useFetchProduct,
} from '@shop/shop-state';

/** What the shopper should hear about after the cart was read again. */
export interface CartNews {
  /** Lines whose price is not what it was when they were added. */
  repriced: string[];
  /** Products the shop no longer sells; paying would be refused. */
  gone: string[];
  /** Today's stock of each product read again, by id: a line above it cannot be paid for. */
  stock: Record<number, number>;
}

const NO_NEWS: CartNews = { repriced: [], gone: [], stock: {} };

/**
 * The cart keeps each product as it was when added, but the server charges today's
 * price. So on opening the cart every line's product is read again and the cart takes
 * today's name, price and picture: the total shown is the total charged. Today's stock
 * comes with it, so a line the shop can no longer fill is marked before checkout rather
 * than refused at Pay Now. A failed read leaves its line as it was (the server still
 * decides at checkout).
 */
export function useFreshCartProducts(): CartNews {
  const dispatch = useAppDispatch();
  const fetchProduct = useFetchProduct();
  const items = useAppSelector(selectCartItems);
  const [news, setNews] = useState<CartNews>(NO_NEWS);
  // Once per visit: the lines as they were when the page opened.
  const [opened] = useState(items);

  useEffect(() => {
    let current = true;
    const reads = opened.map(async (line) => {
      const read = fetchProduct(line.id, { subscribe: false, forceRefetch: true });
      const { data, error } = await read;
      return { line, product: data, gone: isNotFound(error) };
    });
    void Promise.all(reads).then((results) => {
      if (!current) return;
      const fresh = results.flatMap(({ product }) => (product ? [product] : []));
      dispatch(refreshCartProducts(fresh));
      setNews({
        repriced: results.flatMap(({ line, product }) =>
          product && product.selling_price !== line.selling_price ? [product.name] : [],
        ),
        gone: results.filter(({ gone }) => gone).map(({ line }) => line.name),
        stock: Object.fromEntries(fresh.map((product) => [product.id, product.quantity_in_stock])),
      });
    });
    return () => {
      current = false;
    };
  }, [dispatch, fetchProduct, opened]);

  return news;
}
