/** The public service pages: path → translation key (pages namespace) and the date it was last revised. */
export const SERVICE_PAGES = {
  "/therapy": { key: "therapy", updated: "2026-11-26" },
  "/therapy/initial-consultation": { key: "initialConsultation", updated: "2026-11-01" },
  "/about-us": { key: "about", updated: "2026-11-26" },
  "/contact-us": { key: "contact", updated: "2026-11-26" },
  "/terms-of-service": { key: "terms", updated: "2026-11-26" },
  "/privacy-policy": { key: "privacy", updated: "2026-11-26" },
  "/assessment": { key: "assessment", updated: "2026-11-26" },
} as const;

export type ServicePath = keyof typeof SERVICE_PAGES;

export const isServicePath = (path: string): path is ServicePath => path in SERVICE_PAGES;

/** Service pages with a route module of their own (more than text); the rest share service-route.tsx. */
export const SERVICE_ROUTE_FILES: Partial<Record<ServicePath, string>> = {
  "/therapy": "pages/therapy-route.tsx",
  "/therapy/initial-consultation": "pages/initial-consultation-route.tsx",
  "/about-us": "pages/document-route.tsx",
  "/contact-us": "pages/contact-route.tsx",
  "/terms-of-service": "pages/document-route.tsx",
  "/privacy-policy": "pages/document-route.tsx",
  "/assessment": "pages/assessment-route.tsx",
};

/** /join-as-a-provider: a service page with the provider sign-up form (pages/join-route.tsx, its own route id). */
export const JOIN_PAGE = { path: "/join-as-a-provider", updated: "2026-11-26" } as const;
