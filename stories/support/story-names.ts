/**
 * How a machine and its states of interest are named in Storybook. Shared by the story generator
 * (Node, .storybook/generated-stories.ts) and the stories themselves, so a story's id never
 * changes while the machine's folder and the state's name stay the same.
 */

/** The export name of a state's story: 'Ready to pay' → `ReadyToPay`. */
export const storyExportName = (stateName: string): string =>
  stateName
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** A machine folder's name as a title: 'admin-verification' → 'Admin verification'. */
export const flowTitle = (flow: string): string => {
  const words = flow.split('-').join(' ');
  return words[0]!.toUpperCase() + words.slice(1);
};

/**
 * The explorer page of a flow whose journey is a whole product area, named after the area (issue 19:
 * `Explorer/Funnel`, `Explorer/Portal`): the portal session runs the whole portal. Its export name,
 * hence its story id (`explorer--portal-session`) and the links shared from it, stay the folder's.
 */
const EXPLORER_PAGE_TITLES: Readonly<Record<string, string>> = { 'portal-session': 'Portal' };

/** A flow's explorer page as the sidebar and its heading name it: 'portal-session' → 'Portal'. */
export const explorerTitle = (flow: string): string => EXPLORER_PAGE_TITLES[flow] ?? flowTitle(flow);

/** The sidebar title of a machine's generated state stories: 'States/Admin verification'. */
export const stateStoriesTitle = (flow: string): string => `States/${flowTitle(flow)}`;

/** The registry file of a machine's view: `<flow>.machine-view.tsx` (see src/README.md). */
export const MACHINE_VIEW_FILE = /(?:^|[\\/])([a-z0-9-]+)\.machine-view\.tsx?$/;

/** The machine folder a registry file belongs to, from its name. */
export const flowOfMachineViewFile = (file: string): string | null =>
  MACHINE_VIEW_FILE.exec(file)?.[1] ?? null;
