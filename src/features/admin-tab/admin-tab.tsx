/**
 * The customer portal's Admin tab (spec part 1 §2: customers with Message and Delete, all messages,
 * the 24-hour cleanup card), shown to isAdmin accounts and loaded only when the tab opens. Its
 * content belongs to the admin portal's work (issue 11, second half); until it lands the tab is
 * there and its panel is empty.
 */
export default function AdminTab() {
  return null;
}
