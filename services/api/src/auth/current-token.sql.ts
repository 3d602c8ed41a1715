/**
 * The condition a token's account row must meet besides being active, for the two places
 * that read the account behind a token in one statement (users.service.ts for the guard,
 * checkout-statements.ts for the checkout): the token was issued at the account's current
 * token version (no password change since,
 * docs/decisions/0060-a-password-change-ends-other-sessions.md) and is not on the deny-list of
 * signed-out tokens (docs/decisions/0061-sign-out-ends-the-token-on-the-server.md). Parameters, in
 * order: the token's version, its id. One primary-key probe of `revoked_token` inside the account
 * read, so refusing a signed-out token costs no statement of its own
 * (docs/architecture.md#sessions-limits-and-client-addresses).
 */
export const CURRENT_TOKEN_SQL = (userAlias: string): string =>
  `${userAlias}.token_version = ?` +
  ' and not exists (select 1 from revoked_token r where r.token_id = ?)';
