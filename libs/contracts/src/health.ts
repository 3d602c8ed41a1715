/** Body of `GET /health`: 200 when the database answers, 503 (with `error`) otherwise. */
export type HealthStatus =
  { status: 'ok'; database: 'up' } | { status: 'error'; database: 'down'; error: string };
