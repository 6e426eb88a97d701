import { SHARED_BUILD_PARAM, SharedBuildParams } from '@autohub/contract';
import { DomainError, LOCALES } from '@autohub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linkBase } from '../../http/link-base.js';
import type { PageHead } from '../../http/web-app.js';
import { sharedBuildHead } from './build-preview.js';
import { type BuildsService, createBuildsService } from './builds.service.js';

/** `/{locale}/{brand}/builder`, the page a shared build opens (sharedBuildPath). */
const BUILDER_PAGE = new RegExp(`^/(?:${LOCALES.join('|')})/[a-z0-9-]+/builder/?$`);

/**
 * The page head of a shared build's address: its title and the Open Graph and Twitter tags with the
 * car's picture and price. Any other address, or a code that is malformed or unknown, gets none.
 */
export function sharedBuildPageHead(app: FastifyInstance): PageHead {
  let service: BuildsService | undefined;
  const builds = (): BuildsService => (service ??= createBuildsService(app.database.db));
  return async (request: FastifyRequest) => {
    const url = new URL(request.url, 'http://page.invalid');
    if (!BUILDER_PAGE.test(url.pathname)) return undefined;
    const params = SharedBuildParams.safeParse({ code: url.searchParams.get(SHARED_BUILD_PARAM) ?? '' });
    if (!params.success) return undefined;
    try {
      const { shared, version } = await builds().find(params.data.code, request.log);
      return sharedBuildHead(shared, version, linkBase(request));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'build_not_found') return undefined;
      throw error;
    }
  };
}
