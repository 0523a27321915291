// Shared with the basket on /buecher (features never import each other): the query lives in lib/.
export { companyAddressesQuery, useCompanyAddresses } from '../../../lib/api/shipping-addresses/get-company-addresses';
