/**
 * Version of the consent texts the pages show. Each recorded consent carries the version it was
 * given under; a new wording gets a new version, so old consents keep meaning what they said.
 */
export const CURRENT_CONSENT_TEXT_VERSION = '2026-11-v1';
