import type { FastifyInstance } from 'fastify';

/**
 * Every product API call carries an `Application` header with the app code (spec 000 §1); an unknown or
 * missing code answers 400 (spec decision 9). Register inside the context that holds the product routes.
 */
export function requireApplicationHeader(api: FastifyInstance, appCode: string): void {
  api.addHook('onRequest', async (request, reply) => {
    if (request.headers.application !== appCode) return reply.code(400).send({ Error: UNKNOWN_APPLICATION });
  });
}

export const UNKNOWN_APPLICATION = 'Unknown application: send the Application header with the app code';
