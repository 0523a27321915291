import { dispositionFileName, fetchFileWithToken } from '../fetch-file';

/** The proof ('Vorschau'): the PDF and the file name the server gave it. */
export interface ProofFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/books/{id}/proof.pdf with the token (the route is the book's owner's, so a link cannot
 * load it). Drawing takes seconds; refusals arrive as ApiRequestError with the server's German text
 * (404, 429, and 503 while the server draws as many proofs as it may).
 */
export async function getProof(bookId: number, signal?: AbortSignal): Promise<ProofFile> {
  const { blob, fileName } = await fetchFileWithToken(`/api/books/${bookId}/proof.pdf`, signal);
  return { blob, fileName: fileName ?? fallbackName(bookId) };
}

/** The file name of a Content-Disposition header (see dispositionFileName), else `buch-{id}-vorschau.pdf`. */
export function fileNameOf(header: string | null, bookId: number): string {
  return dispositionFileName(header) ?? fallbackName(bookId);
}

function fallbackName(bookId: number): string {
  return `buch-${bookId}-vorschau.pdf`;
}
