import { describe, expect, it } from 'vitest';
import { BOUNDED_STRINGS, FREE_FORM_MAX_LENGTH, MAX_STRING_LENGTH, boundSchema, boundedStringsKeyword, findUnboundedString } from './input-bounds.ts';

const NO_NUL = { pattern: '^[^\\u0000]*$' };
const SAFE = Number.MAX_SAFE_INTEGER;

/** A schema frozen all the way down, so a test fails if the walker writes into what it was given. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) frozen(member);
    Object.freeze(value);
  }
  return value;
}

describe('boundSchema', () => {
  it('gives a string without a limit the default length and refuses NUL in it', () => {
    expect(boundSchema({ type: 'string' })).toEqual({ type: 'string', maxLength: MAX_STRING_LENGTH, ...NO_NUL });
  });

  it("keeps a string's own length and pattern, with the NUL rule beside the pattern", () => {
    const schema = frozen({ type: 'string', maxLength: 20, pattern: '^[a-z]+$' });
    expect(boundSchema(schema)).toEqual({ type: 'string', maxLength: 20, pattern: '^[a-z]+$', allOf: [NO_NUL] });
  });

  it('bounds a nullable string and leaves null allowed', () => {
    expect(boundSchema({ type: ['string', 'null'] })).toEqual({ type: ['string', 'null'], maxLength: MAX_STRING_LENGTH, ...NO_NUL });
  });

  it('gives a number or an integer without bounds the safe-integer range, and keeps bounds it has', () => {
    expect(boundSchema({ type: 'number' })).toEqual({ type: 'number', minimum: -SAFE, maximum: SAFE });
    expect(boundSchema({ type: 'integer', minimum: 1, maximum: 10 })).toEqual({ type: 'integer', minimum: 1, maximum: 10 });
    expect(boundSchema({ type: 'number', exclusiveMinimum: 0 })).toEqual({ type: 'number', exclusiveMinimum: 0, maximum: SAFE });
  });

  it('leaves an enum or a constant as it is', () => {
    expect(boundSchema({ type: 'string', enum: ['a', 'b'] })).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(boundSchema({ const: 3 })).toEqual({ const: 3 });
  });

  it('walks properties, items, tuples, alternatives and additional properties', () => {
    const schema = frozen({
      type: 'object',
      properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
      patternProperties: { '^x-': { type: 'integer' } },
      additionalProperties: { type: 'number' },
      anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }],
      oneOf: [{ type: 'object', properties: { b: { type: 'number' } } }],
      allOf: [{ type: 'object', properties: { c: { type: 'string', maxLength: 5 } } }],
    });
    const tuple = frozen({ type: 'array', prefixItems: [{ type: 'string' }], items: [{ type: 'integer' }] });
    const bounded = { type: 'string', maxLength: MAX_STRING_LENGTH, ...NO_NUL };
    expect(boundSchema(schema)).toEqual({
      type: 'object',
      properties: { name: bounded, tags: { type: 'array', items: bounded } },
      patternProperties: { '^x-': { type: 'integer', minimum: -SAFE, maximum: SAFE } },
      additionalProperties: { type: 'number', minimum: -SAFE, maximum: SAFE },
      anyOf: [{ type: 'object', properties: { a: bounded } }],
      oneOf: [{ type: 'object', properties: { b: { type: 'number', minimum: -SAFE, maximum: SAFE } } }],
      allOf: [{ type: 'object', properties: { c: { type: 'string', maxLength: 5, ...NO_NUL } } }],
    });
    expect(boundSchema(tuple)).toEqual({ type: 'array', prefixItems: [bounded], items: [{ type: 'integer', minimum: -SAFE, maximum: SAFE }] });
  });

  it('does not add bounds inside `not`, where they would widen what the schema accepts', () => {
    expect(boundSchema({ not: { type: 'string' } })).toEqual({ not: { type: 'string' }, [BOUNDED_STRINGS]: FREE_FORM_MAX_LENGTH });
  });

  it('marks free-form values for the deep check: any value, any object, extra properties, any item', () => {
    const mark = { [BOUNDED_STRINGS]: FREE_FORM_MAX_LENGTH };
    expect(boundSchema({})).toEqual(mark);
    expect(boundSchema({ type: 'object' })).toEqual({ type: 'object', ...mark });
    expect(boundSchema({ type: 'object', properties: {}, additionalProperties: true })).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: true,
      ...mark,
    });
    expect(boundSchema({ type: 'array' })).toEqual({ type: 'array', ...mark });
    expect(boundSchema({ type: 'object', properties: { id: { type: 'integer', maximum: 9, minimum: 0 } } })).not.toHaveProperty(BOUNDED_STRINGS);
  });

  it('takes a member without a type under anyOf, allOf or then as a rule on its parent, not as a free-form value', () => {
    const schema = frozen({
      type: 'object',
      properties: { a: { type: 'integer', minimum: 0, maximum: 9 } },
      anyOf: [{ required: ['a'] }],
      allOf: [{ required: ['a'] }],
      if: { required: ['a'] },
      then: { required: ['a'] },
    });
    expect(boundSchema(schema)).toEqual(schema);
  });

  it('changes nothing on a second pass, so a schema shared by two routes is bounded once', () => {
    const once = boundSchema({ type: 'object', properties: { id: { type: 'string', pattern: '^[a-z]+$' }, n: { type: 'number' } } });
    expect(boundSchema(frozen(once))).toEqual(once);
  });
});

describe('findUnboundedString', () => {
  it('finds a NUL at any depth and names where it is', () => {
    expect(findUnboundedString({ a: [{ b: 'ok' }, { 'c/d': 'x\u0000y' }] }, 10)).toEqual({ path: '/a/1/c~1d', message: 'must not contain a NUL character' });
  });

  it('finds an over-long string and a NUL in a property name', () => {
    expect(findUnboundedString({ a: 'x'.repeat(11) }, 10)).toEqual({ path: '/a', message: 'must be at most 10 characters long' });
    expect(findUnboundedString({ 'a\u0000': 1 }, 10)?.message).toBe('property name must not contain a NUL character');
  });

  it('accepts numbers, booleans, null and strings within bounds', () => {
    expect(findUnboundedString({ a: [1, true, null, 'fine'], b: { c: 'x'.repeat(10) } }, 10)).toBeUndefined();
  });

  it('walks a value nested far deeper than the call stack could', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnboundedString(deep, 10)?.message).toBe('must not contain a NUL character');
  });
});

describe('the x-bounded-strings keyword', () => {
  it('reports the first bad string under the path of the checked value', () => {
    const { validate } = boundedStringsKeyword;
    expect(validate(10, { ok: ['fine'] }, {}, { instancePath: '/body' })).toBe(true);
    expect(validate(10, { bad: ['fine', 'no\u0000'] }, {}, { instancePath: '/body' })).toBe(false);
    expect(validate.errors).toEqual([
      { keyword: BOUNDED_STRINGS, instancePath: '/body/bad/1', message: 'must not contain a NUL character', params: { max: 10 } },
    ]);
  });
});
