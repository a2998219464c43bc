// Answers what node handles before express sees a request (malformed request, header or request timeout, headers too
// large, an `Expect` it cannot meet, CONNECT) in the error envelope.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { errorBody } from './envelope.js';
import { SECURITY_HEADERS } from './security-headers.js';

/** What node answers before express sees a request, by the parser's or the timer's error code. */
function refusal(code: string | undefined): { reason: string; error: ApiError } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        reason: 'Request Timeout',
        error: new ApiError('REQUEST_TIMEOUT', 'The request was not received in time.'),
      };
    case 'HPE_HEADER_OVERFLOW':
      return {
        reason: 'Request Header Fields Too Large',
        error: new ApiError('HEADERS_TOO_LARGE', 'The request headers are too large.'),
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        reason: 'Payload Too Large',
        error: new ApiError('PAYLOAD_TOO_LARGE', 'The chunk extensions of the request body are too large.'),
      };
    default:
      return {
        reason: 'Bad Request',
        error: new ApiError('BAD_REQUEST', 'The request is not valid HTTP.'),
      };
  }
}

/** The headers and body of an envelope answer made outside express (no request id came in, so one is made). */
function envelope(apiError: ApiError): { requestId: string; headers: Record<string, string>; body: string } {
  const requestId = randomUUID();
  const body = JSON.stringify(errorBody(apiError, requestId));
  return {
    requestId,
    body,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      'X-Request-Id': requestId,
      'Access-Control-Allow-Origin': '*',
      ...SECURITY_HEADERS,
      ...apiError.headers,
    },
  };
}

/** Writes the envelope answer on a socket no HTTP response owns, then closes it. */
function answerOnSocket(socket: Socket, reason: string, apiError: ApiError): string {
  const { requestId, headers, body } = envelope(apiError);
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${apiError.status} ${reason}\r\n${head}\r\n${body}`);
  socket.destroySoon?.();
  return requestId;
}

/**
 * The server's 'clientError' listener. Like node's default it answers only when nothing of a response has been
 * written on the socket yet, and always closes the connection; the status stays node's (408 for a slow request,
 * 431 for oversized headers, 400 otherwise) while the body becomes the envelope.
 */
export function clientErrorHandler(logger: Logger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { reason, error: apiError } = refusal(error.code);
    const requestId = answerOnSocket(socket, reason, apiError);
    logger.info(
      { requestId, status: apiError.status, code: error.code, ip: socket.remoteAddress },
      'request refused by the HTTP parser',
    );
  };
}

/** The server's 'connect' listener: this is no proxy, so CONNECT is 405 in the envelope (node would just close). */
export function connectHandler(logger: Logger) {
  return (req: IncomingMessage, socket: Socket): void => {
    socket.on('error', () => socket.destroy());
    const apiError = new ApiError('METHOD_NOT_ALLOWED', 'CONNECT is not supported: this server is not a proxy.', {
      method: 'CONNECT',
    });
    const requestId = answerOnSocket(socket, 'Method Not Allowed', apiError);
    logger.info({ requestId, status: apiError.status, ip: socket.remoteAddress, url: req.url }, 'CONNECT refused');
  };
}

/** The server's 'checkExpectation' listener: an `Expect` other than 100-continue is 417 in the envelope. */
export function expectationHandler(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const apiError = new ApiError('EXPECTATION_FAILED', 'Only `Expect: 100-continue` is supported.', {
      expect: String(req.headers.expect ?? ''),
    });
    const { requestId, headers, body } = envelope(apiError);
    res.writeHead(apiError.status, headers).end(body);
    logger.info({ requestId, status: apiError.status, ip: req.socket.remoteAddress }, 'expectation refused');
  };
}
