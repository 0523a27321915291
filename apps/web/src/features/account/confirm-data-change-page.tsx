import { paths } from '../../config/paths';
import { applyDataChanges } from './api/apply-data-changes';
import { LinkConfirmation, linkLoader } from './components/link-confirmation';

export const loader = linkLoader(applyDataChanges, 'account.profile.changedTitle');

export function Component() {
  return <LinkConfirmation next={{ to: paths.profile, labelKey: 'account.profile.toProfile' }} />;
}
