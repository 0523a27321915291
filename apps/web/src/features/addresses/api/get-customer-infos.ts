// Shared with the basket on /buecher (features never import each other): the query lives in lib/.
export { customerInfosQuery, useCustomerInfos } from '../../../lib/api/shipping-addresses/get-customer-infos';
