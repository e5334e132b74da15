import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { PRINTABLE_PATTERN } from '@energy-advisor/contracts';

/**
 * Two validators, chosen deliberately (SAFE-DEFAULTS): JSON bodies are never coerced, so a wrong
 * type is a 400 rather than silently converted; query strings and path parameters arrive as text
 * and are coerced to their declared types. Unknown properties are ignored (the handlers read only
 * declared ones).
 */
function createAjv(coerceTypes: boolean) {
  const ajv = new Ajv({ coerceTypes, removeAdditional: true, useDefaults: true, allErrors: false, strict: false });
  addFormats(ajv, ['email', 'uri', 'date-time', 'date']);
  return ajv;
}

const bodyAjv = createAjv(false);
const textAjv = createAjv(true);

/** The app's validator compiler (exported for routes that set their own, e.g. multipart ones). */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<FastifySchema>>;
};

export const validation = fp(async function validationPlugin(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
});

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** A validation failure as one sentence a user can read, e.g. "content must not be blank". */
export function formatValidationError(context: string | undefined, errors: Partial<ErrorObject>[]): string {
  const [first] = errors;
  if (!first) return 'The request is invalid';
  const where = PART_NAMES[context ?? ''] ?? context ?? 'request';
  const field = first.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const params = (first.params ?? {}) as Record<string, unknown>;
  const name = first.keyword === 'required' ? String(params.missingProperty) : field;
  const subject = name ? name : where;
  switch (first.keyword) {
    case 'required':
      return `${subject} is required`;
    case 'pattern':
      if (params.pattern === '\\S') return `${subject} must not be blank`;
      if (params.pattern === PRINTABLE_PATTERN) return `${subject} must not hold control characters or line breaks`;
      return `${subject} has an invalid format`;
    case 'type':
      return `${subject} must be ${params.type === 'integer' ? 'a whole number' : `of type ${String(params.type)}`}`;
    case 'minLength':
      return params.limit === 1 ? `${subject} must not be empty` : `${subject} is too short`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters`;
    case 'format':
      return `${subject} must be a valid ${String(params.format)}`;
    default:
      return `${subject} ${first.message ?? 'is invalid'}`;
  }
}
