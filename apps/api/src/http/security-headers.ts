import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/** The platform's own pages: everything from this origin, nothing inline, nothing framed elsewhere. */
const APP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
};

/**
 * The API docs page only: Swagger UI sets element styles and draws its icons from `data:` URIs.
 * Its scripts are files of this origin, so scripts stay 'self'.
 */
const DOCS_DIRECTIVES: Directives = {
  ...APP_DIRECTIVES,
  'img-src': ["'self'", 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
};

// What a browser applies to a script, style sheet or font it loads: no sniffing of its type, no
// loading from another site's page, and HTTPS for the host.
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

// Headers of an ordinary reply that are not security headers.
const BASE_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

export interface SecurityHeaders {
  /** Headers of every answer but the web app's built files. */
  app: Readonly<Record<string, string>>;
  /**
   * Headers of the web app's built files (scripts, style sheets, fonts, pictures under `/assets/`):
   * only those a browser applies to a file a page loads. A policy, framing or referrer header acts
   * on a document, so on a script it is bytes sent again for every file of every page.
   */
  asset: Readonly<Record<string, string>>;
  /** The Content-Security-Policy of the docs page. */
  docsCsp: string;
}

async function headersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  // Helmet builds its headers per request; running it once on a probe instance gives the same
  // values, which every answer then reuses without recomputing them.
  const probe: FastifyInstance = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet, options);
    probe.get('/', () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    // Serving without security headers is worse than not starting.
    if (response.statusCode !== 200) {
      throw new Error(`Security headers could not be computed: ${response.statusCode} ${response.body}`);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!BASE_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * Computes the security headers once, at start-up. `connectSources`: other origins the pages may
 * call (the payment gateway's card-token endpoint, where the browser sends the card itself).
 */
export async function computeSecurityHeaders(options: {
  production: boolean;
  connectSources?: readonly string[];
}): Promise<SecurityHeaders> {
  const connect = ["'self'", ...(options.connectSources ?? [])];
  const optionsFor = (directives: Directives): FastifyHelmetOptions => ({
    contentSecurityPolicy: {
      useDefaults: false,
      // Upgrading requests only makes sense where the site is served over HTTPS.
      directives: options.production ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    // Browsers ignore HSTS over plain HTTP; in production the site is HTTPS.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const [app, docs] = await Promise.all([
    headersOf(optionsFor({ ...APP_DIRECTIVES, 'connect-src': connect })),
    headersOf(optionsFor(DOCS_DIRECTIVES)),
  ]);
  const asset = Object.fromEntries(Object.entries(app).filter(([name]) => ASSET_HEADERS.includes(name)));
  return { app, asset, docsCsp: docs['content-security-policy'] ?? '' };
}
