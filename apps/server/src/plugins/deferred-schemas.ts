import ajvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;

/**
 * Fastify's own compilers (ajv for requests, fast-json-stringify for answers), each route's functions
 * compiled when first used instead of while the server starts: compiling every schema was most of a cold
 * start, and routes nobody calls would hold their compiled functions (decision 103). `compileRest` compiles the ones still waiting, for the test that proves every schema
 * compiles.
 */
export function deferredSchemaCompilers(): { schemaController: SchemaController; compileRest(): Promise<void> } {
  const waiting = new Set<() => void>();
  const defer = <F>(compile: () => F): (() => F) => {
    let compiled: F | undefined;
    const compileNow = () => {
      waiting.delete(compileNow);
      compiled ??= compile();
      return compiled;
    };
    waiting.add(compileNow);
    return compileNow;
  };

  const buildAjv = ajvCompiler();
  const buildStringify = SerializerSelector();
  const buildValidator: typeof buildAjv = (externalSchemas, options) => {
    const compilerFor = defer(() => buildAjv(externalSchemas, options));
    return (route) => {
      const compiled = defer(() => compilerFor()(route) as Validate);
      const validate: Validate = (data) => {
        const check = compiled();
        const result = check(data);
        // Fastify reads why a check failed from the function it was given.
        validate.errors = check.errors;
        return result;
      };
      return validate as ReturnType<ReturnType<typeof buildAjv>>;
    };
  };
  const buildSerializer: typeof buildStringify = (externalSchemas, options) => {
    const compilerFor = defer(() => buildStringify(externalSchemas, options));
    return (route) => {
      const compiled = defer(() => compilerFor()(route) as Serialize);
      return (data: unknown) => compiled()(data);
    };
  };
  const schemaController: SchemaController = { compilersFactory: { buildValidator, buildSerializer } };

  const compileRest = async () => {
    for (const compileNow of waiting) compileNow();
  };
  return { schemaController, compileRest };
}
