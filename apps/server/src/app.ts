import type { AppConfig } from '@wiy/shared/app-config';
import type { DestinationStream } from 'pino';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { ServerSecretRepository } from './db/server-secret.repository.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { WireApp } from './lib/json-schema.ts';
import { categoriesServices } from './modules/categories/categories-services.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { contentServices } from './modules/content/content-services.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { accountServices } from './modules/account/account-services.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { scheduleAccountMaintenance } from './modules/account/deletion/deletion.job.ts';
import { sessionTimeRoutes } from './modules/account/session-time/session-time.routes.ts';
import { curationServices } from './modules/curation/curation-services.ts';
import { peopleServices } from './modules/people/people-services.ts';
import { transferServices } from './modules/transfer/transfer-services.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { scheduleDuePublishing } from './modules/curation/content/publishing.job.ts';
import { feedServices } from './modules/feed/feed-services.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { linkHealthServices } from './modules/link-health/link-health-services.ts';
import { scheduleLinkChecks } from './modules/link-health/link-health.job.ts';
import { linkHealthConsoleRoutes } from './modules/link-health/link-health.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mediaServices } from './modules/media/media-services.ts';
import { hotTopicsServices } from './modules/hot-topics/hot-topics-services.ts';
import { hotTopicsRoutes } from './modules/hot-topics/hot-topics.routes.ts';
import { policiesServices } from './modules/policies/policies-services.ts';
import { policiesRoutes } from './modules/policies/policies.routes.ts';
import { channelsServices } from './modules/channels/channels-services.ts';
import { channelsRoutes } from './modules/channels/channels.routes.ts';
import { recipesServices } from './modules/recipes/recipes-services.ts';
import { recipesRoutes } from './modules/recipes/recipes.routes.ts';
import { mutesServices } from './modules/mutes/mutes-services.ts';
import { mutesRoutes } from './modules/mutes/mutes.routes.ts';
import { followsServices } from './modules/follows/follows-services.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { reachServices } from './modules/reach/reach-services.ts';
import { reachConsoleRoutes, reachRoutes } from './modules/reach/reach.routes.ts';
import { savedServices } from './modules/saved/saved-services.ts';
import { sourcesServices } from './modules/sources/sources-services.ts';
import { sourcesConsoleRoutes } from './modules/sources/sources.routes.ts';
import { savedCardsRoutes, savedRoutes } from './modules/saved/saved.routes.ts';
import { searchServices } from './modules/search/search-services.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { siteSearchServices } from './modules/site-search/site-search-services.ts';
import { siteSearchRoutes } from './modules/site-search/site-search.routes.ts';
import { siteMapServices } from './modules/site-map/site-map-services.ts';
import { siteMapRoutes } from './modules/site-map/site-map.routes.ts';
import { syndicationServices } from './modules/syndication/syndication-services.ts';
import { syndicationRoutes } from './modules/syndication/syndication.routes.ts';
import { appDependencies } from './plugins/app-dependencies.ts';
import { requireApplicationHeader } from './plugins/application-header.ts';
import { authentication, sessionTokens } from './plugins/auth.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';
import { fastifyTrustProxy, warnOfUntrustedProxy } from './plugins/client-address.ts';
import { registerCompression } from './plugins/compression.ts';
import { deferredSchemaCompilers } from './plugins/deferred-schemas.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { boundedStringsKeyword, registerInputBounds } from './plugins/input-bounds.ts';
import { answerMalformedRequest, refuseMissingHost } from './plugins/malformed-requests.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { answerWithRequestId, requestId } from './plugins/request-id.ts';
import { childAtFirstLine, OneLinePerRequest } from './plugins/request-log.ts';
import { refuseWhileDraining } from './plugins/overload/draining.ts';
import { publicReadLimit } from './plugins/overload/public-read-limit.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS, registerPressureGuard } from './plugins/overload/under-pressure.ts';
import { answerPrivately, keepPublicReads, registerPublicCache } from './plugins/public-cache/public-cache.ts';
import { requestLimits } from './plugins/request-limits/request-limits.ts';
import { answerData, registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Compiles every route schema not yet used (see plugins/deferred-schemas.ts). The server itself leaves each to
     * its route's first request, so that routes nobody calls hold no compiled code; the tests call this to prove
     * that every schema compiles.
     */
    compileDeferredSchemas(): Promise<void>;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes: the server's buffered output (run-server.ts); standard output, line by line, when absent. */
  logStream?: DestinationStream;
  /** Routes added to the API group by the caller in code: the end-to-end tests' hooks (run-server.ts); the server itself adds none. */
  apiRoutes?: readonly ((api: WireApp) => Promise<void>)[];
}

/** What the web app is told at load time (see `AppConfig`). */
function publicAppConfig(config: Config): AppConfig {
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
  const schemas = deferredSchemaCompilers();
  const app = Fastify({
    schemaController: schemas.schemaController,
    // Nothing to redact: a request is logged through Fastify's serializer, which writes no header, so its
    // credentials never reach a line; pino's redaction copied every request's line to look for them (decision 232).
    logger: deps.logger ?? { level: config.logLevel, stream: deps.logStream },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: {
        coerceTypes: true,
        removeAdditional: true,
        allErrors: false,
        // With ajv's default (true), a path or query value coerced to ±Infinity ('Infinity', '1e309') skips
        // minimum and maximum, which only run on finite numbers; with false, the bounds refuse it.
        strictNumbers: false,
        keywords: [boundedStringsKeyword],
      },
    },
    genReqId: requestId,
    logController: new OneLinePerRequest(),
    childLoggerFactory: childAtFirstLine,
    // Node's refusal of a request without Host has an empty body; refuseMissingHost answers it instead.
    // Node checks the request and header time-outs every `connectionsCheckingInterval` (30 s by default).
    http: { requireHostHeader: false, headersTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs) },
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Fastify's own 503 while closing has another shape; plugins/overload/draining.ts answers those requests.
    return503OnClosing: false,
    clientErrorHandler: answerMalformedRequest,
    // A malformed or over-long URL is refused before routing; answer it in the app's error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({ Error: error.message });
    },
  });
  app.server.maxConnections = config.maxConnections;
  await app.register(appDependencies, { config, database: deps.database, clock: deps.clock ?? systemClock });
  app.decorate('compileDeferredSchemas', schemas.compileRest);

  registerErrorHandler(app);
  warnOfUntrustedProxy(app, config.trustProxy);
  answerWithRequestId(app);
  await app.register(sessionTokens, {
    secret: await loadOrCreateSecret(new ServerSecretRepository(deps.database.db), config.dataDir, 'tokenSecret', config.tokenSecret),
  });
  // The composition root: each module's repositories and services, built once by a plugin that decorates the
  // app with them and names the plugins it reads (fastify-plugin checks that they came first); routes only read them.
  await app.register(mediaServices);
  await app.register(feedServices);
  await app.register(contentServices);
  await app.register(hotTopicsServices);
  await app.register(categoriesServices);
  await app.register(channelsServices);
  await app.register(recipesServices);
  await app.register(policiesServices);
  await app.register(searchServices);
  await app.register(siteSearchServices);
  await app.register(savedServices);
  await app.register(mutesServices);
  await app.register(followsServices);
  await app.register(reachServices);
  await app.register(siteMapServices);
  await app.register(syndicationServices);
  await app.register(accountServices);
  await app.register(curationServices);
  await app.register(peopleServices);
  await app.register(transferServices);
  await app.register(linkHealthServices);
  await app.register(sourcesServices);
  await app.register(authentication);
  scheduleAccountMaintenance(app, app.account.deletions);
  scheduleLinkChecks(app, app.linkHealth.service, config.linkCheckTickMs);
  scheduleDuePublishing(app, app.curation.content, config.publishCheckMs);
  registerSecurityHeaders(app, config.mediaBaseUrl);
  refuseWhileDraining(app);
  await registerPressureGuard(app, { maxEventLoopDelayMs: config.maxEventLoopDelayMs, retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS });
  // Before @fastify/etag, whose hook may turn an answer into a 304: the public answers' hook keeps the answer first.
  await registerPublicCache(app, config.responseCacheBytes);
  await registerCompression(app);
  await metricsRoutes(app);
  await app.register(requestLimits, { perAddressFactor: config.perAddressLimitFactor });
  app.addHook('onRequest', refuseMissingHost);
  registerInputBounds(app);
  await registerOpenApi(app, config.displayName);
  const limitPublicRead = publicReadLimit(config.publicReadsPerMinute * config.perAddressLimitFactor);

  await app.register(healthRoutes);
  await app.register(sessionTimeRoutes);
  // Crawlers and feed readers send no Application header: robots.txt, the sitemap and the feeds stay outside the API group.
  await app.register(siteMapRoutes);
  await app.register(syndicationRoutes, { limitPublicRead });
  await app.register(async (api) => {
    answerData(api);
    requireApplicationHeader(api, config.shortName);
    answerPrivately(api);
    await api.register(async (publicReads) => {
      keepPublicReads(publicReads, limitPublicRead);
      await publicReads.register(feedRoutes);
      await publicReads.register(contentRoutes);
      await publicReads.register(hotTopicsRoutes);
      await publicReads.register(categoriesRoutes);
      await publicReads.register(policiesRoutes);
      await publicReads.register(channelsRoutes);
      await publicReads.register(recipesRoutes);
      await publicReads.register(savedCardsRoutes);
      await publicReads.register(siteSearchRoutes);
    });
    await api.register(adminRoutes, { moduleRoutes: [reachConsoleRoutes, linkHealthConsoleRoutes, sourcesConsoleRoutes] });
    for (const routes of deps.apiRoutes ?? []) await api.register(routes);
    await api.register(accountRoutes);
    await api.register(savedRoutes);
    await api.register(mutesRoutes);
    await api.register(followsRoutes);
    await api.register(reachRoutes);
    await api.register(searchRoutes);
  });

  await app.register(mediaRoutes);
  await registerWebApp(app, config.webDist, {
    appConfig: publicAppConfig(config),
    site: { siteName: config.displayName, description: config.description, mediaBaseUrl: config.mediaBaseUrl, sitePreview: app.media.variants.sitePreview },
    limitPublicRead,
  });
  return app;
}
