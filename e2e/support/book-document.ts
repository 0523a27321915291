import type { Page } from 'playwright-core';

export interface CoverText {
  title: string;
  subtitle: string;
  /** A photo of the person's own (ready, with its upright size) for the front's photo frame. */
  photo: { id: string; width: number; height: number };
}

/**
 * Writes the front of a book's cover through the document API with the page's own sign-in, as the
 * editor will: GET the document and its ETag, change the title, subtitle and photo, PUT it back with
 * If-Match. Answers the stored version.
 */
export async function saveCoverThroughApi(page: Page, bookId: number, cover: CoverText): Promise<number> {
  return page.evaluate(
    async ({ bookId, cover }) => {
      type Frame = { kind: string; style?: string; text?: string; widthMm: number; heightMm: number; photoId?: string | null; crop?: unknown };
      const headers = { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` };
      const read = await fetch(`/api/books/${bookId}/document`, { headers });
      if (!read.ok) throw new Error(`reading the document of book ${bookId}: HTTP ${read.status}`);
      const etag = read.headers.get('etag');
      if (!etag) throw new Error('the document came without an ETag');
      const document = (await read.json()) as { cover: { front: { frames: Frame[] } } };
      const frames = document.cover.front.frames;
      const byStyle = (style: string) => {
        const frame = frames.find((candidate) => candidate.kind === 'text' && candidate.style === style);
        if (!frame) throw new Error(`the front has no ${style} frame`);
        return frame;
      };
      byStyle('title').text = cover.title;
      byStyle('subtitle').text = cover.subtitle;
      const photoFrame = frames.find((candidate) => candidate.kind === 'photo');
      if (!photoFrame) throw new Error('the front has no photo frame');
      // The photo fills the frame, centred: the crop is the largest part of the upright original with the frame's proportions.
      const frameRatio = photoFrame.widthMm / photoFrame.heightMm;
      const photoRatio = cover.photo.width / cover.photo.height;
      const width = photoRatio > frameRatio ? frameRatio / photoRatio : 1;
      const height = photoRatio > frameRatio ? 1 : photoRatio / frameRatio;
      photoFrame.photoId = cover.photo.id;
      photoFrame.crop = { x: (1 - width) / 2, y: (1 - height) / 2, width, height };
      const saved = await fetch(`/api/books/${bookId}/document`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json', 'if-match': etag },
        body: JSON.stringify(document),
      });
      if (!saved.ok) throw new Error(`saving the document of book ${bookId}: HTTP ${saved.status} ${await saved.text()}`);
      return ((await saved.json()) as { version: number }).version;
    },
    { bookId, cover },
  );
}

/** The book as the list shows it, asked with the page's own sign-in. */
export async function bookPreviewUrl(page: Page, bookId: number): Promise<string | null> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/books/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    if (!response.ok) throw new Error(`book ${id}: HTTP ${response.status}`);
    return ((await response.json()) as { previewImageUrl: string | null }).previewImageUrl;
  }, bookId);
}

/** Status and content type of a private image, fetched with the page's own sign-in (or none). */
export async function fetchWithToken(page: Page, path: string): Promise<{ status: number; contentType: string | null; bytes: number }> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('token');
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, contentType: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
  }, path);
}
