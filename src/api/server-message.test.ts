import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { serverMessageOf } from './server-message';

/** What nginx answers when the API behind it is down. */
const PROXY_502_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>';

describe('serverMessageOf', () => {
  it("reads the message of the API's JSON error body", () => {
    const error = new ApiError(409, JSON.stringify({ message: 'This payment was cancelled' }));
    expect(serverMessageOf(error)).toBe('This payment was cancelled');
  });

  it('reads it when the body also names the fields that failed', () => {
    const body = { message: 'Invalid request', issues: [{ path: 'email', message: 'Invalid email' }] };
    expect(serverMessageOf(new ApiError(400, JSON.stringify(body)))).toBe('Invalid request');
  });

  it.each([
    ["a proxy's HTML error page", PROXY_502_PAGE],
    ['the status text of an empty body', 'Bad Gateway'],
    ['JSON that is not the error body', JSON.stringify({ error: 'boom' })],
    ['a blank message', JSON.stringify({ message: '  ' })],
    ['JSON that is not an object', '"Bad Gateway"'],
  ])('gives nothing for %s', (_what, text) => {
    expect(serverMessageOf(new ApiError(502, text))).toBeUndefined();
  });
});
