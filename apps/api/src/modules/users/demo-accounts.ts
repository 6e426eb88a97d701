// Production code refuses the demo accounts without loading them: only their address domain is known here.

/** The domain of the demo accounts: seeded for development only, their password is public. */
export const DEMO_EMAIL_DOMAIN = '@autohub.dev';

/** Whether an address belongs to the demo accounts, which production refuses to sign in. */
export function isDemoEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(DEMO_EMAIL_DOMAIN);
}
