/** Where a requested page lies in a list of `totalCount` items. */
export interface PageWindow {
  pageNum: number;
  totalPages: number;
  offset: number;
  /** False when the page lies beyond the last one: nothing to fetch. */
  inRange: boolean;
}

/** How many items come before page `pageNo` (pages count from 1). */
export const pageOffset = (pageNo: number, pageSize: number): number => (pageNo - 1) * pageSize;

/** Paging math: pageNum echoes the request; totalPages = ceil(totalCount / pageSize). */
export function pageWindow(totalCount: number, pageNo: number, pageSize: number): PageWindow {
  const totalPages = Math.ceil(totalCount / pageSize);
  const offset = pageOffset(pageNo, pageSize);
  return { pageNum: pageNo, totalPages, offset, inRange: offset < totalCount };
}
