/**
 * Where the print files and previews lie in the file storage. A rendering's folder carries the
 * document version and its claim's lease, so two renderings never write the same key: a late worker
 * cannot overwrite files another one finished.
 */
export const printFolder = (bookId: number, version: number, lease: string) => `print/${bookId}/${version}-${lease.replaceAll('-', '').slice(0, 12)}`;
export const printFileKey = (folder: string, file: 'inner' | 'cover') => `${folder}/${file}.pdf`;
export const previewKey = (bookId: number, version: number, lease: string) => `book-previews/${bookId}/${version}-${lease.replaceAll('-', '').slice(0, 12)}.jpg`;

/** The books list's address of a book's cover preview; `v` changes with every new image, so it may be cached for ever. */
export const previewImageUrl = (bookId: number, version: number) => `/api/books/${bookId}/preview.jpg?v=${version}`;
