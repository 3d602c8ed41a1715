// The approval dialog's host, loaded lazily by the app file: a module of this remote, so the form
// kit is split off without a dynamic import of the library itself (which the module-boundary lint
// rule refuses beside the static imports of @shop/ui elsewhere).
export { ApprovalHost } from '@shop/ui/forms';
