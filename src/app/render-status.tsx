/**
 * The HTTP status a page asks for while it renders on the server: the 404 page (and a page that
 * finds nothing to show, such as an unknown city) says 404, so the server answers with it.
 */
import { createContext, useContext } from 'react';

/** Receives the status the rendered page asks for (only the server renderer provides one). */
export type SetRenderStatus = (code: number) => void;

export const RenderStatusContext = createContext<SetRenderStatus | null>(null);

/** Sets the status of the response that carries this page; nothing in the browser. */
export const useRenderStatus = (code: number): void => {
  useContext(RenderStatusContext)?.(code);
};
