import { paths } from '../../config/paths';
import { confirmRegistration } from './api/confirm-registration';
import { LinkConfirmation, linkLoader } from './components/link-confirmation';

export const loader = linkLoader(confirmRegistration);

export function Component() {
  return <LinkConfirmation doneTitleKey="account.confirm.doneTitle" next={{ to: paths.login, labelKey: 'account.confirm.toLogin' }} />;
}
