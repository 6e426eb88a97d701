import { randomUUID } from 'node:crypto';
import type { AccessResource, RouteAccess } from '@autohub/domain';
import type { App } from '../../src/app.js';

/** One operation of the OpenAPI document the app serves, as the security suite walks it. */
export interface Operation {
  method: string;
  /** OpenAPI path, `/api/garage/owned/car/{id}`. */
  path: string;
  /** The route as Fastify knows it, `/api/garage/owned/car/:id`. */
  route: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body schema, with references resolved; undefined when the operation takes none. */
  body: JsonSchema | undefined;
  /** The requirement the route declared, when it declared one. */
  access: RouteAccess | undefined;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function resolver(document: OpenApiDocument) {
  const seen = new Map<string, JsonSchema>();
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema || depth > 12) return schema;
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() ?? '';
      const cached = seen.get(name);
      if (cached) return cached;
      const target: JsonSchema = {};
      seen.set(name, target);
      Object.assign(target, resolve(document.components?.schemas?.[name], depth + 1) ?? {});
      return target;
    }
    const copy: JsonSchema = { ...schema };
    if (schema.properties) {
      copy.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, depth + 1) ?? {}]),
      );
    }
    if (schema.items) copy.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = schema[key];
      if (list) copy[key] = list.map((item) => resolve(item, depth + 1) ?? {});
    }
    return copy;
  };
  return resolve;
}

/**
 * Every operation of the OpenAPI document the app serves at run time — whatever modules it has
 * now, so new routes join the walk and the fuzzer by themselves — with the access requirement
 * each route declared.
 */
export function operationsOf(app: App): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const resolve = resolver(document);
  const declared = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]));
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const route = path.replace(/\{(\w+)\}/g, ':$1');
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        required: parameter.required === true,
        schema: resolve(parameter.schema) ?? {},
      }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        route,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: json ? resolve(json) : undefined,
        access: declared.get(`${method.toUpperCase()} ${route}`),
      });
    }
  }
  return operations;
}

/** A plausible value of a path parameter, so a request reaches the route's checks. */
export function sampleParam(name: string, schema: JsonSchema, values: { userId: string }): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  const byName: Record<string, string> = {
    brand: 'fiat',
    locale: 'pt-BR',
    market: 'pt-BR',
    countryCode: 'BR',
    stateCode: 'SP',
    userId: values.userId,
    provider: 'sandbox',
    targetType: 'dealers',
    year: '2026',
  };
  const known = byName[name];
  if (known) return known;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return /id$/i.test(name) ? randomUUID() : 'x1';
}

/** The URL of an operation with its path parameters filled by `fill`. */
export function urlOf(operation: Operation, fill: (parameter: Parameter) => string): string {
  return operation.pathParams.reduce(
    (url, parameter) => url.replace(`{${parameter.name}}`, fill(parameter)),
    operation.path,
  );
}

/** The record a walked call acts on: another person's, when the path names a user. */
export function recordOf(operation: Operation, otherUserId: string): AccessResource | undefined {
  return operation.pathParams.some((parameter) => parameter.name === 'userId')
    ? { ownerId: otherUserId }
    : undefined;
}
