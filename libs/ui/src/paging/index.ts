/**
 * @shop/ui/paging: the pager and the clamp-to-last-page effect for screens that page
 * through a list (products, purchases, the back office's tables). No antd, so the
 * products list (a first page) may use it; a kit of its own rather than part of
 * `@shop/ui`, which is shared whole and so loads on `/`, where nothing pages.
 */
export { Pager, pageWindow, type PagerProps } from './pager';
export { useClampToLastPage } from './use-clamp-to-last-page';
