import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written once it is answered: its method, address and caller (`req`), its status
 * (`res`), how long it took (`responseTime`, ms) and its id (`reqId`), as an access log has them. Fastify's own
 * controller writes two at `info`, one on arrival and one on completion, which doubled what a busy server logs to
 * say the same. The arrival is still written at `debug`: a request never answered (its caller gone, or timed out)
 * leaves that line only. What a request meets on its way (an error, a refusal) is logged under its id when it happens.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
