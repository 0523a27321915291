// The demo memorial pages that `npm start` seeds outside production; tests visit them by id.
import { MEMORIAL_PAGE_SEEDS } from '../../apps/server/src/modules/memorial-pages/seed-pages';

export const DEMO_PAGE_ID = MEMORIAL_PAGE_SEEDS[0]?.id ?? '';
export const DEMO_ADMIN_ACCOUNT = MEMORIAL_PAGE_SEEDS[0]?.administrator.account ?? '';
export { DEMO_ADMIN_PASSWORD } from '../../apps/server/src/modules/memorial-pages/seed';
export { DEMO_OPERATOR_ACCOUNT } from '../../apps/server/src/modules/users/seed-operators';
