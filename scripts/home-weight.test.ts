import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildReactAlone, buildWeb, HOME_WEIGHT_CEILING, homeWeight } from './home-weight.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-home-weight-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

it(`keeps the home route's scripts within ${HOME_WEIGHT_CEILING}x React and ReactDOM alone (gzip -9)`, { timeout: 180_000 }, async () => {
  const app = homeWeight(await buildWeb(path.join(scratch, 'web')));
  const reactAlone = homeWeight(await buildReactAlone(path.join(scratch, 'react')));
  expect(app.gzip / reactAlone.gzip, `home route ${app.gzip} B, React alone ${reactAlone.gzip} B`).toBeLessThanOrEqual(HOME_WEIGHT_CEILING);
});
