import { paths } from '../../config/paths';
import { applyDataChanges } from './api/apply-data-changes';
import { LinkConfirmation, linkLoader } from './components/link-confirmation';

export const loader = linkLoader(applyDataChanges);

export function Component() {
  return <LinkConfirmation doneTitleKey="account.profile.changedTitle" next={{ to: paths.profile, labelKey: 'account.profile.toProfile' }} />;
}
