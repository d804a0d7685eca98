// The public entry of staff/: what other features may import (docs/decisions/036-feature-boundaries.md).
export {
  type CreatedStaff,
  createStaffAccount,
  currentTotp,
  type NewStaff,
  otpauthUri,
  StaffEmailTaken,
  verifySecondFactor,
} from "./staff-accounts.ts";
export { staffAuthRoutes } from "./staff-auth-routes.ts";
export { staffRoutes } from "./staff-routes.ts";
