import { unsafeTextPaths } from '@autohub/contract';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';

type Part = 'params' | 'querystring' | 'body';

class UnsafeTextError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly validationContext: Part,
    readonly validation: FastifySchemaValidationError[],
  ) {
    super('A field carries a NUL character or a lone surrogate');
  }
}

/**
 * Refuses, on every route (declared schema or not, new modules included), a request whose path
 * parameters, query or body carry a NUL character or a lone surrogate anywhere: a 400 naming
 * the field, before any handler, store or partner sees the text.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [Part, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const paths = unsafeTextPaths(value);
      if (paths.length === 0) continue;
      throw new UnsafeTextError(
        part,
        paths.map((path) => ({
          keyword: 'field_invalid',
          instancePath: path ? `/${path.split('.').join('/')}` : '',
          schemaPath: '',
          params: {},
          message: 'field_invalid',
        })),
      );
    }
  });
}
