/** The public service pages: path → translation key (pages namespace) and the date it was last revised. */
export const SERVICE_PAGES = {
  "/therapy": { key: "therapy", updated: "2026-11-01" },
  "/therapy/initial-consultation": { key: "initialConsultation", updated: "2026-11-01" },
  "/about-us": { key: "about", updated: "2026-10-15" },
  "/contact-us": { key: "contact", updated: "2026-10-15" },
  "/terms-of-service": { key: "terms", updated: "2026-09-30" },
  "/privacy-policy": { key: "privacy", updated: "2026-09-30" },
  "/assessment": { key: "assessment", updated: "2026-11-01" },
} as const;

export type ServicePath = keyof typeof SERVICE_PAGES;

export const isServicePath = (path: string): path is ServicePath => path in SERVICE_PAGES;

/** Service pages with a route module of their own (more than text); the rest share service-route.tsx. */
export const SERVICE_ROUTE_FILES: Partial<Record<ServicePath, string>> = {
  "/therapy/initial-consultation": "pages/initial-consultation-route.tsx",
};
