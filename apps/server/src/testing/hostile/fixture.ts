import type { MemorialPageAdministration } from '@eb/api-contract';
import { generateKeyPair, SignJWT } from 'jose';
import { MEMORIAL_PAGE_SEEDS } from '../../modules/memorial-pages/seed-pages';
import type { TestApp } from '../test-app';
import type { HostileRequest } from './cases';
import { accessTokenFor } from '../tokens';

export interface HostileFixture {
  /** Bearer tokens by who holds them; undefined sends none. */
  tokens: Record<string, string | undefined>;
  /**
   * Which spoiled parts each holder sends. A forged token is refused before the query and body are
   * read, so those would only repeat its 401; the headers' cases replace the token, so they are
   * sent once.
   */
  parts: Record<string, Array<HostileRequest['part']>>;
  /**
   * Real values by parameter name (a page the administrator runs, its entry, appointment and a
   * book), so a spoiled body or query meets the code behind the existence checks, not a 404.
   */
  known: Record<string, string>;
}

/** A token that looks like ours in every claim but is signed with a key of the attacker's. */
async function forgedToken(test: TestApp, subject: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ scope: 'openid' })
    .setProtectedHeader({ alg: 'RS256', kid: 'erna' })
    .setSubject(subject)
    .setIssuer(test.config.oidcIssuer)
    .setAudience(test.config.apiAudience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

/** Needs a test app with SEED_DEMO_DATA=true (its demo pages and their administrators). */
export async function hostileFixture(test: TestApp): Promise<HostileFixture> {
  const seed = MEMORIAL_PAGE_SEEDS[0]!;
  const administrator = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, seed.administrator.account) });
  if (!administrator) throw new Error('the demo data has no administrator');
  const adminToken = await accessTokenFor(test, administrator.id);
  const auth = { authorization: `Bearer ${adminToken}` };
  const trial = await test.app.inject({ url: '/api/users/create', remoteAddress: '10.250.0.1' });

  const page = (await test.app.inject({ url: `/api/memorial-pages/${seed.id}/administration`, headers: auth })).json<MemorialPageAdministration>();
  const formatId = (await test.app.inject('/api/products/formats')).json<Array<{ id: number }>>()[0]?.id ?? 1;
  const paperId = (await test.app.inject(`/api/products/papers/${formatId}`)).json<Array<{ id: number }>>()[0]?.id ?? 1;
  const themeId = (await test.app.inject(`/api/products/designs/${formatId}`)).json<Array<{ themeId: number }>>()[0]?.themeId ?? 1;
  const book = await test.app.inject({ method: 'POST', url: '/api/books', headers: auth, payload: { formatId, paperId, themeId, cover: 1, pages: 1, memorialpageId: seed.id, bookDescription: 'Für Oma' } });
  // Without them every spoiled body would only meet a 404: better to fail loudly here.
  if (book.statusCode !== 200 || !page.appointments?.length || !page.entries?.length) throw new Error(`the hostile-input fixture is incomplete: book ${book.statusCode} ${book.body}`);
  const bookId = String(book.json<{ pk: number }>().pk);

  return {
    tokens: {
      'no token': undefined,
      'a trial token': trial.json<{ token: string }>().token,
      'a forged token': await forgedToken(test, administrator.id),
      "the page administrator's token": adminToken,
    },
    parts: {
      'no token': ['none', 'path', 'query', 'body', 'header'],
      'a trial token': ['none', 'path', 'query', 'body'],
      'a forged token': ['none', 'path'],
      "the page administrator's token": ['none', 'path', 'query', 'body'],
    },
    known: {
      pageId: seed.id,
      memorialPageId: seed.id,
      memorialpageId: seed.id,
      entryId: String(page.entries[0]!.pk),
      appointmentId: String(page.appointments[0]!.id),
      id: bookId,
      orderPk: bookId,
      bookId,
      formatId: String(formatId),
      paperId: String(paperId),
      themeId: String(themeId),
      account: seed.administrator.account,
    },
  };
}
