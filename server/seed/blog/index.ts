import type { BlogSeed } from './blog-seed';
import { domainNameDraft } from './domain-name.draft';
import { emergencyPost } from './emergency.post';
import { fastWebsitesPost } from './fast-websites.post';
import { localSeoPost } from './local-seo.post';
import { maintenancePost } from './maintenance.post';

export type { BlogSeed } from './blog-seed';

/** Four published articles and one draft. */
export const BLOG_SEED: readonly BlogSeed[] = [
  fastWebsitesPost,
  localSeoPost,
  maintenancePost,
  emergencyPost,
  domainNameDraft,
];
