// Answers node's own refusals (malformed request, header or request timeout, headers too large) in the error envelope.
import { randomUUID } from 'node:crypto';
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
    const status = apiError.status;
    const requestId = randomUUID();
    const body = JSON.stringify(errorBody(apiError, requestId));
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      'X-Request-Id': requestId,
      'Access-Control-Allow-Origin': '*',
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    logger.info(
      { requestId, status, code: error.code, ip: socket.remoteAddress },
      'request refused by the HTTP parser',
    );
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
    socket.destroySoon?.();
  };
}
