import type { Page } from '@shop/contracts';

export interface PageRequest {
  page: number;
  per_page: number;
}

/** Rows to skip for a 1-based page. */
export function pageOffset({ page, per_page }: PageRequest): number {
  return (page - 1) * per_page;
}

/** The page block of every list response; an empty list has 0 pages, like the original API. */
export function pageInfo(total: number, { page, per_page }: PageRequest): Page {
  return { total, pages: Math.ceil(total / per_page), current_page: page, per_page };
}
