export interface DocumentIssue {
  path: string;
  message: string;
}

/** A document that cannot be read or made (unknown version, malformed, a page count the paper does not allow); the message is German. */
export class BookDocumentError extends Error {
  override readonly name = 'BookDocumentError';
  constructor(
    message: string,
    readonly issues: DocumentIssue[] = [],
  ) {
    super(message);
  }
}
