/**
 * The text/event-stream format of the portal's live updates, written once for the server, the
 * mocks and the client: `formatEvent` writes an event, `readPortalEvents` reads a fetch response's
 * body back into checked events (comments and unknown event types are skipped, so a newer server
 * never breaks an older page).
 */
import { portalEventSchema, type PortalEvent } from './api/events';

/** One event in the wire format: id, event name and the event as one line of JSON. */
export const formatEvent = (event: PortalEvent, id: number | string): string =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** A comment line: ignored by every reader, it keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

/** The data of one raw event block, or undefined for a block without data (a comment, a retry). */
function dataOf(block: string): string | undefined {
  const lines = block.split(/\r?\n/).filter((line) => line.startsWith('data:'));
  if (lines.length === 0) return undefined;
  return lines.map((line) => line.slice(5).replace(/^ /, '')).join('\n');
}

/** Splits the text read so far into whole event blocks and the unfinished rest. */
export function splitEventBlocks(buffer: string): { blocks: string[]; rest: string } {
  const parts = buffer.split(/\r?\n\r?\n/);
  const rest = parts.pop() ?? '';
  return { blocks: parts, rest };
}

/** Parses one raw event block into a portal event; undefined for comments and unknown events. */
export function parseEventBlock(block: string): PortalEvent | undefined {
  const data = dataOf(block);
  if (data === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = portalEventSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Reads a text/event-stream body as portal events until it ends (or its reader is cancelled). */
export async function* readPortalEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<PortalEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const { blocks, rest } = splitEventBlocks(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      for (const block of blocks) {
        const event = parseEventBlock(block);
        if (event) yield event;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
