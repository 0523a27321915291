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

/** A page thumbnail's file: the rendering's version, claim and the page's place in it (pages may show the same image under their own keys). */
export const thumbnailKey = (bookId: number, version: number, lease: string, index: number) =>
  `book-thumbnails/${bookId}/${version}-${lease.replaceAll('-', '').slice(0, 12)}-${index}.jpg`;

/** The address of a page's thumbnail; `v` names its content, so the image behind one address never changes. */
export const thumbnailUrl = (bookId: number, pageNumber: number, contentHash: string) => `/api/books/${bookId}/pages/${pageNumber}/thumbnail.jpg?v=${thumbnailVersion(contentHash)}`;
export const thumbnailVersion = (contentHash: string) => contentHash.slice(0, 16);

/** A page view's file (decision 034): the look it shows and a random part, so two renderings never write one key. */
export const pageViewKey = (bookId: number, contentHash: string, nonce: string) => `book-views/${bookId}/${contentHash.slice(0, 16)}-${nonce.replaceAll('-', '').slice(0, 12)}.jpg`;

/** The address of a page view: the look names the image, so the image behind one address never changes. */
export const pageViewUrl = (bookId: number, contentHash: string) => `/api/books/${bookId}/views/${contentHash.slice(0, 16)}.jpg`;
