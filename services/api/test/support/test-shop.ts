import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEFAULT_SHOP_TIME_ZONE, canonicalTimeZone } from '@shop/contracts';
import { createApp, type AppOptions } from '../../src/app';
import type { AuthSettings } from '../../src/auth/auth-settings';
import type { DatabaseTarget } from './database-targets';
import { copySeededDemo } from './seeded-copy';

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** The real app on its own scratch database, listening on a free port. */
export interface TestShop {
  app: NestFastifyApplication;
  orm: MikroORM;
  /** `http://127.0.0.1:<port>/api` */
  baseUrl: string;
  get<T = unknown>(path: string): Promise<ApiResponse<T>>;
  request<T = unknown>(path: string, init: RequestInit): Promise<ApiResponse<T>>;
  /** JSON request, with a bearer token when given. */
  send<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<ApiResponse<T>>;
  /** Every response body this shop answered to the test, as text: for leak checks. */
  responseLog: string[];
  close(): Promise<void>;
}

/** Known to the tests, so they can forge tokens (expired, tampered) the way an attacker would. */
export const TEST_AUTH: AuthSettings = {
  secret: 'test-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  expiresIn: '1h',
};

/** `options` reach createApp (e.g. the shop's time zone and a pinned clock). */
export async function startTestShop(
  target: DatabaseTarget,
  options: AppOptions = {},
): Promise<TestShop> {
  const database = await target.create();
  // The zone createApp seeds in (it reads `shopTimeZone`, not the environment); one it refuses is
  // left for it to refuse. The pictures demo seeds its own.
  const seedZone = canonicalTimeZone(options.shopTimeZone ?? DEFAULT_SHOP_TIME_ZONE);
  const seedsTheDemo = seedZone !== null && !options.demoPictures;
  let app: NestFastifyApplication | undefined;
  try {
    if (seedsTheDemo) await copySeededDemo(database.settings, seedZone);
    app = await createApp(database.settings, TEST_AUTH, { logger: false, ...options });
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app?.close();
    await database.drop();
    throw error;
  }
  const baseUrl = `${await app.getUrl()}/api`;
  const responseLog: string[] = [];
  const request = async <T>(path: string, init: RequestInit = {}): Promise<ApiResponse<T>> => {
    const response = await fetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    responseLog.push(text);
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : null) as T,
    };
  };
  const started = app;
  return {
    app: started,
    orm: started.get(MikroORM),
    baseUrl,
    get: (path) => request(path),
    request,
    responseLog,
    send: (method, path, body, token) =>
      request(path, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: async () => {
      await started.close();
      await database.drop();
    },
  };
}
