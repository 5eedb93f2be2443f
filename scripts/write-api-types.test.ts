import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypes, apiTypesFile } from './write-api-types.ts';

describe("the web client's types (npm run api-types)", () => {
  it("are the server's current OpenAPI document, so that the type check judged the web against it", async () => {
    expect(fs.existsSync(apiTypesFile), 'run `npm run api-types` (the build, the type check and the lint run it)').toBe(true);
    expect(fs.readFileSync(apiTypesFile, 'utf8') === (await apiTypes()), 'stale: run `npm run api-types`').toBe(true);
  });
});
