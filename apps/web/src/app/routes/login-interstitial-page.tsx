import { Interstitial } from '../../features/account/components/interstitial';
import { LoginPanel } from '../../features/account/components/login-panel';
import { interstitialLoader } from '../../features/account/interstitial-loader';

export const loader = interstitialLoader;

export function Component() {
  return (
    <Interstitial active="login">
      <LoginPanel />
    </Interstitial>
  );
}
