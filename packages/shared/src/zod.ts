import { config, z } from 'zod';

/**
 * zod as every shared schema uses it: without its compiled fast path. Building that path probes `new Function`,
 * which the pages' Content Security Policy refuses, and the browser reports the refusal (a console error, a
 * `securitypolicyviolation`, Lighthouse's best practices) even though zod catches it. The setting is read as
 * each object schema is built, so it is made here, before any schema module runs.
 */
config({ jitless: true });

export { z };
