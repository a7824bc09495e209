/**
 * The body of every non-OK answer. The client shows `message` (spec: "the server message, or …");
 * `issues` names the fields a payload failed on, so a form can point at them.
 */
import { z } from './zod';

export const errorIssueSchema = z.object({
  /** Dotted path of the field, "" for the payload as a whole: "password", "tracking.session_id". */
  path: z.string(),
  message: z.string(),
});
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(errorIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error body for a payload that failed its schema (the server answers it with 400). */
export const errorBodyFromZod = (error: z.ZodError, message = 'Invalid request'): ErrorBody => ({
  message,
  issues: error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  })),
});
