import { redirect } from 'react-router';
import { bookPath, paths } from '../../config/paths';
import { getAccessToken } from '../../lib/auth/session';
import { temporaryUserGuard } from '../../lib/auth/temporary-user-guard';
import { ensureSomeUser } from '../../lib/auth/temporary-user';

/**
 * /upload without a book (where 'Testzugang' leads): uploads need a user, so the temporary-user
 * guard comes first, and a visitor who may pass gets a trial account (SPEC.md section 4).
 */
export async function loadUploadWithoutBook(): Promise<null> {
  if (getAccessToken()) return null;
  const guardedBy = temporaryUserGuard(bookPath(paths.upload));
  if (guardedBy) throw redirect(guardedBy);
  await ensureSomeUser();
  return null;
}
