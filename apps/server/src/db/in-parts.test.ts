import { expect, it } from 'vitest';
import { eachPart, inParts } from './in-parts.ts';

it('hands values on in parts of 500, in order, and reads the rows of every part', async () => {
  const values = Array.from({ length: 1_201 }, (_, i) => `v${i}`);
  const parts: string[][] = [];
  await eachPart(values, async (part) => parts.push(part));
  expect(parts.map((part) => part.length)).toEqual([500, 500, 201]);
  expect(parts.flat()).toEqual(values);
  expect(await inParts(values, async (part) => part.map((value) => value.toUpperCase()))).toEqual(values.map((value) => value.toUpperCase()));
  await eachPart([], () => Promise.reject(new Error('no part to write')));
});
