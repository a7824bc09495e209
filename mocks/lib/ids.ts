let sequence = 0;

/** A readable id that fits the contract's id rule: 'msg-7', 'prj-12'. */
export const nextId = (prefix: string): string => {
  sequence += 1;
  return `${prefix}-${sequence}`;
};

/** A fresh bearer token for the mock sessions (opaque to the client, like the server's). */
export const nextToken = (scope: 'customer' | 'admin'): string => nextId(`mock-${scope}-token`);

export const nowIso = (): string => new Date().toISOString();
