/**
 * The cities of the location landing pages and the places inside each (docs/decisions/014-landing-pages.md).
 * A provider's profile names the place they practise in as people there say it: 'Ikeja', 'Lekki',
 * 'Camden'. A city's landing page, and a search for the city, covers its whole area: the city's own
 * name and every place listed here. The landing pages show the same list as 'Areas served', and the
 * seed spreads providers over it, so the three cannot disagree.
 */

export type PlaceCountry = "NG" | "GB";

export interface CityArea {
  /** ISO 3166-1 alpha-2, as profiles carry it. */
  country: PlaceCountry;
  /** The state (region) the city is in, as the API's state list names it. */
  state: string;
  /** The city as profiles and the search's `city` filter name it. */
  city: string;
  /** The places inside the city's area, each named as a profile names it; unique within a country. */
  areas: readonly string[];
}

export const CITY_AREAS: readonly CityArea[] = [
  {
    country: "NG",
    state: "Lagos",
    city: "Lagos",
    areas: [
      "Ikeja",
      "Lekki",
      "Victoria Island",
      "Ikoyi",
      "Surulere",
      "Yaba",
      "Ajah",
      "Gbagada",
      "Festac Town",
      "Ikorodu",
    ],
  },
  {
    country: "NG",
    state: "Federal Capital Territory",
    city: "Abuja",
    areas: [
      "Maitama",
      "Wuse",
      "Garki",
      "Asokoro",
      "Gwarinpa",
      "Jabi",
      "Utako",
      "Life Camp",
      "Kubwa",
      "Lugbe",
    ],
  },
  {
    country: "NG",
    state: "Rivers",
    city: "Port Harcourt",
    areas: [
      "Old GRA",
      "New GRA",
      "Trans-Amadi",
      "D-Line",
      "Rumuokoro",
      "Rumuola",
      "Woji",
      "Eliozu",
      "Ada George",
      "Choba",
    ],
  },
  {
    country: "GB",
    state: "England",
    city: "London",
    areas: [
      "Camden",
      "Islington",
      "Hackney",
      "Westminster",
      "Lambeth",
      "Southwark",
      "Wandsworth",
      "Greenwich",
      "Croydon",
      "Ealing",
    ],
  },
  {
    country: "GB",
    state: "England",
    city: "Manchester",
    areas: [
      "Northern Quarter",
      "Ancoats",
      "Didsbury",
      "Chorlton",
      "Withington",
      "Levenshulme",
      "Salford",
      "Stockport",
      "Trafford",
      "Oldham",
    ],
  },
  {
    country: "GB",
    state: "England",
    city: "Birmingham",
    areas: [
      "Jewellery Quarter",
      "Edgbaston",
      "Moseley",
      "Harborne",
      "Kings Heath",
      "Selly Oak",
      "Erdington",
      "Digbeth",
      "Sutton Coldfield",
      "Solihull",
    ],
  },
];

const key = (name: string) => name.trim().toLowerCase();

/** The city's entry, by its name in any letter case, in the given countries (any when none). */
export function findCityArea(city: string, countries?: readonly string[]): CityArea | undefined {
  const codes = countries?.map((c) => c.toUpperCase());
  return CITY_AREAS.find((a) => key(a.city) === key(city) && (!codes?.length || codes.includes(a.country)));
}

/** The places inside a city's area (not the city itself): its landing page's 'Areas served'. */
export function areasOf(country: string, city: string): string[] {
  return [...(findCityArea(city, [country])?.areas ?? [])];
}

/**
 * Every place name (lowercased) a search for `city` matches: the city itself and, for a city listed
 * above (in one of `countries` when given), every place in its area. Any other name matches itself.
 */
export function cityPlaceNames(city: string, countries?: readonly string[]): string[] {
  const codes = countries?.map((c) => c.toUpperCase());
  const areas = CITY_AREAS.filter(
    (a) => key(a.city) === key(city) && (!codes?.length || codes.includes(a.country)),
  ).flatMap((a) => a.areas.map(key));
  return [...new Set([key(city), ...areas])];
}
