/**
 * The demo projects' pictures: screenshots of each business's own home page, drawn by
 * `npm run portfolio-images` into public/work/ (hashed names, cached as immutable). The script
 * writes work-images.json; the seed reads it here.
 */
import { PORTFOLIO_SEED } from '../portfolio-data';
import manifest from './work-images.json';

const WORK_IMAGES: Readonly<Record<string, string>> = manifest;

/** The picture of the seeded project `key` (its widest JPEG; <picture> finds the other variants). */
export function workImageUrl(key: string): string {
  const url = WORK_IMAGES[key];
  if (!url) throw new Error(`No picture of the demo project "${key}": run npm run portfolio-images`);
  return url;
}

const keyOfTitle = new Map(PORTFOLIO_SEED.map((project) => [project.title, project.key]));

/** The picture of the demo project called `title` (a featured site is one); undefined for others. */
export function projectPictureOf(title: string): string | undefined {
  const key = keyOfTitle.get(title);
  return key ? workImageUrl(key) : undefined;
}
