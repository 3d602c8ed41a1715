/** Injection token of the AuthSettings the app was started with. */
export const AUTH_SETTINGS = Symbol('AUTH_SETTINGS');

/** Pinned for signing and verifying, so a token cannot choose `none` or another algorithm. */
export const JWT_ALGORITHM = 'HS256';
