import type { EntityId } from "./regions.ts";

export interface Company {
  id: EntityId;
  name: string;
  country: string;
  address: string[];
}

/** The three legal entities (spec: US in Sheridan, Wyoming; UK in London, the default; Nigeria in Lagos). */
export const COMPANIES: Record<EntityId, Company> = {
  UK: {
    id: "UK",
    name: "Tranquil Health Ltd",
    country: "United Kingdom",
    address: ["71–75 Shelton Street", "Covent Garden", "London WC2H 9JQ", "United Kingdom"],
  },
  US: {
    id: "US",
    name: "Tranquil Health Inc.",
    country: "United States",
    address: ["30 N Gould St, Suite R", "Sheridan, WY 82801", "United States"],
  },
  NG: {
    id: "NG",
    name: "Tranquil Health Nigeria Ltd",
    country: "Nigeria",
    address: ["12 Admiralty Way", "Lekki Phase 1", "Lagos", "Nigeria"],
  },
};
