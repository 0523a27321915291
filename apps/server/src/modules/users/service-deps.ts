import type { Database, Executor } from '../../db/client';
import type { MailService } from '../mail/service';

/** What the account services that send links share. */
export interface LinkMailingDeps {
  db: Database;
  mail: MailService;
  publicUrl: string;
  /** Signs the person out on every device (new password, deleted account); inside `tx` when given. */
  endSessions: (userId: string, tx?: Executor) => Promise<void>;
  now?: () => Date;
}
