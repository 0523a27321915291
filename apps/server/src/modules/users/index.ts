import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { TemporaryTokenSigner } from '../auth/token-signer';
import type { ScheduledJob } from '../jobs/job-runner';
import type { MailService } from '../mail/service';
import { createAccountService, type AccountService } from './account-service';
import { companyRoutes } from './company-routes';
import { createPasswordResetService } from './password-reset-service';
import { createProfileService } from './profile-service';
import { createRegistrationService } from './registration-service';
import { usersRoutes } from './routes';
import { runUnconfirmedAccountsJob } from './unconfirmed-accounts-job';

export interface UsersModuleDeps {
  db: Database;
  mail: MailService;
  publicUrl: string;
  now: () => Date;
  signTemporaryToken: TemporaryTokenSigner | undefined;
  endSessions: (userId: string, tx?: Executor) => Promise<void>;
  /** Asked again inside the deletion's transaction (`tx`), so the answer holds until the account is gone. */
  administersMemorialPage: (userId: string, tx?: Executor) => Promise<boolean>;
  hasBooks: (userId: string) => Promise<boolean>;
  /** The books module's: before an account goes, its company books are handed to the company. */
  releaseCompanyBooksOf: (userId: string, tx: Executor) => Promise<void>;
  /** The memorial-pages module's existence check, for user-info?memorialPageId. */
  memorialPageExists: (pageId: string) => Promise<boolean>;
}

/** Accounts: registration, trial users, profile, deletion, forgotten passwords, and their job. */
export async function registerUsersModule(app: FastifyInstance, deps: UsersModuleDeps): Promise<{ accounts: AccountService; jobs: ScheduledJob[] }> {
  const { db, mail, publicUrl, now, endSessions } = deps;
  const accounts = createAccountService({ db, signTemporaryToken: deps.signTemporaryToken, hasBooks: deps.hasBooks, memorialPageExists: deps.memorialPageExists });
  await app.register(usersRoutes, {
    prefix: '/api/users',
    registration: createRegistrationService({ db, mail, publicUrl, now }),
    accounts,
    passwordReset: createPasswordResetService({ db, mail, publicUrl, endSessions, now }),
    profile: createProfileService({ db, mail, publicUrl, endSessions, administersMemorialPage: deps.administersMemorialPage, releaseCompanyBooksOf: deps.releaseCompanyBooksOf, now }),
  });
  await app.register(companyRoutes, { prefix: '/api/companies', accounts });
  const jobs: ScheduledJob[] = [
    {
      name: 'unconfirmed-accounts',
      // Every hour at minute 17, to stay off the full hour.
      cron: '17 * * * *',
      run: async () => {
        const result = await runUnconfirmedAccountsJob({ db, mail, publicUrl, now: now() });
        app.log.info(result, 'unconfirmed accounts: reminded and deleted');
      },
    },
  ];
  return { accounts, jobs };
}
