import type { adminPromotionCategorySchema } from '@lobby/contract/admin/promotions';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type AdminCategory = z.infer<typeof adminPromotionCategorySchema>;

/** The query key every promotion list and item shares (a category change refetches them too). */
export const PROMOTIONS_KEY = 'promotions';
export const CATEGORIES_KEY = 'promotion-categories';

/** The site's promotion categories, in their order (few: the API lists them whole). */
export const categoriesQuery = queryOptions({
  queryKey: [CATEGORIES_KEY],
  queryFn: () => api<AdminCategory[]>(ADMIN_PATHS.promotionCategories),
});

/** A category's name in the console's language, else in any language it has. */
export function categoryName(category: AdminCategory, language: string): string {
  return category.names[language] ?? Object.values(category.names)[0] ?? `#${category.id}`;
}
