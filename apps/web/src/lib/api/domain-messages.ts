import {
  isErrorCode,
  isMessageCode,
  message,
  userErrorMessage,
  userMessageHasParams,
  type Locale,
  type MessageCode,
} from '@autohub/domain';

export interface DomainUserMessage {
  text: string;
  /** The catalogue's text has `{name}` placeholders only the api can fill. */
  hasParams: boolean;
}

/**
 * The user message of a domain error or message code (the spec's wording), or null when the code
 * is not in the domain's catalogues. Loaded only when a call fails, so the catalogue never weighs
 * on the first page.
 */
export function domainUserMessage(code: string, locale: Locale): DomainUserMessage | null {
  if (isErrorCode(code))
    return { text: userErrorMessage(code, locale), hasParams: userMessageHasParams(code) };
  if (isMessageCode(code)) {
    const text = message(code, locale);
    return { text, hasParams: /\{\w+\}/.test(text) };
  }
  return null;
}

/** The text of a message of the domain's catalogue in a locale (`message`, loaded with this chunk). */
export function domainMessageText(
  code: MessageCode,
  locale: Locale,
  params?: Readonly<Record<string, string | number>>,
): string {
  return message(code, locale, params);
}
