// The public entry of ledger/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { balanceOf, ledgerStatement, ledgerStatementCount, post } from "./ledger.ts";
export {
  bookingPaymentPosting,
  gatewayRefundPosting,
  gatewayRefundReversalPosting,
  refundPosting,
  sessionEarningPosting,
  topUpPosting,
} from "./postings.ts";
