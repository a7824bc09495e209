/**
 * The three featured showcase sites of the home page: projects of the portfolio, so each shows the
 * screenshot of its project (public/work/, seed-demo-content.ts).
 */
import type { PackageId } from '@contract/catalogue';

export interface ShowcaseSeed {
  key: string;
  companyName: string;
  websiteUrl: string;
  packageType: PackageId;
}

export const SHOWCASE_SEED: readonly ShowcaseSeed[] = [
  {
    key: 'harborline',
    companyName: 'Harborline Credit Union',
    websiteUrl: 'https://www.harborline-cu.example',
    packageType: 'platinum',
  },
  {
    key: 'northwind',
    companyName: 'Northwind Cloud',
    websiteUrl: 'https://www.northwind-cloud.example',
    packageType: 'enterprise',
  },
  {
    key: 'lumen-grain',
    companyName: 'Lumen & Grain Photography',
    websiteUrl: 'https://www.lumenandgrain.example',
    packageType: 'professional',
  },
];
