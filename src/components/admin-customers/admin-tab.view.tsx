/**
 * The customer portal's Admin tab (spec part 1 §2): the customers with Message and Delete, every
 * message in a scroll area, and the 24-hour cleanup card. Its calls carry the admin-scoped token
 * the second factor gave (decision 9).
 */
import { AdminCustomers } from './admin-customers';

export default function AdminTabContent() {
  return <AdminCustomers portal="customerPortal" />;
}
