import type { ErrorResponse } from '@autohub/contract';
import {
  ERRORS,
  type ErrorCode,
  type Locale,
  isDomainError,
  isMessageCode,
  message,
  userErrorMessage,
} from '@autohub/domain';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { HTTP_STATUS_OF_KIND, codeOfStatus } from './http-messages.js';
import { localeFromAcceptLanguage } from './locale.js';

type Detail = NonNullable<ErrorResponse['details']>[number];

export interface ErrorAnswer {
  statusCode: number;
  body: ErrorResponse;
}

/** The locale of a request's messages (Accept-Language, default pt-BR). */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

// A field rule of the contract may name a message of the catalogue instead of a sentence; it is
// then written in the reader's language.
function issueMessage(text: string, locale: Locale): string {
  return isMessageCode(text) ? message(text, locale) : text;
}

function validationDetails(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
  locale: Locale,
): Detail[] {
  const prefix = context ?? 'request';
  return issues.flatMap((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const path = [prefix, ...segments].join('.');
    const keys = (issue.params as { keys?: unknown }).keys;
    // One line per unknown field, so each can be shown beside the field it names.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({
        path: `${path}.${String(key)}`,
        code: 'unrecognized_key',
        message: issueMessage(issue.message ?? 'Unrecognized key', locale),
      }));
    }
    // A catalogue code names the rule better than the schema keyword: forms key their texts on it.
    const code = issue.message !== undefined && isMessageCode(issue.message) ? issue.message : issue.keyword;
    return [{ path, code, message: issueMessage(issue.message ?? issue.keyword, locale) }];
  });
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined;
}

/** The HTTP status of a catalogue code, from the code's kind. */
export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS_OF_KIND[ERRORS[code].kind];
}

function catalogueAnswer(code: ErrorCode, locale: Locale): ErrorAnswer {
  return { statusCode: httpStatusOf(code), body: { code, message: userErrorMessage(code, locale) } };
}

/**
 * The answer to an error: expected failures (the domain's one error type) get the status of their
 * code's kind, their code and its message in the request's language; anything else is a 500 that
 * says nothing about the internals.
 */
export function answerFor(error: unknown, locale: Locale): ErrorAnswer {
  if (isDomainError(error)) {
    return {
      statusCode: httpStatusOf(error.code),
      body: { code: error.code, message: error.userMessage(locale) },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) {
    return {
      statusCode: 400,
      body: {
        code: 'validation_error',
        message: userErrorMessage('validation_error', locale),
        details: validationDetails(fastifyError.validation, fastifyError.validationContext, locale),
      },
    };
  }
  const status = statusOf(error);
  // Fastify and its plugins raise 4xx errors about the request itself (bad JSON, body too large,
  // unsupported media type, rate limit); their status is meaningful, their wording is not ours.
  if (status !== undefined && status < 500) {
    const code = codeOfStatus(status);
    return { statusCode: status, body: { code, message: userErrorMessage(code, locale) } };
  }
  return catalogueAnswer(status === 503 ? 'service_unavailable' : 'internal_error', locale);
}

/** The single error handler of the api. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = answerFor(error, requestLocale(request));
  // Bodies are never logged, not even redacted: a body sent as text is one opaque string, and
  // what a field holds is the person's business. Field paths and codes say what went wrong.
  if (answer.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: answer.body.code, details: answer.body.details }, 'request rejected');
  }
  void reply.code(answer.statusCode).send(answer.body);
}

/** Sends a catalogue error without going through a thrown error (404s, 401s). */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode): FastifyReply {
  const answer = catalogueAnswer(code, requestLocale(request));
  return reply.code(answer.statusCode).send(answer.body);
}
