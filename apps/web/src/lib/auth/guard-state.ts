/**
 * The temporary-user guard's memory (SPEC.md section 4), per browser tab: where the person wanted
 * to go, and the skip flag that lets the next attempt pass.
 */
const RETURN_URL_KEY = 'eb.returnUrl';
const SKIP_KEY = 'eb.skipGuard';

export const getReturnUrl = () => sessionStorage.getItem(RETURN_URL_KEY);
export const clearReturnUrl = () => sessionStorage.removeItem(RETURN_URL_KEY);
export const isTrialOffered = () => sessionStorage.getItem(SKIP_KEY) === 'true';

export function rememberGuardedTarget(target: string): void {
  sessionStorage.setItem(RETURN_URL_KEY, target);
  sessionStorage.setItem(SKIP_KEY, 'true');
}

export function resetSkipFlag(): void {
  sessionStorage.removeItem(SKIP_KEY);
}
