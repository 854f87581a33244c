import type { createPackageRequest, updatePackageRequest } from '@wayfare/contract/packages';
import type { z } from 'zod';
import { AppError } from '#lib/errors';
import type { PackageFields, PackagesRepository } from './repository';

type CreateInput = z.output<typeof createPackageRequest>;
type UpdateInput = z.output<typeof updatePackageRequest>;

export function createPackagesService({ packages }: { packages: PackagesRepository }) {
  return {
    async addPackage(input: CreateInput): Promise<string> {
      const { price, ...rest } = input;
      return packages.create({ ...rest, priceCents: price * 100 });
    },

    /** Applies the fields given; answers 1 when something changed, 0 when all were already so. */
    async updatePackage({ id, patch }: { id: string; patch: UpdateInput }): Promise<number> {
      const current = await packages.findById(id);
      if (!current) throw new AppError('PACKAGE_NOT_FOUND', 'There is no package with this id.');
      const { price, ...rest } = patch;
      const wanted: Partial<PackageFields> = {
        ...rest,
        ...(price === undefined ? {} : { priceCents: price * 100 }),
      };
      const changed = Object.fromEntries(
        Object.entries(wanted).filter(
          ([key, value]) => value !== undefined && current[key as keyof PackageFields] !== value,
        ),
      ) as Partial<PackageFields>;
      if (Object.keys(changed).length === 0) return 0;
      await packages.update(id, changed);
      return 1;
    },

    async removePackage(id: string): Promise<number> {
      return packages.remove(id);
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
