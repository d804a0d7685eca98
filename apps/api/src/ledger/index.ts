// The public entry of ledger/: what other features may import (docs/decisions/036-feature-boundaries.md).
export {
  type AccountRef,
  accountId,
  balanceOf,
  ledgerStatement,
  ledgerStatementCount,
  post,
} from "./ledger.ts";
export {
  bookingPaymentPosting,
  earningReversedPosting,
  gatewayRefundPosting,
  gatewayRefundReversalPosting,
  payoutPaidPosting,
  payoutRequestedPosting,
  payoutReturnedPosting,
  refundPosting,
  sessionEarningPosting,
  topUpPosting,
} from "./postings.ts";
