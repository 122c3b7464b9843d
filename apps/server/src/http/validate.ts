import { findControlCharacter } from '@app/core/text-input';
import { zValidator } from '@hono/zod-validator';
import type { Context, Env, MiddlewareHandler, ValidationTargets } from 'hono';
import { z } from 'zod';
import { AppError, badRequest, invalidInput } from './errors.ts';

const targetLabel: Record<keyof ValidationTargets, string> = {
  json: 'request body',
  form: 'form data',
  query: 'query parameters',
  param: 'path parameters',
  header: 'request headers',
  cookie: 'cookies',
};

export interface ValidateOptions {
  /**
   * Top-level fields that are not text someone typed, exempt from the control-character rule:
   * a saved response of an outside source, say, whose text is cleaned like a live fetch's.
   */
  notText?: readonly string[];
}

/**
 * Route middleware that parses one part of the request with a zod schema. The parsed value is
 * read with `c.req.valid(target)`; anything invalid becomes a 400 `invalid_input` in the error shape
 * (malformed JSON becomes 400 `invalid_json`, a body that is not JSON 415). Before the schema,
 * every string in it is held to the control-character rule (see rejectControlCharacters).
 *
 * @example app.post('/things', validate('json', newThing), (c) => c.json(create(c.req.valid('json'))))
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
) {
  const notText = new Set(options.notText ?? []);
  return zValidator(
    target,
    schema,
    (result, c) => {
      if (target === 'json') requireJsonBody(c);
      if (!result.success) throw invalidInput(result.error, targetLabel[target]);
    },
    {
      validationFunction: (parser, value) => {
        rejectControlCharacters(value, targetLabel[target], (key) => notText.has(key));
        // The validator's result type is a conditional on the generic Schema, which TypeScript
        // cannot resolve here; safeParseAsync's result is that type for every zod 4 schema.
        return parser.safeParseAsync(value) as never;
      },
    },
  );
}

/**
 * 400 `invalid_input` naming the field when a string (or key) in `value` holds a control
 * character (packages/core/src/text-input.ts): PostgreSQL refuses NUL in text, and no field has
 * a use for the others. `skip` exempts fields by name (passwords, raw source documents).
 */
export function rejectControlCharacters(value: unknown, what: string, skip?: (key: string) => boolean): void {
  const issue = findControlCharacter(value, skip);
  if (!issue) return;
  const where = issue.path ? `${issue.path}: ` : '';
  throw badRequest(`Invalid ${what}: ${where}${issue.message}.`, [issue], 'invalid_input');
}

/** `validate('json', schema)` */
export const validateJson = <Schema extends z.ZodType>(schema: Schema, options?: ValidateOptions) =>
  validate('json', schema, options);
/**
 * `validate('query', schema)` for a synchronous schema: remember query values arrive as strings
 * (use z.coerce for numbers); a name given twice arrives as an array. Parsed without Hono's
 * validator, which reads every request's Content-Type and builds a list per name before an
 * asynchronous parse: some 7 µs of a search's ~100 µs under load (CPU profile), for what a GET
 * never needs.
 */
export function validateQuery<Schema extends z.ZodType>(
  schema: Schema,
): MiddlewareHandler<
  Env,
  string,
  { in: { query: Record<string, string | string[]> }; out: { query: z.output<Schema> } }
> {
  return async (c, next) => {
    const values = queryValues(c.req.url);
    rejectControlCharacters(values, targetLabel.query);
    const result = schema.safeParse(values);
    if (!result.success) throw invalidInput(result.error, targetLabel.query);
    c.req.addValidatedData('query', result.data as object);
    await next();
  };
}

/** The query string's values by name, as Hono's validator gives them. */
export function queryValues(url: string): Record<string, string | string[]> {
  // No prototype: a parameter named __proto__ stays a plain value.
  const values: Record<string, string | string[]> = Object.create(null);
  const start = url.indexOf('?');
  if (start < 0) return values;
  // forEach rather than the iterator, which makes a result object and a pair per parameter.
  new URLSearchParams(url.slice(start + 1)).forEach((value, name) => {
    const seen = values[name];
    values[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  });
  return values;
}
/** `validate('param', schema)` */
export const validateParams = <Schema extends z.ZodType>(schema: Schema) => validate('param', schema);

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

// Hono validates a non-JSON body as `{}`, which would silently drop a body sent as text/plain.
function requireJsonBody(c: Context): void {
  const hasBody =
    Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (hasBody && !jsonMediaType.test(mediaType)) {
    throw new AppError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json).',
    );
  }
}

/** `:id` of a row with a serial key (a PostgreSQL integer): anything else is a 400 'Not an id.'. */
export const serialIdParams = z.object({
  id: z.coerce
    .number({ error: 'Not an id.' })
    .int({ error: 'Not an id.' })
    .positive({ error: 'Not an id.' })
    .max(2_147_483_647),
});
