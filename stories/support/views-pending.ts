/**
 * Machines whose views have not landed on main yet, with what brings each. Their state stories are
 * generated as soon as a `<flow>.machine-view.tsx` exists; then remove the line here (the test in
 * generated-stories.test.ts fails while a machine is in both places, or in neither).
 */
export const VIEWS_PENDING: Readonly<Record<string, string>> = {};
