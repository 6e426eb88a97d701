import { isErrorCode, isMessageCode, message, userErrorMessage, type Locale } from '@autohub/domain';

/**
 * The user message of a domain error or message code (the spec's wording), or null when the code
 * is not in the domain's catalogues. Loaded only when a call fails, so the catalogue never weighs
 * on the first page.
 */
export function domainUserMessage(code: string, locale: Locale): string | null {
  if (isErrorCode(code)) return userErrorMessage(code, locale);
  if (isMessageCode(code)) return message(code, locale);
  return null;
}
