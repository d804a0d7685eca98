export const SITES = [
  {
    name: "global",
    url: "http://localhost:3000",
    locale: "en-US",
    country: "US",
    company: "Tranquil Health Ltd",
  },
  {
    name: "nigeria",
    url: "http://localhost:3001",
    locale: "en-NG",
    country: "NG",
    company: "Tranquil Health Nigeria Ltd",
  },
] as const;
export const [GLOBAL, NIGERIA] = SITES;
