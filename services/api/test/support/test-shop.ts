import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app';
import type { DatabaseTarget } from './database-targets';

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
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** Called after the app is built and before it listens, e.g. to add a probe route. */
  beforeListen?: (app: NestFastifyApplication) => void;
}

export async function startTestShop(
  target: DatabaseTarget,
  options: TestShopOptions = {},
): Promise<TestShop> {
  const database = await target.create();
  let app: NestFastifyApplication | undefined;
  try {
    app = await createApp(database.settings, { logger: false });
    options.beforeListen?.(app);
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app?.close();
    await database.drop();
    throw error;
  }
  const baseUrl = `${await app.getUrl()}/api`;
  const request = async <T>(path: string, init: RequestInit = {}): Promise<ApiResponse<T>> => {
    const response = await fetch(`${baseUrl}${path}`, init);
    const text = await response.text();
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
    close: async () => {
      await started.close();
      await database.drop();
    },
  };
}
