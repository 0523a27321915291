import { paths } from '../../config/paths';

/**
 * SPEC.md section 2 'finalize page': /finalize?id&productcode&jobid&sheetCount. The editor builds the
 * address when the check found nothing blocking; the page reads it back and refuses anything else.
 */
export interface FinalizeQuery {
  bookId: number;
  productCode: string;
  jobId: string;
  /** The inner page count of the saved document (SPEC.md calls it sheetCount; the API pageCount). */
  pageCount: number;
}

export function finalizeUrl(query: FinalizeQuery): string {
  const search = new URLSearchParams({ id: String(query.bookId), productcode: query.productCode, jobid: query.jobId, sheetCount: String(query.pageCount) });
  return `${paths.finalize}?${search.toString()}`;
}

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;
/** The server's ids: 'EB-F2-P3', 'book-17' (letters, digits and dashes, short). */
const CODE = /^[A-Za-z0-9-]{1,64}$/;

/** The query back, or null when a part is missing or malformed (the page then says so calmly). */
export function parseFinalizeQuery(search: URLSearchParams): FinalizeQuery | null {
  const id = search.get('id') ?? '';
  const productCode = search.get('productcode') ?? '';
  const jobId = search.get('jobid') ?? '';
  const sheetCount = search.get('sheetCount') ?? '';
  if (!POSITIVE_INTEGER.test(id) || !POSITIVE_INTEGER.test(sheetCount) || !CODE.test(productCode) || !CODE.test(jobId)) return null;
  return { bookId: Number(id), productCode, jobId, pageCount: Number(sheetCount) };
}
