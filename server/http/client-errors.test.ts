import { describe, expect, it } from 'vitest';
import { isClientProtocolError } from './client-errors';

const nodeError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isClientProtocolError', () => {
  it('counts a connection the client broke off, a parser rejection and a body piped into a response already closed', () => {
    expect(isClientProtocolError(nodeError('ECONNRESET', 'read ECONNRESET'))).toBe(true);
    expect(isClientProtocolError(nodeError('HPE_INVALID_METHOD', 'Invalid method encountered'))).toBe(true);
    expect(
      isClientProtocolError(
        nodeError('ERR_STREAM_UNABLE_TO_PIPE', 'Cannot pipe to a closed or destroyed stream'),
      ),
    ).toBe(true);
    expect(isClientProtocolError(new Error('request aborted'))).toBe(true);
  });

  it("leaves the server's own faults to the error log", () => {
    expect(isClientProtocolError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isClientProtocolError(nodeError('ENOENT', 'no such file or directory'))).toBe(false);
    expect(isClientProtocolError('a string')).toBe(false);
  });
});
