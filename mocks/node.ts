import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mocks in Node (tests): `server.listen()`, `server.use(scenario(...))`, `server.close()`. */
export const server = setupServer(...handlers);
