import { paths } from '../../config/paths';
import { confirmRegistration } from './api/confirm-registration';
import { LinkConfirmation, linkLoader } from './components/link-confirmation';

export const loader = linkLoader(confirmRegistration, 'account.confirm.doneTitle');

export function Component() {
  return <LinkConfirmation next={{ to: paths.login, labelKey: 'account.confirm.toLogin' }} />;
}
