/**
 * zod for the contract's schemas, configured once. In a browser zod runs without its compiled fast
 * path: that path builds functions with `new Function`, which our Content-Security-Policy refuses
 * (no 'unsafe-eval'), and even zod's probe for it is reported as a violation. The server keeps it.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
