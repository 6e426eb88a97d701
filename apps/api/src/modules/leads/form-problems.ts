import type { FormProblem } from '@autohub/domain';

/**
 * A rejected form in the shape of the api's request validation: `400 validation_error` with one
 * detail per field, path `body.<prefix>.<field>` and the catalogue code, so forms show the same
 * texts whether the contract or a domain rule (the CPF rule of the page settings…) refused it.
 */
export function formProblemsError(problems: readonly FormProblem[], prefix?: string): Error {
  const error = new Error('The form has problems') as Error & {
    statusCode: number;
    validation: {
      instancePath: string;
      keyword: string;
      message: string;
      params: object;
      schemaPath: string;
    }[];
    validationContext: string;
  };
  error.statusCode = 400;
  error.validationContext = 'body';
  error.validation = problems.map((problem) => ({
    instancePath: `/${[prefix, ...problem.field.split('.')].filter(Boolean).join('/')}`,
    keyword: 'custom',
    message: problem.code,
    params: {},
    schemaPath: '#/custom',
  }));
  return error;
}
