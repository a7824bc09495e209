/** Onboarding's pure rules: packages offered, the description's limits, the project draft. */
import {
  AMOUNTS,
  LIMITS,
  PACKAGES,
  packageList,
  type PackageId,
  type WebsitePackage,
} from '@contract/catalogue';
import type { OnboardingContext, OnboardingProjectDraft } from './onboarding.types';

/** Step 2 offers only the packages priced above the one the modal opened with. */
export const upgradeOptions = (base: PackageId): WebsitePackage[] =>
  packageList.filter((pkg) => pkg.price > PACKAGES[base].price);

export const isOfferedPackage = (base: PackageId, packageId: PackageId): boolean =>
  packageId === base || upgradeOptions(base).some((pkg) => pkg.id === packageId);

/** The description is measured as the server measures it: trimmed. */
export const descriptionLength = (description: string): number => description.trim().length;

export type CharacterCountHint =
  { kind: 'add'; count: number } | { kind: 'remove'; count: number } | { kind: 'ok'; count: number };

/** The live counter: characters to add, to remove, or how many there are. */
export const characterCountHint = (description: string): CharacterCountHint => {
  const length = descriptionLength(description);
  if (length < LIMITS.descriptionMin) return { kind: 'add', count: LIMITS.descriptionMin - length };
  if (length > LIMITS.descriptionMax) return { kind: 'remove', count: length - LIMITS.descriptionMax };
  return { kind: 'ok', count: length };
};

const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

export const toProjectDraft = (context: OnboardingContext): OnboardingProjectDraft => {
  const { customer, account } = context;
  const firstName = customer?.firstName ?? account.firstName.trim();
  const lastName = customer?.lastName ?? account.lastName.trim();
  const clientName = `${firstName} ${lastName}`.trim();
  const domainName = optional(context.domainName);
  const inspirationWebsites = optional(context.inspirationWebsites);
  return {
    clientName,
    clientEmail: customer?.email ?? account.email.trim(),
    companyName: optional(customer?.company ?? '') ?? optional(account.company) ?? clientName,
    ...(domainName ? { domainName } : {}),
    businessDescription: context.projectDescription.trim(),
    ...(inspirationWebsites ? { inspirationWebsites } : {}),
    packageType: context.packageId,
    totalAmount: PACKAGES[context.packageId].price * 100,
    status: 'pending',
    includeLogo: context.includeLogo,
    logoAmount: context.includeLogo ? AMOUNTS.logoCents : 0,
  };
};
