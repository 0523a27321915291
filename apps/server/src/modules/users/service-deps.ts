import type { Database, Executor } from '../../db/client';
import type { MailService } from '../mail/service';

/** What the account services that send links share. */
export interface LinkMailingDeps {
  db: Database;
  mail: MailService;
  publicUrl: string;
  /** Signs the person out on every device and forgets failed sign-ins with their names (new password, deleted account); inside `tx` when given, while the account still exists. */
  endSessions: (userId: string, tx?: Executor) => Promise<void>;
  now?: () => Date;
}
