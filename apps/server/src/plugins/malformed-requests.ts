import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Fastify's `clientErrorHandler`: bytes Node cannot parse as HTTP (garbage, an over-long header, a request
 * too slow to arrive) answered in the app's error shape instead of Fastify's own, then the connection
 * closed, as Fastify and Node do: the parser cannot read past the garbage. A request already read from that
 * connection may still be running; its answer has nowhere to go (errors.ts logs it as the client's doing).
 */
export function answerMalformedRequest(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ Error: `${http.STATUS_CODES[status]}: the request is not valid HTTP` });
  this.log.debug({ code: error.code }, 'malformed request refused');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * RFC 9112 §3.2: an HTTP/1.1 request without Host is refused with 400. Node's own refusal has an empty
 * body, so the server is built with `requireHostHeader: false` and this hook answers in the app's shape.
 */
export function refuseMissingHost(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) reply.code(400).send({ Error: 'Missing Host header' });
  else done();
}
