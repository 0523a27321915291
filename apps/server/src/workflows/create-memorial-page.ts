import { randomBytes } from 'node:crypto';
import type { MemorialPageCreate, OperatorMemorialPage } from '@eb/api-contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { MailService } from '../modules/mail/service';
import { memorialEntries, memorialPages, userMemorialPages } from '../modules/memorial-pages/schema';
import { DAY_MS, issueActionToken } from '../modules/users/action-tokens';
import { createUsersRepository } from '../modules/users/repository';
import { users } from '../modules/users/schema';
import { requireOperator as requireOperatorOf } from './require-operator';
import { slug } from '../lib/slug';

const SET_PASSWORD_VALID_MS = 7 * DAY_MS;

/**
 * What the shop's staff do for a family: create a memorial page and give one family member its
 * administration. A new administrator gets a mail with a link to choose a password (7 days).
 * Spans users and memorial pages, hence a workflow.
 */
export function createMemorialPageWorkflow(deps: { db: Database; mail: MailService; publicUrl: string; now: () => Date }) {
  const usersRepository = createUsersRepository(deps.db);

  const requireOperator = (userId: string) => requireOperatorOf(usersRepository, userId);

  return {
    async list(operatorId: string): Promise<OperatorMemorialPage[]> {
      await requireOperator(operatorId);
      const rows = await deps.db
        .select({
          id: memorialPages.id,
          firstNames: memorialPages.firstNames,
          lastName: memorialPages.lastName,
          dateOfDeath: memorialPages.dateOfDeath,
          administratorEmail: users.email,
          waitingEntries: sql<number>`(select ${count()} from ${memorialEntries} where ${memorialEntries.pageId} = ${memorialPages.id} and not ${memorialEntries.visible})`.mapWith(Number),
        })
        .from(memorialPages)
        .leftJoin(users, eq(users.id, memorialPages.administratorUserId))
        .orderBy(sql`${memorialPages.createdAt} desc`);
      return rows.map((row) => ({
        id: row.id,
        description: `${row.firstNames} ${row.lastName}`,
        dateOfDeath: row.dateOfDeath,
        administratorEmail: row.administratorEmail,
        waitingEntries: row.waitingEntries,
      }));
    },

    async create(operatorId: string, input: MemorialPageCreate): Promise<OperatorMemorialPage> {
      await requireOperator(operatorId);
      const id = `${slug(`${input.firstNames} ${input.lastName}`)}-${randomBytes(3).toString('hex')}`;
      const { token } = await deps.db.transaction(async (tx) => {
        const existing = await usersRepository.findByAccountOrEmail(input.administratorEmail, tx);
        const administrator =
          existing && existing.email?.toLowerCase() === input.administratorEmail.toLowerCase()
            ? existing
            : await usersRepository.insert({ account: input.administratorEmail, email: input.administratorEmail, isDataStoragePermitted: true, emailConfirmedAt: deps.now() }, tx);
        await tx.insert(memorialPages).values({
          id,
          title: input.title,
          firstNames: input.firstNames,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          dateOfDeath: input.dateOfDeath,
          placeOfDeath: input.placeOfDeath,
          administratorUserId: administrator.id,
        });
        await tx.insert(userMemorialPages).values({ userId: administrator.id, pageId: id }).onConflictDoNothing();
        const needsPassword = !administrator.passwordHash;
        const linkToken = needsPassword
          ? await issueActionToken(usersRepository, tx, { userId: administrator.id, purpose: 'reset-password', now: deps.now(), validForMs: SET_PASSWORD_VALID_MS })
          : null;
        return { token: linkToken };
      });
      const name = `${input.firstNames} ${input.lastName}`;
      await deps.mail.send(input.administratorEmail, {
        subject: `Die Gedenkseite für ${name} ist eingerichtet`,
        greeting: 'Guten Tag,',
        paragraphs: [
          `für ${name} haben wir eine Gedenkseite eingerichtet, die Sie verwalten: Sie entscheiden, welche Angaben öffentlich sind, und geben Kerzen und Kondolenzen frei.`,
          token
            ? 'Mit dem folgenden Link legen Sie Ihr Kennwort fest. Danach melden Sie sich mit Ihrer E-Mail-Adresse an.'
            : 'Sie melden sich wie gewohnt mit Ihrem Kundenkonto an.',
        ],
        action: token ? { label: 'Kennwort festlegen', url: `${deps.publicUrl}/passwort-neu/${token}` } : { label: 'Zur Gedenkseite', url: `${deps.publicUrl}/gedenkseite/${id}` },
        afterAction: token ? ['Der Link ist 7 Tage gültig.'] : [],
      });
      return { id, description: name, dateOfDeath: input.dateOfDeath, administratorEmail: input.administratorEmail, waitingEntries: 0 };
    },
  };
}

export type MemorialPageWorkflow = ReturnType<typeof createMemorialPageWorkflow>;

