import fp from 'fastify-plugin';
import { ROWS_PER_READ, SiteMapService, URLS_PER_FILE } from './site-map.service.ts';

export interface SiteMapOptions {
  /** URLs per sitemap file before the sitemap becomes an index; tests lower it. */
  urlsPerFile?: number;
  /** Rows per database read while building; tests lower it to cross page boundaries with a few rows. */
  rowsPerRead?: number;
}

interface SiteMapServices {
  service: SiteMapService;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteMap: SiteMapServices;
  }
}

/** The sitemap, built from the public modules' own reads, and its cache: one for the process. */
export const siteMapServices = fp<SiteMapOptions>(
  async (app, options) => {
    const service = new SiteMapService({
      feeds: app.feed.repository,
      categories: app.categories.service,
      hotTopics: app.hotTopics.repository,
      channels: app.channels.repository,
      knowledge: app.policies.repository,
      clock: app.clock,
      product: app.config.shortName,
      urlsPerFile: options.urlsPerFile ?? URLS_PER_FILE,
      rowsPerRead: options.rowsPerRead ?? ROWS_PER_READ,
    });
    app.decorate('siteMap', { service });
  },
  { name: 'site-map', dependencies: ['app-dependencies', 'feed', 'categories', 'hot-topics', 'channels', 'policies'] },
);
