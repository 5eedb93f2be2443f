import type { FastifyInstance } from 'fastify';
import { ClientError } from '../lib/client-error.ts';

/**
 * Every product API call carries an `Application` header with the app code (spec 000 §1); an unknown or
 * missing code answers 400 (spec decision 9). Register inside the context that holds the product routes.
 */
export function requireApplicationHeader(api: FastifyInstance, appCode: string): void {
  api.addHook('onRequest', (request, _reply, done) => {
    done(request.headers.application === appCode ? undefined : new ClientError(400, UNKNOWN_APPLICATION));
  });
}

export const UNKNOWN_APPLICATION = 'Unknown application: send the Application header with the app code';
