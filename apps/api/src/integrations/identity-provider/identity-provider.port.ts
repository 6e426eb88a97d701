/**
 * Social sign-in port (spec document 2 "POST authentication/social"): the web obtains an OpenID
 * Connect id token from a provider and hands it to us; the port checks it and says who it names.
 */

/** The claims of a verified id token we use (OpenID Connect Core §2 and §5.1). */
export interface IdentityClaims {
  /** `iss`: who issued the token. */
  issuer: string;
  /** `sub`: the person's stable id at the issuer. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface IdentityProvider {
  readonly name: string;
  /**
   * The claims of a valid id token meant for us (signature, issuer, audience, expiry checked), or
   * null for anything else.
   */
  verifyIdToken(idToken: string, now: Date): Promise<IdentityClaims | null>;
}
