export { createContentService } from './content.service';
export type { ContentService, ContentServiceDeps } from './content.service';
