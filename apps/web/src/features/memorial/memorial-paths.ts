import { paths } from '../../config/paths';

/** The memorial pages' addresses with their id filled in (from the one paths object). */
const withPage = (path: string, pageId: string) => path.replace(/:pageId|:memorialPageId/, encodeURIComponent(pageId));

export const memorialPagePath = (pageId: string) => withPage(paths.memorialPage, pageId);
export const memorialAdministrationPath = (pageId: string) => withPage(paths.memorialAdministration, pageId);
export const memorialTakeoverPath = (pageId: string) => withPage(paths.memorialTakeover, pageId);
