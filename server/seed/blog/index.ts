import type { BlogSeed } from './blog-seed';
import { accessibilityPost } from './accessibility.post';
import { domainNameDraft } from './domain-name.draft';
import { emergencyPost } from './emergency.post';
import { fastWebsitesPost } from './fast-websites.post';
import { homepageCopyPost } from './homepage-copy.post';
import { localSeoPost } from './local-seo.post';
import { maintenancePost } from './maintenance.post';
import { securityBasicsPost } from './security-basics.post';
import { websitePhotosPost } from './website-photos.post';

export type { BlogSeed } from './blog-seed';

/** Eight published articles for small-business owners and one draft. */
export const BLOG_SEED: readonly BlogSeed[] = [
  fastWebsitesPost,
  localSeoPost,
  maintenancePost,
  emergencyPost,
  homepageCopyPost,
  accessibilityPost,
  websitePhotosPost,
  securityBasicsPost,
  domainNameDraft,
];
