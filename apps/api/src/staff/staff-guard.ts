import { requireRole } from "../auth/index.ts";

/** Every staff route: a staff session exists only after the second factor, so the role is enough. */
export const requireStaff = requireRole("staff");
