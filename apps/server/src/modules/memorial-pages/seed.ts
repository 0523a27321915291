import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { DEMO_PASSWORD } from '../../lib/demo-access';
import { hashPassword } from '../../lib/passwords';
import { users } from '../users/schema';
import { memorialAppointments, memorialEntries, memorialPages, quotes, userMemorialPages } from './schema';
import { MEMORIAL_PAGE_SEEDS, type EntrySeed } from './seed-pages';
import { QUOTE_SEEDS } from './seed-quotes';

/** The demo administrators sign in with this password (README); never seeded in production. */
export const DEMO_ADMIN_PASSWORD = DEMO_PASSWORD;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The quote library always; the two demo memorial pages with their guests' entries and their
 * administrators outside production. Idempotent: existing quotes and pages are left as they are,
 * so what administrators changed on a demo page survives a restart.
 */
export async function seedMemorialPages(db: Database, options: { demo: boolean }): Promise<void> {
  await db.insert(quotes).values(QUOTE_SEEDS).onConflictDoNothing({ target: quotes.text });
  if (!options.demo) return;

  for (const seed of MEMORIAL_PAGE_SEEDS) {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(memorialPages)
        .values({
          id: seed.id,
          title: seed.title,
          firstNames: seed.firstNames,
          lastName: seed.lastName,
          nameOfBirth: seed.nameOfBirth,
          dateOfBirth: seed.dateOfBirth,
          dateOfDeath: seed.dateOfDeath,
          placeOfBirth: seed.placeOfBirth,
          placeOfDeath: seed.placeOfDeath,
          portraitSrc: seed.portraitSrc,
          introduction: seed.introduction,
        })
        .onConflictDoNothing({ target: memorialPages.id })
        .returning({ id: memorialPages.id });
      if (!created) return;

      await tx.insert(memorialAppointments).values(
        seed.appointments.map((appointment) => ({
          pageId: seed.id,
          startsAt: new Date(appointment.startsAt),
          description: appointment.description,
          addressDescription: appointment.addressDescription,
          isPublic: appointment.isPublic,
        })),
      );
      const death = new Date(`${seed.dateOfDeath}T12:00:00+01:00`).getTime();
      const entries = (kind: 'candle' | 'condolence' | 'gift', list: EntrySeed[]) =>
        list.map((entry) => ({ pageId: seed.id, kind, name: entry.name, text: entry.text, visible: entry.visible, createdAt: new Date(death + entry.hoursAfterDeath * HOUR_MS) }));
      await tx.insert(memorialEntries).values([...entries('candle', seed.candles), ...entries('condolence', seed.condolences), ...entries('gift', seed.gifts)]);

      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.account, seed.administrator.account));
      const administrator =
        existing ??
        (
          await tx
            .insert(users)
            .values({
              account: seed.administrator.account,
              email: seed.administrator.email,
              passwordHash: await hashPassword(DEMO_ADMIN_PASSWORD),
              isDataStoragePermitted: true,
              emailConfirmedAt: new Date(),
            })
            .returning({ id: users.id })
        )[0];
      if (!administrator) return;
      await tx.update(memorialPages).set({ administratorUserId: administrator.id }).where(eq(memorialPages.id, seed.id));
      await tx.insert(userMemorialPages).values({ userId: administrator.id, pageId: seed.id }).onConflictDoNothing();
    });
  }
}
