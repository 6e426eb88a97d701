import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IdentityProvider } from './identity-provider.port.js';
import { SandboxIdentityProvider } from './identity-provider.sandbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity providers social sign-in accepts, by name. */
    identityProviders: ReadonlyMap<string, IdentityProvider>;
    /** The sandbox provider, which issues tokens for any e-mail: outside production only. */
    sandboxIdentityProvider: SandboxIdentityProvider | undefined;
  }
}

/**
 * Decorates the app with its identity providers. Outside production, the sandbox provider signs
 * with a key derived from the session secret; real providers (OpenID Connect discovery and JWKS)
 * are added here with their client ids.
 */
export function registerIdentityProviders(app: FastifyInstance): void {
  const providers = new Map<string, IdentityProvider>();
  let sandbox: SandboxIdentityProvider | undefined;
  if (app.config.nodeEnv !== 'production') {
    const key = createHash('sha256').update(`identity-sandbox:${app.config.sessionSecret}`).digest('hex');
    sandbox = new SandboxIdentityProvider(key);
    providers.set(sandbox.name, sandbox);
  }
  app.decorate('identityProviders', providers);
  app.decorate('sandboxIdentityProvider', sandbox);
}
