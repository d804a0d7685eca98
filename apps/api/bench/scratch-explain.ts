import { inArray } from "drizzle-orm";
import { createServer } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { ageGroups, concerns, culturalBackgrounds, disciplines, languages, modalities, therapies } from "../src/db/schema/index.ts";

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 });
const { db } = database;
const idsOf = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id).join(",");
const [anxiety, concernIds, therapyIds, languageIds, disciplineIds, modalityIds, ageIds, backgroundIds] = await Promise.all([
  idsOf(db.select({ id: concerns.id }).from(concerns).where(inArray(concerns.name, ["Anxiety"]))),
  idsOf(db.select({ id: concerns.id }).from(concerns).where(inArray(concerns.name, ["Anxiety", "Depression", "Stress", "Trauma", "Grief"]))),
  idsOf(db.select({ id: therapies.id }).from(therapies).limit(3)),
  idsOf(db.select({ id: languages.id }).from(languages).limit(4)),
  idsOf(db.select({ id: disciplines.id }).from(disciplines).limit(3)),
  idsOf(db.select({ id: modalities.id }).from(modalities).limit(2)),
  idsOf(db.select({ id: ageGroups.id }).from(ageGroups).limit(2)),
  idsOf(db.select({ id: culturalBackgrounds.id }).from(culturalBackgrounds).limit(3)),
]);
const unthrottled = { points: Number.MAX_SAFE_INTEGER, durationSeconds: 60 };
const app = createServer({ db, throttles: { mutations: unthrottled, search: unthrottled } });
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const inAWeek = day(7), inTwoWeeks = day(14), today = day(0);
const scenarios: Record<string, string> = {
  off: "/v1/providers",
  page40: "/v1/providers?page=40",
  text: "/v1/providers?search=anxiety%20therapist",
  on: `/v1/providers?country=NG&concern=${anxiety}&minPrice=15000&maxPrice=40000&availableFrom=${inAWeek}&availableTo=${inAWeek}`,
  textf: `/v1/providers?search=trauma&country=GB,US&isFree=false&gender=Female`,
  many: `/v1/providers?country=NG,GB,US&concern=${concernIds}&therapy=${therapyIds}&language=${languageIds}` +
    `&discipline=${disciplineIds}&modality=${modalityIds}&ageGroup=${ageIds}&ethnicity=${backgroundIds}` +
    `&gender=Female,Male&minPrice=0&maxPrice=100000&availableFrom=${inAWeek}&availableTo=${inTwoWeeks}`,
  city: "/v1/providers?country=GB&city=London",
  today: `/v1/providers?availableFrom=${today}&availableTo=${today}`,
  week: `/v1/providers?availableFrom=${inAWeek}&availableTo=${inAWeek}`,
  onlyday: `/v1/providers?availableFrom=${inAWeek}`,
};
const only = process.argv.slice(2);
for (const [name, path] of Object.entries(scenarios)) {
  if (only.length && !only.includes(name)) continue;
  const res = await app.request(path);
  const body = await res.json() as { data: { objectID: string }[]; meta: unknown };
  console.log(name, res.status, JSON.stringify(body.meta), body.data.map((d) => d.objectID.slice(-4)).join(" "));
  console.log("   ", path);
}
await database.close();
