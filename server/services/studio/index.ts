export { createStudioService } from './studio.service';
export type { StudioService, StudioServiceDeps } from './studio.service';
