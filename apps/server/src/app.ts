import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '@wiy/shared/app-config';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { policiesRoutes } from './modules/policies/policies.routes.ts';
import { requireApplicationHeader } from './plugins/application-header.ts';
import { registerAuth } from './plugins/auth.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerMedia, registerWebApp } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    clock: Clock;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** What the web app is told at load time (see `AppConfig`). */
export function publicAppConfig(config: Config): AppConfig {
  return {
    shortName: config.shortName,
    displayName: config.displayName,
    mediaBaseUrl: config.mediaBaseUrl,
    supportEmail: config.supportEmail,
    messagingUrl: config.messagingUrl,
  };
}

/** Builds the whole server: external plugins, then our decorators, then the routes. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, allErrors: false } },
  });
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('clock', deps.clock ?? systemClock);

  registerErrorHandler(app);
  registerAuth(app, loadOrCreateSecret(config.dataDir, 'tokenSecret', config.tokenSecret));
  await registerSecurityHeaders(app, config.mediaBaseUrl);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, config.displayName);

  await app.register(healthRoutes);
  await app.register(async (api) => {
    requireApplicationHeader(api, config.shortName);
    await api.register(feedRoutes);
    await api.register(policiesRoutes);
  });

  await registerMedia(app, path.join(config.dataDir, 'media'));
  await registerWebApp(app, config.webDist, publicAppConfig(config));
  return app;
}
