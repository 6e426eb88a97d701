import { createHash } from 'node:crypto';
import type { IdentityProvider } from './identity-provider.port.js';
import { SandboxIdentityProvider } from './identity-provider.sandbox.js';

export interface IdentityProviders {
  /** The identity providers social sign-in accepts, by name. */
  providers: ReadonlyMap<string, IdentityProvider>;
  /** The sandbox provider, which issues tokens for any e-mail: outside production only. */
  sandbox: SandboxIdentityProvider | undefined;
}

/**
 * Outside production, the sandbox provider signs with a key derived from the session secret. In
 * production no provider is configured yet, so social sign-in refuses every token (real providers,
 * with OpenID Connect discovery and their client ids, are added here).
 */
export function createIdentityProviders(options: {
  production: boolean;
  sessionSecret: string;
}): IdentityProviders {
  const providers = new Map<string, IdentityProvider>();
  let sandbox: SandboxIdentityProvider | undefined;
  if (!options.production) {
    const key = createHash('sha256').update(`identity-sandbox:${options.sessionSecret}`).digest('hex');
    sandbox = new SandboxIdentityProvider(key);
    providers.set(sandbox.name, sandbox);
  }
  return { providers, sandbox };
}
