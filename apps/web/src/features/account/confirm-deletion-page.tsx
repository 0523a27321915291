import { paths } from '../../config/paths';
import { forgetSignIn } from '../../lib/auth/session';
import { applyUserDeletion } from './api/apply-user-deletion';
import { LinkConfirmation, linkLoader } from './components/link-confirmation';

/** SPEC.md: after the deletion the user is logged out after 4 seconds. */
export const LOGOUT_AFTER_DELETION_MS = 4000;

export const loader = linkLoader(applyUserDeletion, 'account.profile.deletedTitle');

export function Component() {
  return (
    <LinkConfirmation
      next={{ to: paths.home, labelKey: 'notFound.home' }}
      leaveAfterMs={LOGOUT_AFTER_DELETION_MS}
      onLeave={forgetSignIn}
    />
  );
}
