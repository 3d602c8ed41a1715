// @ts-check
// `node perf/devices/nest-hooks.mjs`: CPU per request of the per-request work the API does in
// Fastify hooks (services/api/src/app.ts: a request context opened in `onRequest`, an `onSend`
// hook for @ChangesCatalogue()) against the same work as Nest middleware on every route and a
// global rxjs interceptor, as it was before commit c4823ec. Two minimal Nest apps on Fastify,
// one cheap route each, requests injected: the figure is the mechanism's cost, not the API's.
import 'reflect-metadata';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Controller, Get, Injectable, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { tap } from 'rxjs';
import { cpuPerCall } from './support.mjs';

const requestContext = new AsyncLocalStorage();

class ShopController {
  get() {
    return { name: 'FitShop', open: true };
  }
}
Controller('shop')(ShopController);
Get()(ShopController.prototype, 'get', {
  value: ShopController.prototype.get,
  writable: true,
  configurable: true,
});

class ContextMiddleware {
  /** @param {unknown} _request @param {unknown} _response @param {() => void} next */
  use(_request, _response, next) {
    requestContext.run({}, next);
  }
}
Injectable()(ContextMiddleware);

class CatalogueChangeInterceptor {
  /** @param {unknown} _context @param {import('@nestjs/common').CallHandler} next */
  intercept(_context, next) {
    return next.handle().pipe(tap({ next() {}, error() {} }));
  }
}
Injectable()(CatalogueChangeInterceptor);

class HooksModule {}
Module({ controllers: [ShopController] })(HooksModule);

class MiddlewareModule {
  /** @param {import('@nestjs/common').MiddlewareConsumer} consumer */
  configure(consumer) {
    consumer.apply(ContextMiddleware).forRoutes('*');
  }
}
Module({
  controllers: [ShopController],
  providers: [{ provide: APP_INTERCEPTOR, useClass: CatalogueChangeInterceptor }],
})(MiddlewareModule);

/** @param {import('@nestjs/common').Type} module @param {boolean} withHooks */
async function fastifyOf(module, withHooks) {
  const adapter = new FastifyAdapter();
  const app = await NestFactory.create(module, adapter, { logger: false });
  if (withHooks) {
    const fastify = adapter.getInstance();
    fastify.addHook('onRequest', (_request, _reply, done) => requestContext.run({}, done));
    fastify.addHook('onSend', async (_request, _reply, payload) => payload);
  }
  app.setGlobalPrefix('api');
  await app.init();
  return adapter.getInstance();
}

const hooks = await fastifyOf(HooksModule, true);
const middleware = await fastifyOf(MiddlewareModule, false);
const cost = await cpuPerCall(
  {
    'Fastify hooks': () => hooks.inject({ url: '/api/shop' }),
    'Nest middleware and interceptor': () => middleware.inject({ url: '/api/shop' }),
  },
  { rounds: 15, perBlock: 1000 },
);
for (const [side, us] of Object.entries(cost)) {
  console.log(`${side}: median ${us.toFixed(0)} µs of CPU per request`);
}
